import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from './notifications.tables';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxInsert = Omit<
  typeof outbox.$inferInsert,
  'id' | 'createdAt' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'sentAt'
>;

/** What delivery reads of a queued mail: the envelope, the body, and the attempt it is on. */
export type QueuedMail = {
  id: number;
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  attempts: number;
};

/** What a sent or abandoned mail keeps in place of its body. */
export type MailTrace = { text: string; html: null };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const createNotificationsRepository = (db: Db) => ({
  /** Writes a message; in `tx`, it exists only if what caused it commits. */
  insert: async (values: OutboxInsert, tx: Db = db): Promise<void> => {
    await tx
      .insert(outbox)
      .values(values.status === 'queued' ? { ...values, nextAttemptAt: sql`now()` } : values);
  },

  /** The newest messages first. */
  latest: async (limit: number): Promise<OutboxRow[]> =>
    db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit),

  /** Mails of one delivery state, the newest first (the operator's view). */
  listMails: async (status: 'queued' | 'failed', limit: number): Promise<OutboxRow[]> =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'mail'), eq(outbox.status, status)))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(limit),

  /**
   * Takes up to `limit` due mails for one attempt each: every one is leased (its next attempt
   * pushed `leaseSeconds` ahead, its attempts counted) in one statement with `for update skip
   * locked`, so several instances share the queue without sending a mail twice, and the lease
   * of an instance that died simply runs out.
   */
  leaseDueMails: async (limit: number, leaseSeconds: number): Promise<QueuedMail[]> =>
    rowsOf<{
      id: number;
      recipient: string;
      subject: string | null;
      text: string;
      html: string | null;
      attempts: number;
    }>(
      await db.execute(sql`update ${outbox} o
        set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}),
          attempts = o.attempts + 1
        where o.id in (
          select id from ${outbox}
          where status = 'queued' and next_attempt_at <= now()
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked)
        returning o.id, o.recipient, o.subject, o.text, o.html, o.attempts`),
    ).map((row) => ({ ...row, id: Number(row.id) })),

  /** The mail server took it: the body gives way to `trace`. */
  markSent: async (id: number, trace: MailTrace): Promise<void> => {
    await db
      .update(outbox)
      .set({ ...trace, status: 'sent', sentAt: new Date(), nextAttemptAt: null, lastError: null })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')));
  },

  /** An attempt that failed: the mail is tried again `retryInMs` from now. */
  markRetry: async (id: number, error: string, retryInMs: number): Promise<void> => {
    await db
      .update(outbox)
      .set({
        lastError: error.slice(0, 500),
        nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
      })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')));
  },

  /** Given up: refused for good or out of attempts; the body gives way to `trace`. */
  markFailed: async (id: number, error: string, trace: MailTrace): Promise<void> => {
    await db
      .update(outbox)
      .set({ ...trace, status: 'failed', nextAttemptAt: null, lastError: error.slice(0, 500) })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')));
  },
});

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
