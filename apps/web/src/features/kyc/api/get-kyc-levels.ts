import type { KycLevel } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** GET kyc/players/me: the player's KYC levels with their status. */
export const getKycLevels = async (client: ApiClient, signal?: AbortSignal) =>
  (await client.request<{ data: KycLevel[] }>('GET', 'kyc/players/me', { signal })).data;

/** A level still on its way: asked once more every few seconds until the provider answers. */
export const KYC_POLL_MS = 3_000;

export const kycLevelsQueryOptions = (client: ApiClient) =>
  queryOptions({
    // Under `me`, so logging out forgets it with the player.
    queryKey: ['me', 'kyc', 'levels'] as const,
    queryFn: ({ signal }) => getKycLevels(client, signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some(
        (level) => level.status === 'pending' || level.status === 'initialized',
      )
        ? KYC_POLL_MS
        : false,
  });

export const useKycLevels = () => useQuery(kycLevelsQueryOptions(useApi().client));
