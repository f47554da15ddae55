import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pspSandboxOutbox, pspSandboxSessions } from './sandbox.tables';

export type SandboxSession = typeof pspSandboxSessions.$inferSelect;
export type NewSandboxSession = Omit<
  typeof pspSandboxSessions.$inferInsert,
  'createdAt' | 'completedAt'
>;
export type OutboxEvent = { id: number; eventId: string; body: string; attempts: number };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The sandbox provider's own records: its sessions and payouts, and the webhooks it owes. */
export const createSandboxRepository = (db: Db) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  insertSession: async (session: NewSandboxSession): Promise<void> => {
    await db.insert(pspSandboxSessions).values(session);
  },

  findSession: async (id: string): Promise<SandboxSession | undefined> =>
    (await db.select().from(pspSandboxSessions).where(eq(pspSandboxSessions.id, id)).limit(1))[0],

  /**
   * Moves a session from `from` to `to`, once: of two submissions at once only one finds it
   * in `from`. Undefined when it was not there.
   */
  moveSession: async (
    tx: Db,
    id: string,
    from: string,
    to: string,
    decideAt: Date | null = null,
  ): Promise<SandboxSession | undefined> =>
    (
      await tx
        .update(pspSandboxSessions)
        .set({ status: to, decideAt, ...(decideAt ? {} : { completedAt: new Date() }) })
        .where(and(eq(pspSandboxSessions.id, id), eq(pspSandboxSessions.status, from)))
        .returning()
    )[0],

  /** Sessions and payouts whose delayed decision is due, claimed so no other instance takes them. */
  claimDueDecisions: async (tx: Db, limit: number): Promise<SandboxSession[]> => {
    const due = await tx
      .select()
      .from(pspSandboxSessions)
      .where(
        and(
          eq(pspSandboxSessions.status, 'processing'),
          lte(pspSandboxSessions.decideAt, new Date()),
        ),
      )
      .orderBy(pspSandboxSessions.decideAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return due;
  },

  queueEvent: async (tx: Db, eventId: string, body: string): Promise<void> => {
    await tx.insert(pspSandboxOutbox).values({ eventId, body });
  },

  /**
   * Takes up to `limit` due webhooks for one delivery attempt: each is leased (its next attempt
   * pushed `leaseSeconds` ahead) in a short transaction with `for update skip locked`, so
   * several instances share the outbox and a crashed one's lease simply runs out.
   */
  leaseDueEvents: async (limit: number, leaseSeconds: number): Promise<OutboxEvent[]> =>
    rowsOf<{ id: string | number; event_id: string; body: string; attempts: number }>(
      await db.execute(sql`update psp_sandbox_outbox o
        set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}),
          attempts = o.attempts + 1
        where o.id in (
          select id from psp_sandbox_outbox
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
      .update(pspSandboxOutbox)
      .set({ deliveredAt: new Date(), lastError: null })
      .where(and(eq(pspSandboxOutbox.id, id), isNull(pspSandboxOutbox.deliveredAt)));
  },

  /** A failed attempt: tried again after `retryInMs`, with what went wrong. */
  markFailed: async (id: number, error: string, retryInMs: number): Promise<void> => {
    await db
      .update(pspSandboxOutbox)
      .set({ lastError: error.slice(0, 500), nextAttemptAt: new Date(Date.now() + retryInMs) })
      .where(eq(pspSandboxOutbox.id, id));
  },
});

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
