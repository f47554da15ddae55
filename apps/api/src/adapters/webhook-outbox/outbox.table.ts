import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A sandbox provider's webhooks owed to the casino, kept until one delivery is answered 2xx; a
 * failed one is tried again later with a growing delay, and a restart loses none. Each sandbox
 * (payments, identity verification) keeps its own table of this shape.
 */
export const webhookOutboxTable = <Name extends string>(name: Name) =>
  pgTable(
    name,
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
    (table) => [index(`${name}_due`).on(table.deliveredAt, table.nextAttemptAt)],
  );

export type WebhookOutboxTable = ReturnType<typeof webhookOutboxTable>;
