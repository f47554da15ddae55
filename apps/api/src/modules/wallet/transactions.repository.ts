import { TRANSACTION_TYPES } from '@prime/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { rangeConditions } from '../../lib/history-window';
import { currencyRead } from '../geo/geo.service';
import { playerRead } from '../players/players.service';

/** Which of a player's transactions a list shows; every part is optional. */
export type TransactionFilter = {
  typeId?: number | undefined;
  status?: string | undefined;
  /** From this instant on (inclusive). */
  from?: Date | undefined;
  /** Before this instant (exclusive). */
  until?: Date | undefined;
};

/** Where a page of the list starts: after this row, in the list's order (newest first). */
export type TransactionKey = {
  /** The row's `created_at` to the microsecond, ISO 8601 in UTC. */
  at: string;
  id: number;
};

/** One transaction row as the reads give it (the driver's text for big numbers). */
export type TransactionHistoryRow = {
  id: string;
  /** ISO instant to the microsecond: the key of the list's order. */
  created_at: string;
  type_id: number;
  status: string;
  amount: string;
  balance_after: string | null;
  currency_code: string | null;
  payment_method_id: string | null;
};

export type CashierTotalsRow = { deposit: string; withdraw: string; currency_code: string | null };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const COLUMNS = sql`t.id::text as id,
  to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
  t.type_id, t.status, t.amount::text as amount, t.balance_after::text as balance_after,
  (select c.currency_code from (${currencyRead(sql`t.currency_id`)}) as c) as currency_code,
  t.meta->>'payment_method_id' as payment_method_id`;

/** The range's conditions; absent ends add nothing, so the statement's text has few shapes. */
const rangeOf = (filter: TransactionFilter): SQL[] => rangeConditions(sql`t.created_at`, filter);

/**
 * The player's transaction history. A page walks an index newest first: `(player_id,
 * created_at)`, or `(player_id, type_id, created_at)` with a type, and stops after `limit` rows,
 * so it costs the same whether the player has ten transactions or a hundred thousand. Rows of
 * one instant are ordered by id. A status alone filters the rows the walk reads.
 */
/**
 * The statement of one page: rows of the player after `after`, newest first. It walks an index
 * newest first: `(player_id, created_at)`, or `(player_id, type_id, created_at)` with a type, and
 * stops after `limit` rows, so a page costs the same whether the player has ten transactions or
 * a hundred thousand. Rows of one instant are ordered by id. A status alone filters the rows the
 * walk reads. (The bench explains this statement on a large history.)
 */
export const transactionsPageQuery = (
  playerId: number,
  filter: TransactionFilter,
  after: TransactionKey | undefined,
  limit: number,
): SQL => {
  const conditions = [
    sql`t.player_id = ${playerId}`,
    ...(filter.typeId === undefined ? [] : [sql`t.type_id = ${filter.typeId}`]),
    ...(filter.status === undefined ? [] : [sql`t.status = ${filter.status}`]),
    ...rangeOf(filter),
    ...(after ? [sql`(t.created_at, t.id) < (${after.at}::timestamptz, ${after.id}::bigint)`] : []),
  ];
  return sql`select ${COLUMNS} from wallet_transactions t
    where ${sql.join(conditions, sql` and `)}
    order by t.created_at desc, t.id desc
    limit ${limit}`;
};

/** The player's transaction history, read only ever for the player who owns it. */
export const createTransactionsRepository = (db: Db) => ({
  transactionsPage: async (
    playerId: number,
    filter: TransactionFilter,
    after: TransactionKey | undefined,
    limit: number,
  ): Promise<TransactionHistoryRow[]> =>
    rowsOf<TransactionHistoryRow>(
      await executePrepared(db, transactionsPageQuery(playerId, filter, after, limit)),
    ),

  /** One transaction of the player; another player's id finds nothing. */
  findPlayerTransaction: async (
    playerId: number,
    transactionId: string,
  ): Promise<TransactionHistoryRow | undefined> =>
    rowsOf<TransactionHistoryRow>(
      await executePrepared(
        db,
        sql`select ${COLUMNS} from wallet_transactions t
          where t.id = ${transactionId}::bigint and t.player_id = ${playerId}`,
      ),
    )[0],

  /**
   * The player's successful deposits and withdrawals in the range, minor units as text, and the
   * player's currency. Reads only the cashier's rows, through the type index.
   */
  cashierTotals: async (playerId: number, filter: TransactionFilter): Promise<CashierTotalsRow> => {
    const { deposit, withdraw } = TRANSACTION_TYPES;
    const conditions = [
      sql`t.player_id = ${playerId}`,
      sql`t.type_id in (${deposit}, ${withdraw})`,
      sql`t.status = 'success'`,
      ...rangeOf(filter),
    ];
    const currencyId = sql`(select p.currency_id from (${playerRead(sql`${playerId}::int`)}) as p)`;
    const [row] = rowsOf<CashierTotalsRow>(
      await executePrepared(
        db,
        sql`select
            coalesce(sum(t.amount) filter (where t.type_id = ${deposit}), 0)::text as deposit,
            coalesce(sum(t.amount) filter (where t.type_id = ${withdraw}), 0)::text as withdraw,
            (select c.currency_code from (${currencyRead(currencyId)}) as c) as currency_code
          from wallet_transactions t
          where ${sql.join(conditions, sql` and `)}`,
      ),
    );
    return row ?? { deposit: '0', withdraw: '0', currency_code: null };
  },
});

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
