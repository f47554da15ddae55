import { BALANCE_POLL_MS, type Balance } from '@prime/contract';
import { queryOptions } from '@tanstack/react-query';
import type { PrimeApi } from '../api/prime-api';

/** Under `me`, so logging out (which removes `me`) forgets the balance too. */
export const balanceQueryKey = ['me', 'balance'] as const;

/** GET me/balance: total, available, deposited and bonus in major units. */
export const getBalance = async (api: PrimeApi): Promise<Balance> =>
  (await api.client.request<{ data: Balance }>('GET', 'me/balance')).data;

/**
 * Asked for every BALANCE_POLL_MS (spec 01 §4). A balance the socket pushes replaces the data at
 * once; the poll stays on because the server pushes only the changes it makes itself.
 */
export const balanceQueryOptions = (api: PrimeApi) =>
  queryOptions({
    queryKey: balanceQueryKey,
    queryFn: () => getBalance(api),
    refetchInterval: BALANCE_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
