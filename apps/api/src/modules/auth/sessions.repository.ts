import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SESSION_IDLE_MINUTES } from '@prime/contract';
import type { Db } from '../../db/client';
import { sessions } from './auth.tables';

export const createSessionsRepository = (db: Db) => ({
  insert: async (values: {
    playerId: number;
    tokenHash: string;
    ip?: string;
    userAgent?: string;
  }) => (await db.insert(sessions).values(values).returning({ id: sessions.id }))[0]!,

  /**
   * Finds a live session by token hash and marks it used, in one statement: a session idle for
   * longer than the limit, or revoked, is not found.
   */
  touch: async (tokenHash: string) =>
    (
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`),
          ),
        )
        .returning({ id: sessions.id, playerId: sessions.playerId })
    )[0],

  /** When a session began, live or not. */
  findCreatedAt: async (sessionId: string): Promise<Date | undefined> =>
    (
      await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .limit(1)
    )[0]?.createdAt,

  revoke: async (sessionId: string) =>
    db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))),

  /** Revokes every live session of a player but one (the one that changed the password). */
  revokeOthers: async (playerId: number, keepSessionId: string) =>
    db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.playerId, playerId),
          ne(sessions.id, keepSessionId),
          isNull(sessions.revokedAt),
        ),
      ),
  /** Ends every live session of a player (after a password reset). */
  revokeAllForPlayer: async (playerId: number, tx: Db = db): Promise<void> => {
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)));
  },

  /** Test and support helper: moves a session's last use into the past. */
  setLastSeen: async (sessionId: string, at: Date) =>
    db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId)),
});

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
