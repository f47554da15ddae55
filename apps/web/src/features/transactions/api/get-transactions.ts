import type { TransactionsPage, TransactionStatus } from '@prime/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** What the player searched: UTC days from..to, and optionally one type and one status. */
export type TransactionSearch = {
  from: string;
  to: string;
  type_id?: number | undefined;
  status?: TransactionStatus | undefined;
};

/** GET me/transactions: one page after `cursor` (none: the newest), the totals with the first. */
export const getTransactions = async (
  client: ApiClient,
  search: TransactionSearch,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<TransactionsPage> =>
  client.request<TransactionsPage>('GET', 'me/transactions', {
    query: {
      date_from: search.from,
      date_to: search.to,
      type_id: search.type_id,
      status: search.status,
      // The totals belong to the range: the first page brings them, the next ones need not.
      total: cursor === undefined ? 1 : undefined,
      cursor,
    },
    signal,
  });

export const transactionsQueryOptions = (client: ApiClient, search: TransactionSearch) =>
  infiniteQueryOptions({
    queryKey: ['me', 'transactions', search] as const,
    queryFn: ({ pageParam, signal }) => getTransactions(client, search, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.meta.next_cursor ?? undefined,
    // Each search asks again: a deposit may have been settled meanwhile.
    staleTime: 0,
  });

/** The pages loaded so far ("load more" adds the next one, after the last row shown). */
export const useTransactions = (search: TransactionSearch) => {
  const { client } = useApi();
  return useInfiniteQuery(transactionsQueryOptions(client, search));
};
