import type { LimitRequest } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** GET me/statistics/last?type=limits&to_activate=1: the raised or removed limits that wait. */
export const getLimitRequests = async (client: ApiClient, signal?: AbortSignal) =>
  (
    await client.request<{ data: LimitRequest[] }>('GET', 'me/statistics/last', {
      query: { type: 'limits', to_activate: 1 },
      signal,
    })
  ).data;

export const limitRequestsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['me', 'limit-requests'] as const,
    queryFn: ({ signal }) => getLimitRequests(client, signal),
    // A request turns confirmable by time alone: ask again whenever the section opens.
    staleTime: 0,
  });

export const useLimitRequests = () => useQuery(limitRequestsQueryOptions(useApi().client));
