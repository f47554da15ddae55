import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchaSolutions } from './captcha.tables';

export const createCaptchaRepository = (db: Db) => ({
  /**
   * Records a solution as used, inside `tx`; false when it was used before (also when a
   * concurrent request recorded it first: the primary key decides).
   */
  recordSolution: async (tx: Db, signatureHash: string, expiresAt: Date): Promise<boolean> =>
    (
      await tx
        .insert(captchaSolutions)
        .values({ signatureHash, expiresAt })
        .onConflictDoNothing()
        .returning({ signatureHash: captchaSolutions.signatureHash })
    ).length === 1,

  /** Used solutions of expired challenges can never be replayed anyway: forget them. */
  deleteExpired: async (): Promise<void> => {
    await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, sql`now()`));
  },
});

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
