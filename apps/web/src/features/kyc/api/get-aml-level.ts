import type { AmlLevelView } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** GET me/aml/level/current/: the player's AML level and whether KYC is owed before a deposit. */
export const getAmlLevel = async (client: ApiClient, signal?: AbortSignal) =>
  (await client.request<{ data: AmlLevelView }>('GET', 'me/aml/level/current/', { signal })).data;

export const amlLevelQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['me', 'aml', 'level'] as const,
    queryFn: ({ signal }) => getAmlLevel(client, signal),
    staleTime: 0,
  });

export const useAmlLevel = () => useQuery(amlLevelQueryOptions(useApi().client));
