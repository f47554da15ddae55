import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { currencies } from '../geo/geo.tables';
import { players } from '../players/players.tables';

/**
 * Ledger accounts. A player has three (`available`, `deposited`, `bonus`); the house has one of
 * each kind per currency (`payment_clearing`, `game_revenue`, `bonus_cost`, `adjustments`).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for a house account. */
    playerId: integer('player_id').references(() => players.id),
    kind: varchar('kind', { length: 24 }).notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_player_kind')
      .on(table.playerId, table.kind)
      .where(sql`${table.playerId} is not null`),
    uniqueIndex('ledger_accounts_house_kind')
      .on(table.kind, table.currencyId)
      .where(sql`${table.playerId} is null`),
  ],
);

/**
 * One row per money movement (spec 02 §3 Transaction). `idempotency_key` makes a retry return
 * the first answer: a provider's transaction id, a payment reference or an Idempotency-Key.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    typeId: smallint('type_id').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    /** Absolute amount in minor units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    reason: text('reason'),
    /** Who caused it: `player`, `system`, a provider or a staff name. */
    createdBy: text('created_by').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    /** The player's real money (available + deposited) once its entries were written. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wallet_transactions_player').on(table.playerId, table.createdAt),
    // The transactions list filtered by type (a player's few deposits among many bets).
    index('wallet_transactions_player_type').on(table.playerId, table.typeId, table.createdAt),
    check('wallet_transactions_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** The legs of a transaction; the amounts of one transaction sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed minor units: positive adds to the account. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_transaction').on(table.transactionId),
    index('ledger_entries_account').on(table.accountId),
  ],
);

/**
 * A player's balances, cached from the entries and changed in the same database transaction,
 * by a conditional update: the checks make an overdraft impossible even for a faulty caller.
 */
export const wallets = pgTable(
  'wallets',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    available: bigint('available', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    deposited: bigint('deposited', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonus: bigint('bonus', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * Goes up by one with every change of the row: a booking made on what was read before
     * (the seamless wallet's bet) applies only if the row is still at the version it read.
     */
    version: bigint('version', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('wallets_available_not_negative', sql`${table.available} >= 0`),
    check('wallets_deposited_not_negative', sql`${table.deposited} >= 0`),
    check('wallets_bonus_not_negative', sql`${table.bonus} >= 0`),
  ],
);
