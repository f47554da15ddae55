import {
  parseRangeBound,
  RANGE_BOUND_MESSAGE,
  toMajor,
  TRANSACTION_TYPE_TEXTS,
  type Transaction,
  type TransactionsPage,
  type TransactionStatusView,
} from '@prime/contract';
import { AppError } from '../../lib/app-error';
import type { TransactionFilter, TransactionRecord, WalletService } from '../wallet/wallet.service';
import { decodeTransactionCursor, encodeTransactionCursor } from './transaction-cursor';

/** GET me/transactions as validated by the contract (`transactionsQuery`). */
export type TransactionsListQuery = {
  date_from?: string | undefined;
  date_to?: string | undefined;
  type_id?: number | undefined;
  status?: string | undefined;
  total?: '0' | '1' | undefined;
  per_page: number;
  cursor?: string | undefined;
};

/** The API shows instants to the millisecond; the cursor keeps the microseconds. */
const isoOf = (instant: string): string => `${instant.slice(0, 23)}Z`;

const typeOf = (typeId: number): Transaction['type'] => ({
  id: typeId,
  ...(TRANSACTION_TYPE_TEXTS[typeId as keyof typeof TRANSACTION_TYPE_TEXTS] ?? {
    name: `Type ${typeId}`,
    description: '',
  }),
});

const transactionOf = (record: TransactionRecord): Transaction => ({
  id: record.id,
  created_at: isoOf(record.createdAt),
  type: typeOf(record.typeId),
  status: record.status,
  amount: toMajor(record.amount),
  balance: record.balanceAfter === null ? null : toMajor(record.balanceAfter),
  currency: record.currency,
  payment_method_id: record.paymentMethodId,
});

/** A bound of the query; the contract refuses a bad one first, this guards callers that skip it. */
const boundOf = (field: 'date_from' | 'date_to', value: string) => {
  const bound = parseRangeBound(value);
  if (!bound)
    throw new AppError('validation_failed', undefined, { [field]: [RANGE_BOUND_MESSAGE] });
  return bound;
};

/** The query's bounds as instants: from the start of `from` (a day or a second) until the end of `to`. */
const filterOf = (query: TransactionsListQuery): TransactionFilter => ({
  typeId: query.type_id,
  status: query.status,
  from: query.date_from === undefined ? undefined : boundOf('date_from', query.date_from).start,
  until: query.date_to === undefined ? undefined : boundOf('date_to', query.date_to).end,
});

/**
 * The transactions list and the status page of spec 02 §2 (decision 23): both read the wallet's
 * transactions, deposits and withdrawals among them from the moment they are asked for, and
 * only ever the session's player's.
 */
export const createTransactionsService = (deps: {
  wallet: Pick<WalletService, 'transactionsPage' | 'findTransaction' | 'cashierTotals'>;
}) => ({
  /** A page of the player's transactions, newest first, and the range's totals when asked. */
  listTransactions: async (
    playerId: number,
    query: TransactionsListQuery,
  ): Promise<TransactionsPage> => {
    const after = query.cursor === undefined ? undefined : decodeTransactionCursor(query.cursor);
    if (query.cursor !== undefined && !after)
      throw new AppError('validation_failed', undefined, {
        cursor: ['Not a cursor of this list.'],
      });
    const filter = filterOf(query);
    const [page, totals] = await Promise.all([
      deps.wallet.transactionsPage(playerId, filter, after, query.per_page),
      query.total === '1' ? deps.wallet.cashierTotals(playerId, filter) : undefined,
    ]);
    return {
      data: page.rows.map(transactionOf),
      meta: {
        per_page: query.per_page,
        next_cursor: page.next ? encodeTransactionCursor(page.next) : null,
      },
      ...(totals
        ? {
            totals: {
              deposit: toMajor(totals.deposit),
              withdraw: toMajor(totals.withdraw),
              net: toMajor(totals.deposit - totals.withdraw),
              currency: totals.currency,
            },
          }
        : {}),
    };
  },

  /** The status page's read: one of the player's transactions; any other id is not found. */
  getTransactionStatus: async (
    playerId: number,
    transactionId: string,
  ): Promise<TransactionStatusView> => {
    const record = await deps.wallet.findTransaction(playerId, transactionId);
    if (!record) throw new AppError('not_found', 'Transaction not found.');
    return {
      id: record.id,
      status: record.status,
      type_id: record.typeId,
      amount: toMajor(record.amount),
      currency: record.currency,
      created_at: isoOf(record.createdAt),
    };
  },
});

export type TransactionsService = ReturnType<typeof createTransactionsService>;
