import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from './verification.tables';

export type Channel = 'email' | 'sms';
export type CodeRow = typeof verificationCodes.$inferSelect;

export const createVerificationRepository = (db: Db) => ({
  /** Deletes every code of the player (a removed registration). */
  removeCodesOf: async (tx: Db, playerId: number): Promise<void> => {
    await tx.delete(verificationCodes).where(eq(verificationCodes.playerId, playerId));
  },

  /** When the player's latest code of a channel was sent, if ever. */
  lastSentAt: async (tx: Db, playerId: number, channel: Channel): Promise<Date | undefined> =>
    (
      await tx
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(
          and(eq(verificationCodes.playerId, playerId), eq(verificationCodes.channel, channel)),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1)
    )[0]?.createdAt,

  /** A new code replaces the live ones of the channel. */
  replace: async (
    tx: Db,
    values: {
      playerId: number;
      channel: Channel;
      target: string;
      codeHash: string;
      expiresAt: Date;
    },
  ): Promise<void> => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(verificationCodes.playerId, values.playerId),
          eq(verificationCodes.channel, values.channel),
          isNull(verificationCodes.usedAt),
        ),
      );
    await tx.insert(verificationCodes).values(values);
  },

  /** The live code of a channel (unused, unexpired), locked until the transaction ends. */
  findLive: async (tx: Db, playerId: number, channel: Channel): Promise<CodeRow | undefined> =>
    (
      await tx
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.playerId, playerId),
            eq(verificationCodes.channel, channel),
            isNull(verificationCodes.usedAt),
            gt(verificationCodes.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1)
        .for('update')
    )[0],

  countAttempt: async (tx: Db, id: number): Promise<void> => {
    await tx
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, id));
  },

  markUsed: async (tx: Db, id: number): Promise<void> => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(verificationCodes.id, id));
  },

  /** Test helper: moves the expiry and send time of a player's codes into the past. */
  ageCodes: async (playerId: number, byMs: number): Promise<void> => {
    const shift = sql`${`${Math.round(byMs / 1000)} seconds`}::interval`;
    await db
      .update(verificationCodes)
      .set({
        createdAt: sql`${verificationCodes.createdAt} - ${shift}`,
        expiresAt: sql`${verificationCodes.expiresAt} - ${shift}`,
      })
      .where(eq(verificationCodes.playerId, playerId));
  },
});

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
