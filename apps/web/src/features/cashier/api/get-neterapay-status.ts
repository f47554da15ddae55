import { NETERAPAY_STATUS_POLL_MS, type NeterapayStatus } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/**
 * GET payments/neterapay/player/is_pin_registered: whether the player connected NeteraPay and is
 * identified, with the wallet's page to open otherwise.
 */
export const neterapayStatusQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['cashier', 'neterapay'] as const,
    queryFn: async ({ signal }) =>
      (
        await client.request<{ data: NeterapayStatus }>(
          'GET',
          'payments/neterapay/player/is_pin_registered',
          { signal },
        )
      ).data,
    staleTime: 0,
    // The player connects or identifies in the wallet, beside the site: asked again until done.
    refetchInterval: (query) =>
      query.state.data && !query.state.data.is_neterapay_verified
        ? NETERAPAY_STATUS_POLL_MS
        : false,
    refetchOnWindowFocus: true,
  });

/** The player's NeteraPay status, asked only while NeteraPay is the chosen method. */
export const useNeterapayStatus = (isChosen: boolean) =>
  useQuery({ ...neterapayStatusQuery(useApi().client), enabled: isChosen });
