import type { PlayerDocument } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** GET me/all-documents: the player's documents, newest first. */
export const getDocuments = async (client: ApiClient, signal?: AbortSignal) =>
  (await client.request<{ data: PlayerDocument[] }>('GET', 'me/all-documents', { signal })).data;

export const documentsQueryOptions = (client: ApiClient) =>
  queryOptions({
    // Under `me`, so logging out forgets it with the player.
    queryKey: ['me', 'documents'] as const,
    queryFn: ({ signal }) => getDocuments(client, signal),
    // An operator's review may have arrived: ask again whenever the section opens.
    staleTime: 0,
  });

export const useDocuments = () => useQuery(documentsQueryOptions(useApi().client));
