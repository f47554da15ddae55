import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The sandbox payment provider's own records, as a real provider keeps them on its side: the
 * checkout sessions and payouts the casino created, and the webhooks it owes the casino.
 */
export const pspSandboxSessions = pgTable('psp_sandbox_sessions', {
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
  /** `open`, `processing`, `succeeded`, `failed`, `cancelled`. */
  status: varchar('status', { length: 16 }).notNull(),
  /** A delayed approval is decided at this time. */
  decideAt: timestamp('decide_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/**
 * Webhooks the sandbox provider owes the casino, kept until one delivery is answered 2xx; a
 * failed one is tried again later with a growing delay, and a restart loses none.
 */
export const pspSandboxOutbox = pgTable(
  'psp_sandbox_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull().unique(),
    /** The exact JSON body sent (and signed) on every attempt. */
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('psp_sandbox_outbox_due').on(table.deliveredAt, table.nextAttemptAt)],
);
