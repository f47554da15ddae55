import { BALANCE_POLL_MS, type Balance } from '@prime/contract';
import { queryOptions } from '@tanstack/react-query';
import type { PrimeApi } from '../api/prime-api';

/** Under `me`, so logging out (which removes `me`) forgets the balance too. */
export const balanceQueryKey = ['me', 'balance'] as const;

/** GET me/balance: total, available, deposited and bonus in major units. */
export const getBalance = async (api: PrimeApi): Promise<Balance> =>
  (await api.client.request<{ data: Balance }>('GET', 'me/balance')).data;

/** Polled every BALANCE_POLL_MS unless the socket pushes the balance. */
export const balanceQueryOptions = (api: PrimeApi, socketOn: boolean) =>
  queryOptions({
    queryKey: balanceQueryKey,
    queryFn: () => getBalance(api),
    refetchInterval: socketOn ? false : BALANCE_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: socketOn ? Infinity : 0,
    retry: false,
  });
