import type { Provider } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** GET casino/sections/{id}/providers: the providers with games in one section. */
export const getSectionProviders = async (
  client: ApiClient,
  sectionId: number,
  signal?: AbortSignal,
): Promise<Provider[]> =>
  (
    await client.request<{ data: Provider[] }>('GET', `casino/sections/${sectionId}/providers`, {
      signal,
    })
  ).data;

/**
 * Always stale: choosing a section reloads its providers (spec 01 §4), while the cached list
 * still fills the dropdown at once.
 */
export const sectionProvidersQueryOptions = (client: ApiClient, sectionId: number) =>
  queryOptions({
    queryKey: ['casino', 'sections', sectionId, 'providers'] as const,
    queryFn: ({ signal }) => getSectionProviders(client, sectionId, signal),
    staleTime: 0,
  });

/** The section's providers; nothing is asked before a section is known. */
export const useSectionProviders = (sectionId: number | undefined) => {
  const { client } = useApi();
  return useQuery({
    ...sectionProvidersQueryOptions(client, sectionId ?? 0),
    enabled: sectionId !== undefined,
  });
};
