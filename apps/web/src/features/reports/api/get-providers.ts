import type { Provider } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** GET casino/providers: every provider, hidden ones too (a player's past rounds may be there). */
export const getProviders = async (client: ApiClient, signal?: AbortSignal): Promise<Provider[]> =>
  (await client.request<{ data: Provider[] }>('GET', 'casino/providers', { signal })).data;

export const providersQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['casino', 'providers'] as const,
    queryFn: ({ signal }) => getProviders(client, signal),
    staleTime: 5 * 60_000,
  });

export const useProviders = () => {
  const { client } = useApi();
  return useQuery(providersQueryOptions(client));
};
