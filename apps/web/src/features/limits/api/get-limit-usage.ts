import type { LimitUsage } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** GET me/limits: every limit in force with what was used of it this day, week or month. */
export const getLimitUsage = async (client: ApiClient, signal?: AbortSignal) =>
  (await client.request<{ data: LimitUsage[] }>('GET', 'me/limits', { signal })).data;

export const limitUsageQueryOptions = (client: ApiClient) =>
  queryOptions({
    // Under `me`, so logging out forgets it with the player.
    queryKey: ['me', 'limits'] as const,
    queryFn: ({ signal }) => getLimitUsage(client, signal),
    // What is left moves with every bet and deposit: ask again whenever the section opens.
    staleTime: 0,
  });

export const useLimitUsage = () => useQuery(limitUsageQueryOptions(useApi().client));
