import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { webhookOutboxTable } from '../../webhook-outbox/outbox.table';

/**
 * The sandbox payment provider's own records, as a real provider keeps them on its side: the
 * checkout sessions and payouts the casino created, and the webhooks it owes the casino.
 */
export const pspSandboxSessions = pgTable(
  'psp_sandbox_sessions',
  {
    /** `cs_test_…` for a checkout session, `po_test_…` for a payout. */
    id: text('id').primaryKey(),
    /** `payment` or `payout`. */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The merchant's reference: the casino's transaction id. */
    reference: text('reference').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    returnUrl: text('return_url'),
    cancelUrl: text('cancel_url'),
    /** `open`, `processing`, `succeeded`, `failed`, `cancelled`, `expired` (closed by the merchant). */
    status: varchar('status', { length: 16 }).notNull(),
    /** A delayed approval is decided at this time. */
    decideAt: timestamp('decide_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    // The merchant's transaction is a payout's idempotency key: one payout per withdrawal.
    uniqueIndex('psp_sandbox_sessions_payout_reference')
      .on(table.reference)
      .where(sql`${table.kind} = 'payout'`),
    index('psp_sandbox_sessions_reference').on(table.reference),
  ],
);

/** Webhooks the sandbox provider owes the casino (decision 23). */
export const pspSandboxOutbox = webhookOutboxTable('psp_sandbox_outbox');

/**
 * The sandbox e-wallet's accounts (NeteraPay): one per customer of the casino who connected it
 * by registering a PIN, and how long their last identification with that PIN holds.
 */
export const pspSandboxWallets = pgTable('psp_sandbox_wallets', {
  /** The casino's reference of its customer (the player id). */
  customerRef: text('customer_ref').primaryKey(),
  /** The PIN, hashed (argon2id). */
  pinHash: text('pin_hash').notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  /** Charges are accepted until then; null before the first identification. */
  identifiedUntil: timestamp('identified_until', { withTimezone: true }),
  /** Wrong PINs in a row; at the limit the wallet refuses PINs until `lockedUntil`. */
  failedAttempts: smallint('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
