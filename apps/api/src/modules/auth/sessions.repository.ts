import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { SESSION_IDLE_MINUTES } from '@prime/contract';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { sessions } from './auth.tables';

/** A session's last use is written at most once in this many seconds. */
export const SESSION_TOUCH_SECONDS = 60;

export const createSessionsRepository = (db: Db) => ({
  /** A player's latest sessions, newest first (the back office's player page). */
  recentOf: (playerId: number, limit: number) =>
    db
      .select({
        id: sessions.id,
        ip: sessions.ip,
        country: sessions.country,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.playerId, playerId))
      .orderBy(desc(sessions.createdAt))
      .limit(limit),

  insert: async (values: {
    playerId: number;
    tokenHash: string;
    ip?: string;
    country?: string;
    userAgent?: string;
  }) => (await db.insert(sessions).values(values).returning({ id: sessions.id }))[0]!,

  /**
   * Finds a live session by token hash and marks it used, in one statement: a session idle for
   * longer than the limit, or revoked, is not found. Its last use is written only when the one
   * on record is more than SESSION_TOUCH_SECONDS old, so a player's burst of requests costs one
   * write, not one each; the idle limit is thirty minutes, so a minute more or less is nothing.
   */
  touch: async (tokenHash: string) => {
    const result = await executePrepared(
      db,
      sql`with found as (
          select id, player_id, last_seen_at from ${sessions}
          where token_hash = ${tokenHash} and revoked_at is null
            and last_seen_at > now() - make_interval(mins => ${SESSION_IDLE_MINUTES})
        ), touched as (
          update ${sessions} set last_seen_at = now()
          from found
          where ${sessions}.id = found.id
            and found.last_seen_at < now() - make_interval(secs => ${SESSION_TOUCH_SECONDS})
        )
        select id, player_id from found`,
    );
    const [row] = (result as { rows: { id: string; player_id: number }[] }).rows;
    return row ? { id: row.id, playerId: Number(row.player_id) } : undefined;
  },

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
