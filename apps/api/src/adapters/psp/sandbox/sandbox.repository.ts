import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { createOutboxRepository } from '../../webhook-outbox/outbox.repository';
import { pspSandboxOutbox, pspSandboxSessions, pspSandboxWallets } from './sandbox.tables';

export type SandboxSession = typeof pspSandboxSessions.$inferSelect;
export type SandboxWallet = typeof pspSandboxWallets.$inferSelect;
export type NewSandboxSession = Omit<
  typeof pspSandboxSessions.$inferInsert,
  'createdAt' | 'completedAt'
>;

/** The sandbox provider's own records: its sessions and payouts, and the webhooks it owes. */
export const createSandboxRepository = (db: Db) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  insertSession: async (session: NewSandboxSession, tx: Db = db): Promise<void> => {
    await tx.insert(pspSandboxSessions).values(session);
  },

  /**
   * The payout of a merchant's transaction, made now unless it exists: of two calls at once,
   * both answer the one payout.
   */
  upsertPayout: async (session: NewSandboxSession): Promise<SandboxSession> => {
    const [made] = await db
      .insert(pspSandboxSessions)
      .values(session)
      .onConflictDoNothing({
        target: pspSandboxSessions.reference,
        where: sql`${pspSandboxSessions.kind} = 'payout'`,
      })
      .returning();
    if (made) return made;
    const [kept] = await db
      .select()
      .from(pspSandboxSessions)
      .where(
        and(
          eq(pspSandboxSessions.kind, 'payout'),
          eq(pspSandboxSessions.reference, session.reference),
        ),
      );
    if (!kept) throw new Error(`No payout of ${session.reference} after a conflict`);
    return kept;
  },

  /** The sessions or payouts of one merchant transaction, by its reference (or one by its id). */
  findByReference: async (
    kind: 'payment' | 'payout',
    reference: string,
    id: string | null,
  ): Promise<SandboxSession[]> =>
    db
      .select()
      .from(pspSandboxSessions)
      .where(
        and(
          eq(pspSandboxSessions.kind, kind),
          eq(pspSandboxSessions.reference, reference),
          id === null ? undefined : eq(pspSandboxSessions.id, id),
        ),
      ),

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

  findWallet: async (customerRef: string, tx: Db = db): Promise<SandboxWallet | undefined> => {
    const query = tx
      .select()
      .from(pspSandboxWallets)
      .where(eq(pspSandboxWallets.customerRef, customerRef))
      .limit(1);
    return (tx === db ? await query : await query.for('update'))[0];
  },

  /** Registers a wallet's PIN; false when the customer had connected one already. */
  insertWallet: async (
    wallet: Pick<SandboxWallet, 'customerRef' | 'pinHash' | 'identifiedUntil'>,
  ): Promise<boolean> =>
    (
      await db
        .insert(pspSandboxWallets)
        .values(wallet)
        .onConflictDoNothing()
        .returning({ customerRef: pspSandboxWallets.customerRef })
    ).length > 0,

  updateWallet: async (
    tx: Db,
    customerRef: string,
    values: Partial<Pick<SandboxWallet, 'identifiedUntil' | 'failedAttempts' | 'lockedUntil'>>,
  ): Promise<void> => {
    await tx
      .update(pspSandboxWallets)
      .set(values)
      .where(eq(pspSandboxWallets.customerRef, customerRef));
  },

  ...createOutboxRepository(db, pspSandboxOutbox),
});

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
