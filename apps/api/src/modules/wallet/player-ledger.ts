import {
  toMajor,
  TRANSACTION_TYPE_TEXTS,
  type StaffLedgerEntry,
  type StaffPlayerTransaction,
  type WalletPocket,
} from '@prime/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  instantText,
  rangeConditions,
  readHistoryPage,
  type HistoryPage,
  type HistoryWindow,
} from '../../lib/history-window';
import { currencyRead } from '../geo/geo.service';
import type { TransactionHistoryRow } from './transactions.repository';

const typeName = (typeId: number): string =>
  TRANSACTION_TYPE_TEXTS[typeId as keyof typeof TRANSACTION_TYPE_TEXTS]?.name ?? `Type ${typeId}`;

const currencyOf = sql`(select c.currency_code from (${currencyRead(sql`t.currency_id`)}) as c)`;

type TransactionRow = Omit<TransactionHistoryRow, 'payment_method_id'> & {
  created_by: string;
  reason: string | null;
};

type EntryRow = {
  id: string;
  at: string;
  pocket: WalletPocket;
  amount: string;
  transaction_id: string;
  type_id: number;
  currency_code: string | null;
};

/** Filters of the transactions list besides the window. */
export type TransactionsFilter = { typeId?: number | undefined; status?: string | undefined };

/**
 * A player's money history for the back office, read only ever for that player: every
 * transaction of the wallet, and the ledger entries on the player's own pockets, paged by offset
 * with a total (staff jump to a page; the player's own list walks a cursor instead).
 */
export const createPlayerLedger = (db: Db) => {
  return {
    /** The player's transactions, newest first unless asked otherwise. */
    transactions: async (
      playerId: number,
      filter: TransactionsFilter,
      window: HistoryWindow,
    ): Promise<HistoryPage<StaffPlayerTransaction>> => {
      return readHistoryPage<TransactionRow, StaffPlayerTransaction>(
        db,
        {
          from: sql`wallet_transactions t`,
          conditions: [
            sql`t.player_id = ${playerId}`,
            ...(filter.typeId === undefined ? [] : [sql`t.type_id = ${filter.typeId}`]),
            ...(filter.status === undefined ? [] : [sql`t.status = ${filter.status}`]),
            ...rangeConditions(sql`t.created_at`, window),
          ],
          columns: sql`t.id::text as id, ${instantText(sql`t.created_at`)} as created_at, t.type_id, t.status,
          t.amount::text as amount, t.balance_after::text as balance_after,
          ${currencyOf} as currency_code, t.created_by, t.reason`,
          sortable: {
            created_at: sql`t.created_at`,
            id: sql`t.id`,
            amount: sql`t.amount`,
            type_id: sql`t.type_id`,
            status: sql`t.status`,
          },
          defaultSort: 'created_at',
          tieBreak: sql`t.id`,
        },
        window,
        (rows) =>
          rows.map((row) => ({
            id: Number(row.id),
            created_at: row.created_at,
            type_id: Number(row.type_id),
            type: typeName(Number(row.type_id)),
            status: row.status,
            amount: toMajor(BigInt(row.amount)),
            balance_after: row.balance_after === null ? null : toMajor(BigInt(row.balance_after)),
            currency: row.currency_code ?? '',
            created_by: row.created_by,
            reason: row.reason,
          })),
      );
    },

    /** The entries on the player's pockets (never the house's side), newest first by default. */
    entries: async (
      playerId: number,
      filter: { pocket?: WalletPocket | undefined },
      window: HistoryWindow,
    ): Promise<HistoryPage<StaffLedgerEntry>> => {
      return readHistoryPage<EntryRow, StaffLedgerEntry>(
        db,
        {
          from: sql`ledger_entries e
            join ledger_accounts a on a.id = e.account_id
            join wallet_transactions t on t.id = e.transaction_id`,
          conditions: [
            sql`a.player_id = ${playerId}`,
            ...(filter.pocket === undefined ? [] : [sql`a.kind = ${filter.pocket}`]),
            ...rangeConditions(sql`e.created_at`, window),
          ],
          columns: sql`e.id::text as id, ${instantText(sql`e.created_at`)} as at, a.kind as pocket,
          e.amount::text as amount, t.id::text as transaction_id, t.type_id,
          ${currencyOf} as currency_code`,
          sortable: {
            at: sql`e.created_at`,
            id: sql`e.id`,
            transaction_id: sql`t.id`,
            pocket: sql`a.kind`,
          },
          defaultSort: 'at',
          tieBreak: sql`e.id`,
        },
        window,
        (rows) =>
          rows.map((row) => {
            const amount = BigInt(row.amount);
            return {
              id: Number(row.id),
              at: row.at,
              pocket: row.pocket,
              direction: amount < 0n ? 'debit' : 'credit',
              amount: toMajor(amount < 0n ? -amount : amount),
              currency: row.currency_code ?? '',
              transaction_id: Number(row.transaction_id),
              transaction_type_id: Number(row.type_id),
              transaction_type: typeName(Number(row.type_id)),
            };
          }),
      );
    },
  };
};

export type PlayerLedger = ReturnType<typeof createPlayerLedger>;
