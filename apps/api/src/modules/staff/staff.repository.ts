import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffChallenges } from './staff.tables';

export type StaffRow = typeof staff.$inferSelect;

/** Staff members and their login challenges (decision 33). */
export const createStaffRepository = (db: Db) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  /** A staff member by username, whatever its case. */
  findByUsername: async (username: string, tx: Db = db): Promise<StaffRow | undefined> =>
    (
      await tx
        .select()
        .from(staff)
        .where(sql`lower(${staff.username}) = ${username.toLowerCase()}`)
        .limit(1)
    )[0],

  findById: async (id: number, tx: Db = db): Promise<StaffRow | undefined> =>
    (await tx.select().from(staff).where(eq(staff.id, id)).limit(1))[0],

  create: async (values: { username: string; passwordHash: string; role: string }) =>
    (await db.insert(staff).values(values).onConflictDoNothing().returning())[0],

  /** Keeps the secret of an authenticator being enrolled (only while none is confirmed). */
  setPendingSecret: async (id: number, secret: string): Promise<void> => {
    await db
      .update(staff)
      .set({ totpSecret: secret })
      .where(and(eq(staff.id, id), isNull(staff.totpConfirmedAt)));
  },

  /**
   * Records an accepted code's time step (and confirms the enrolment), only when it is later
   * than the last accepted one: answers false for a code used before.
   */
  acceptStep: async (step: number, id: number, tx: Db = db): Promise<boolean> =>
    (
      await tx
        .update(staff)
        .set({
          totpLastStep: step,
          totpConfirmedAt: sql`coalesce(${staff.totpConfirmedAt}, now())`,
        })
        .where(and(eq(staff.id, id), sql`coalesce(${staff.totpLastStep}, -1) < ${step}`))
        .returning({ id: staff.id })
    ).length === 1,

  /** Forgets an authenticator: the next login enrols a new one. */
  resetTotp: async (id: number): Promise<void> => {
    await db
      .update(staff)
      .set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null })
      .where(eq(staff.id, id));
  },

  insertChallenge: async (values: { staffId: number; tokenHash: string; expiresAt: Date }) => {
    await db.insert(staffChallenges).values(values);
  },

  /** Uses up a live challenge: answers its staff id once, undefined after or when expired. */
  useChallenge: async (tokenHash: string): Promise<number | undefined> =>
    (
      await db
        .update(staffChallenges)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(staffChallenges.tokenHash, tokenHash),
            isNull(staffChallenges.usedAt),
            gt(staffChallenges.expiresAt, sql`now()`),
          ),
        )
        .returning({ staffId: staffChallenges.staffId })
    )[0]?.staffId,
});

export type StaffRepository = ReturnType<typeof createStaffRepository>;
