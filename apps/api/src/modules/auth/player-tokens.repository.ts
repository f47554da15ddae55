import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerTokens } from './auth.tables';

export type TokenPurpose = 'activation' | 'password_reset';

export const createPlayerTokensRepository = (db: Db) => ({
  insert: async (
    tx: Db,
    values: { playerId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
  ): Promise<void> => {
    await tx.insert(playerTokens).values(values);
  },

  /** A token of that purpose that is neither used nor expired. */
  findLive: async (tokenHash: string, purpose: TokenPurpose) =>
    (
      await db
        .select({ id: playerTokens.id, playerId: playerTokens.playerId })
        .from(playerTokens)
        .where(
          and(
            eq(playerTokens.tokenHash, tokenHash),
            eq(playerTokens.purpose, purpose),
            isNull(playerTokens.usedAt),
            gt(playerTokens.expiresAt, sql`now()`),
          ),
        )
        .limit(1)
    )[0],

  /** A token of that purpose whatever its state (the activation page tells used from unknown). */
  findAny: async (tokenHash: string, purpose: TokenPurpose) =>
    (
      await db
        .select({
          playerId: playerTokens.playerId,
          usedAt: playerTokens.usedAt,
          expiresAt: playerTokens.expiresAt,
        })
        .from(playerTokens)
        .where(and(eq(playerTokens.tokenHash, tokenHash), eq(playerTokens.purpose, purpose)))
        .limit(1)
    )[0],

  /**
   * Marks a live token used in one statement and answers its player; a second use (even a
   * concurrent one) finds nothing.
   */
  consume: async (tx: Db, tokenHash: string, purpose: TokenPurpose) =>
    (
      await tx
        .update(playerTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(playerTokens.tokenHash, tokenHash),
            eq(playerTokens.purpose, purpose),
            isNull(playerTokens.usedAt),
            gt(playerTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ playerId: playerTokens.playerId })
    )[0],

  /** Ends every live token of a player and purpose (a new link replaces the old ones). */
  /** Deletes every token of the player (a removed registration). */
  removeAllOf: async (tx: Db, playerId: number): Promise<void> => {
    await tx.delete(playerTokens).where(eq(playerTokens.playerId, playerId));
  },

  revokeAll: async (tx: Db, playerId: number, purpose: TokenPurpose): Promise<void> => {
    await tx
      .update(playerTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(playerTokens.playerId, playerId),
          eq(playerTokens.purpose, purpose),
          isNull(playerTokens.usedAt),
        ),
      );
  },

  /** How many tokens of that purpose the player received in the last `seconds`. */
  countIssuedSince: async (playerId: number, purpose: TokenPurpose, seconds: number, tx: Db = db) =>
    (
      await tx
        .select({ issued: count() })
        .from(playerTokens)
        .where(
          and(
            eq(playerTokens.playerId, playerId),
            eq(playerTokens.purpose, purpose),
            gt(playerTokens.createdAt, sql`now() - make_interval(secs => ${seconds})`),
          ),
        )
    )[0]?.issued ?? 0,

  /** Test and support helper: moves a token's expiry. */
  setExpiry: async (tokenHash: string, expiresAt: Date): Promise<void> => {
    await db.update(playerTokens).set({ expiresAt }).where(eq(playerTokens.tokenHash, tokenHash));
  },
});

export type PlayerTokensRepository = ReturnType<typeof createPlayerTokensRepository>;
