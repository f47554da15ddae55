import type { TransactionStatus, TransactionStatusView } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** While a payment waits for the provider, the status page asks again this often. */
export const STATUS_POLL_MS = 3_000;

/**
 * Statuses that will still change without the player doing anything: a deposit waiting for
 * the provider or the transfer, a withdrawal approved and waiting for its payout.
 */
const WAITING: readonly TransactionStatus[] = ['initialized', 'pending', 'authorized'];

export const isWaitingStatus = (status: TransactionStatus | undefined): boolean =>
  status !== undefined && WAITING.includes(status);

/** GET static/transactions/{id}: one of the player's transactions; another's id is a 404. */
export const getTransactionStatus = async (
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<TransactionStatusView> =>
  (
    await client.request<{ data: TransactionStatusView }>(
      'GET',
      `static/transactions/${encodeURIComponent(id)}`,
      { signal },
    )
  ).data;

export const transactionStatusQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['static', 'transactions', id] as const,
    queryFn: ({ signal }) => getTransactionStatus(client, id, signal),
    staleTime: 0,
    // A player back from the payment page sees pending, then the outcome without reloading.
    refetchInterval: (query) =>
      isWaitingStatus(query.state.data?.status) ? STATUS_POLL_MS : false,
  });

export const useTransactionStatus = (id: string) => {
  const { client } = useApi();
  return useQuery(transactionStatusQueryOptions(client, id));
};
