import type {
  BankDetails,
  CryptoDetails,
  DepositBody,
  DepositResult,
  PaymentMethod,
  Transaction,
  TransactionsPage,
  WithdrawBody,
  WithdrawMethod,
  WithdrawResult,
} from '@prime/contract';
import { TRANSACTION_TYPES } from '@prime/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';
import { meQueryOptions } from '../../../shared/api/queries';

/** A pending deposit with what the player needs to finish it (GET payments/transactions/{id}). */
export type PendingDeposit = Transaction & { details?: BankDetails | CryptoDetails | undefined };

const cashierKey = ['cashier'] as const;

/** The player's pending cashier transactions of one type, however old (spec 02 §7 Deposit). */
const pendingOf = async (
  client: ApiClient,
  typeId: number,
  signal?: AbortSignal,
): Promise<Transaction[]> =>
  (
    await client.request<TransactionsPage>('GET', 'me/transactions', {
      query: {
        date_from: '1970-01-01',
        date_to: new Date().toISOString().slice(0, 10),
        type_id: typeId,
        status: 'pending',
        per_page: 100,
      },
      signal,
    })
  ).data;

export const depositMethodsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...cashierKey, 'methods', 'deposit'] as const,
    queryFn: async ({ signal }) =>
      (
        await client.request<{ data: PaymentMethod[] }>('GET', 'payments/methods/deposit', {
          signal,
        })
      ).data,
    staleTime: 60_000,
  });

export const withdrawMethodsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...cashierKey, 'methods', 'withdraw'] as const,
    queryFn: async ({ signal }) =>
      (
        await client.request<{ data: WithdrawMethod[] }>('GET', 'payments/methods/withdraw', {
          signal,
        })
      ).data,
    staleTime: 60_000,
  });

/** Pending deposits with their transfer details, so the player can still send the money. */
export const pendingDepositsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...cashierKey, 'pending', 'deposit'] as const,
    queryFn: async ({ signal }): Promise<PendingDeposit[]> => {
      const pending = await pendingOf(client, TRANSACTION_TYPES.deposit, signal);
      return Promise.all(
        pending.map(async (transaction) => {
          const info = await client.request<{ data: { details?: BankDetails | CryptoDetails } }>(
            'GET',
            `payments/transactions/${transaction.id}`,
            { signal },
          );
          return { ...transaction, details: info.data.details };
        }),
      );
    },
    staleTime: 0,
  });

export const pendingWithdrawalsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...cashierKey, 'pending', 'withdraw'] as const,
    queryFn: ({ signal }) => pendingOf(client, TRANSACTION_TYPES.withdraw, signal),
    staleTime: 0,
  });

export const useDepositMethods = () => useQuery(depositMethodsQuery(useApi().client));
export const useWithdrawMethods = () => useQuery(withdrawMethodsQuery(useApi().client));
export const usePendingDeposits = () => useQuery(pendingDepositsQuery(useApi().client));
export const usePendingWithdrawals = () => useQuery(pendingWithdrawalsQuery(useApi().client));

/**
 * After money moved or was reserved: the pending lists, and the player with the balances (the
 * `me` key starts the balance's key too).
 */
const useRefreshCashier = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...cashierKey, 'pending'] }),
      queryClient.invalidateQueries({ queryKey: meQueryOptions(api).queryKey }),
    ]);
};

/** POST payments/deposit. */
export const useDeposit = () => {
  const { client } = useApi();
  const refresh = useRefreshCashier();
  return useMutation({
    mutationFn: async (body: DepositBody) =>
      (await client.request<{ data: DepositResult }>('POST', 'payments/deposit', { body })).data,
    onSuccess: (result) => (result.url ? undefined : refresh()),
  });
};

/** POST payments/withdraw. */
export const useWithdraw = () => {
  const { client } = useApi();
  const refresh = useRefreshCashier();
  return useMutation({
    mutationFn: async (body: WithdrawBody) =>
      (await client.request<{ data: WithdrawResult }>('POST', 'payments/withdraw', { body })).data,
    onSuccess: () => refresh(),
  });
};

/**
 * DELETE payments/transactions/{id}: cancels the player's own pending bank or crypto transfer;
 * nothing had moved, and its method is free again.
 */
export const useCancelTransfer = () => {
  const { client } = useApi();
  const refresh = useRefreshCashier();
  return useMutation({
    mutationFn: async (transactionId: number) =>
      (
        await client.request<{ data: { transaction_id: number; status: string } }>(
          'DELETE',
          `payments/transactions/${transactionId}`,
        )
      ).data,
    onSuccess: () => refresh(),
  });
};

/**
 * GET payments/providers/{provider}/decline/{transaction}: cancels a pending withdrawal; the
 * provider is the one of the withdrawal's method.
 */
export const useCancelWithdrawal = () => {
  const { client } = useApi();
  const refresh = useRefreshCashier();
  return useMutation({
    mutationFn: async ({ provider, transactionId }: { provider: string; transactionId: number }) =>
      (
        await client.request<{ data: WithdrawResult }>(
          'GET',
          `payments/providers/${encodeURIComponent(provider)}/decline/${transactionId}`,
        )
      ).data,
    onSuccess: () => refresh(),
  });
};
