import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { currencies } from '../geo/geo.tables';
import { players } from '../players/players.tables';
import { walletTransactions } from '../wallet/wallet.tables';

/**
 * The cashier's methods (spec 02 §3 Payment method). Ids are the site's: 14 bank transfer,
 * 161 crypto transfer, 999 the bank transfer as a withdrawal method.
 */
export const paymentMethods = pgTable('payment_methods', {
  id: integer('id').primaryKey(),
  /** `external` (a provider's hosted page), `wire_transfer`, `crypto_transfer`. */
  code: varchar('code', { length: 32 }).notNull(),
  name: text('name').notNull(),
  /** `card`, `ewallet`, `bank_transfer`, `crypto_transfer` (PAYMENT_METHOD_KINDS). */
  kind: varchar('kind', { length: 16 }).notNull(),
  deposit: boolean('deposit').notNull(),
  withdrawal: boolean('withdrawal').notNull(),
  /** The payment provider's adapter (`sandbox`); null for offline transfers. */
  provider: varchar('provider', { length: 32 }),
  image: text('image').notNull(),
  position: smallint('position').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** A method's minimum and maximum per currency, minor units; no row: not offered in it. */
export const paymentMethodLimits = pgTable(
  'payment_method_limits',
  {
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    minimum: bigint('minimum', { mode: 'bigint' }).notNull(),
    maximum: bigint('maximum', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.methodId, table.currencyId] })],
);

/**
 * One deposit or withdrawal. Its id is the id of the wallet transaction that carries it from the
 * moment it is asked for (decision 23): the transactions list, the status page and the
 * provider's reference all name the one number.
 */
export const payments = pgTable(
  'payments',
  {
    transactionId: bigint('transaction_id', { mode: 'number' })
      .primaryKey()
      .references(() => walletTransactions.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** `deposit` or `withdrawal`. */
    kind: varchar('kind', { length: 16 }).notNull(),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /** Minor units asked for; an offline deposit may be credited with what actually arrived. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** The wallet transaction's status, kept with it (TRANSACTION_STATUSES). */
    status: varchar('status', { length: 16 }).notNull(),
    /** The payment provider's adapter, and its id of the checkout session or payout. */
    provider: varchar('provider', { length: 32 }),
    providerReference: text('provider_reference'),
    /** Bank details given to the player, the sender's details, or the payout's IBAN. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** A bank transfer's matching number, unique among all transfers. */
    variableSymbol: varchar('variable_symbol', { length: 10 }),
    /** A deposit not confirmed (offline) or not paid (card, e-wallet) by then is declined. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_player').on(table.playerId, table.kind, table.status),
    index('payments_status').on(table.status, table.kind),
    uniqueIndex('payments_provider_reference')
      .on(table.provider, table.providerReference)
      .where(sql`${table.providerReference} is not null`),
    uniqueIndex('payments_variable_symbol')
      .on(table.variableSymbol)
      .where(sql`${table.variableSymbol} is not null`),
  ],
);

/**
 * What happened to a payment, in order: every provider event (its id makes a redelivery a
 * no-op, recorded in the same database transaction as the money), and every action of the
 * player, an operator or the system, with who and why.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for a provider event that named no payment of ours. */
    transactionId: bigint('transaction_id', { mode: 'number' }).references(
      () => payments.transactionId,
    ),
    /** `provider`, `player`, `operator` or `system`. */
    source: varchar('source', { length: 16 }).notNull(),
    /** The provider's adapter and its event id, for provider events. */
    provider: varchar('provider', { length: 32 }),
    eventId: text('event_id'),
    /** e.g. `payment.succeeded`, `withdrawal.cancelled`, `transfer.confirmed`, `ignored`. */
    type: varchar('type', { length: 48 }).notNull(),
    /** Who: `player`, a staff name, `system`, or the provider. */
    actor: text('actor').notNull(),
    reason: text('reason'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_provider_event')
      .on(table.provider, table.eventId)
      .where(sql`${table.eventId} is not null`),
    index('payment_events_transaction').on(table.transactionId),
  ],
);

/** Where an approved withdrawal's payout stands (see `paymentPayouts`). */
export type PayoutStatus = 'due' | 'sent' | 'stopped' | 'refused';

/**
 * A payout the cashier owes the provider (decision 23): written in the approval's database
 * transaction, then sent by whichever instance leases it, until the provider has it. A lease
 * runs out, so an instance that dies mid-call leaves the payout to another; the provider takes
 * the transaction id as its idempotency key, so a repeated call pays nothing more.
 */
export const paymentPayouts = pgTable(
  'payment_payouts',
  {
    transactionId: bigint('transaction_id', { mode: 'number' })
      .primaryKey()
      .references(() => payments.transactionId),
    /**
     * `due` (to send), `sent` (the provider has it; its webhook settles the withdrawal),
     * `stopped` (an operator stopped it), `refused` (the provider will not pay it).
     */
    status: varchar('status', { length: 16 }).$type<PayoutStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While in the future, one instance is calling the provider with it. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_payouts_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'due'`),
  ],
);
