import type { TransactionStatus } from '@prime/contract';
import type {
  TransactionFilter,
  TransactionHistoryRow,
  TransactionKey,
  TransactionsRepository,
} from './transactions.repository';

export type { TransactionFilter, TransactionKey } from './transactions.repository';

/** One transaction of a player, minor units. */
export type TransactionRecord = {
  id: number;
  /** ISO instant to the microsecond (the key of the list's order). */
  createdAt: string;
  typeId: number;
  status: TransactionStatus;
  amount: bigint;
  /** The player's real money after it; null while its money has not moved. */
  balanceAfter: bigint | null;
  currency: string;
  paymentMethodId: number | null;
};

/** A page of the list and the key of its last row when more rows follow. */
export type TransactionsPage = { rows: TransactionRecord[]; next: TransactionKey | null };

/** Successful deposits and withdrawals of a range, minor units, in the player's currency. */
export type CashierTotals = { deposit: bigint; withdraw: bigint; currency: string };

const paymentMethodOf = (value: string | null): number | null =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;

const recordOf = (row: TransactionHistoryRow): TransactionRecord => ({
  id: Number(row.id),
  createdAt: row.created_at,
  typeId: Number(row.type_id),
  status: row.status as TransactionStatus,
  amount: BigInt(row.amount),
  balanceAfter: row.balance_after === null ? null : BigInt(row.balance_after),
  currency: row.currency_code ?? '',
  paymentMethodId: paymentMethodOf(row.payment_method_id),
});

/**
 * A player's history as the wallet keeps it: every transaction, cashier ones included from the
 * moment they are asked for (decision 23), read only ever for the player who owns it.
 */
export const createTransactionHistory = (repository: TransactionsRepository) => ({
  /**
   * The next `limit` transactions after `after` (or the newest), newest first; `next` is the
   * key to ask for the page after, or null when this page holds the last rows.
   */
  transactionsPage: async (
    playerId: number,
    filter: TransactionFilter,
    after: TransactionKey | undefined,
    limit: number,
  ): Promise<TransactionsPage> => {
    // One row more than asked tells whether a next page exists, without a count.
    const rows = (await repository.transactionsPage(playerId, filter, after, limit + 1)).map(
      recordOf,
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      rows: page,
      next: rows.length > limit && last ? { at: last.createdAt, id: last.id } : null,
    };
  },

  /** One of the player's transactions by id; undefined for an id that is not the player's. */
  findTransaction: async (
    playerId: number,
    transactionId: string,
  ): Promise<TransactionRecord | undefined> => {
    const row = await repository.findPlayerTransaction(playerId, transactionId);
    return row ? recordOf(row) : undefined;
  },

  /** The player's successful deposits and withdrawals in the filter's range. */
  cashierTotals: async (playerId: number, filter: TransactionFilter): Promise<CashierTotals> => {
    const row = await repository.cashierTotals(playerId, {
      from: filter.from,
      until: filter.until,
    });
    return {
      deposit: BigInt(row.deposit),
      withdraw: BigInt(row.withdraw),
      currency: row.currency_code ?? '',
    };
  },
});
