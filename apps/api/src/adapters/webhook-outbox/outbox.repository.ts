import { and, eq, getTableName, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { WebhookOutboxTable } from './outbox.table';

export type OutboxEvent = { id: number; eventId: string; body: string; attempts: number };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The webhooks a sandbox provider owes, in its own outbox table. */
export const createOutboxRepository = (db: Db, table: WebhookOutboxTable) => {
  const name = sql.identifier(getTableName(table));
  return {
    /** Queues a webhook in the transaction that made the decision it tells of. */
    queueEvent: async (tx: Db, eventId: string, body: string): Promise<void> => {
      await tx.insert(table).values({ eventId, body });
    },

    /**
     * Takes up to `limit` due webhooks for one delivery attempt: each is leased (its next attempt
     * pushed `leaseSeconds` ahead) in a short transaction with `for update skip locked`, so
     * several instances share the outbox and a crashed one's lease simply runs out.
     */
    leaseDueEvents: async (limit: number, leaseSeconds: number): Promise<OutboxEvent[]> =>
      rowsOf<{ id: string | number; event_id: string; body: string; attempts: number }>(
        await db.execute(sql`update ${name} o
          set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}),
            attempts = o.attempts + 1
          where o.id in (
            select id from ${name}
            where delivered_at is null and next_attempt_at <= now()
            order by next_attempt_at, id
            limit ${limit}
            for update skip locked)
          returning o.id, o.event_id, o.body, o.attempts`),
      ).map((row) => ({
        id: Number(row.id),
        eventId: row.event_id,
        body: row.body,
        attempts: row.attempts,
      })),

    markDelivered: async (id: number): Promise<void> => {
      await db
        .update(table)
        .set({ deliveredAt: new Date(), lastError: null })
        .where(and(eq(table.id, id), isNull(table.deliveredAt)));
    },

    /** A failed attempt: tried again after `retryInMs`, with what went wrong. */
    markFailed: async (id: number, error: string, retryInMs: number): Promise<void> => {
      await db
        .update(table)
        .set({ lastError: error.slice(0, 500), nextAttemptAt: new Date(Date.now() + retryInMs) })
        .where(eq(table.id, id));
    },
  };
};

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
