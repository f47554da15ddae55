import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/hash';
import { newsletterOptOuts, newsletterTokens } from './newsletter.tables';

export type OptOutTokenRow = typeof newsletterTokens.$inferSelect;

export const createNewsletterRepository = (db: Db) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  insertToken: async (
    token: { playerId: number; tokenHash: string; expiresAt: Date },
    tx: Db = db,
  ): Promise<void> => {
    await tx.insert(newsletterTokens).values(token);
  },

  /** The token row of a raw token, found by its hash (the raw token is never stored). */
  findToken: async (rawToken: string): Promise<OptOutTokenRow | undefined> =>
    (
      await db
        .select()
        .from(newsletterTokens)
        .where(eq(newsletterTokens.tokenHash, sha256(rawToken)))
        .limit(1)
    )[0],

  markTokenUsed: async (tx: Db, tokenId: number, at: Date): Promise<void> => {
    await tx.update(newsletterTokens).set({ usedAt: at }).where(eq(newsletterTokens.id, tokenId));
  },

  insertOptOut: async (
    tx: Db,
    optOut: { playerId: number; reason: string; newsletter: boolean; marketing: boolean },
  ): Promise<void> => {
    await tx.insert(newsletterOptOuts).values(optOut);
  },
});

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
