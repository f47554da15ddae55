import type { Section } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** Sections change only when the operator edits the catalog; a visit can keep them. */
const SECTIONS_STALE_MS = 5 * 60_000;

/** GET casino/sections: every visible section of every lobby. */
export const getSections = async (client: ApiClient, signal?: AbortSignal): Promise<Section[]> =>
  (await client.request<{ data: Section[] }>('GET', 'casino/sections', { signal })).data;

export const sectionsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['casino', 'sections'] as const,
    queryFn: ({ signal }) => getSections(client, signal),
    staleTime: SECTIONS_STALE_MS,
  });

export const useSections = () => useQuery(sectionsQueryOptions(useApi().client));
