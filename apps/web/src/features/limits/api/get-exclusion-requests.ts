import type { ExclusionRequest } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** GET me/statistics/last?type=exclusions&to_activate=1: requests to end an exclusion sooner. */
export const getExclusionRequests = async (client: ApiClient, signal?: AbortSignal) =>
  (
    await client.request<{ data: ExclusionRequest[] }>('GET', 'me/statistics/last', {
      query: { type: 'exclusions', to_activate: 1 },
      signal,
    })
  ).data;

export const exclusionRequestsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['me', 'exclusion-requests'] as const,
    queryFn: ({ signal }) => getExclusionRequests(client, signal),
    staleTime: 0,
  });

export const useExclusionRequests = (enabled: boolean) =>
  useQuery({ ...exclusionRequestsQueryOptions(useApi().client), enabled });
