import type { Db } from '../../db/client';
import { randomToken, sha256 } from '../../lib/hash';
import type { SessionsRepository } from './sessions.repository';

export type ActiveSession = { id: string; playerId: number };

/** What a session is used for: a read may reuse a recent check, a write never does. */
export type SessionUse = 'read' | 'write';

/** How long a read may reuse a session the database confirmed (decision 27). */
export const SESSION_READ_REUSE_MS = 2_000;
/** Sessions remembered at once; the oldest is forgotten first. Only guards memory. */
const REMEMBERED_SESSIONS = 10_000;

/**
 * Player sessions: a random token goes to the browser once; the database keeps only its
 * SHA-256, so a leaked table gives no usable token. Idle sessions expire (SESSION_IDLE_MINUTES).
 *
 * A read (GET) reuses a session this process confirmed in the last SESSION_READ_REUSE_MS, so a page's
 * burst of reads and the site's polls cost one session check, not one each; a write always asks
 * the database. A session ended through this process is forgotten at once; one ended elsewhere
 * (another instance, an operator's command) can still read for at most that long.
 */
export const createSessionsService = (repository: SessionsRepository) => {
  /** Confirmed sessions by token hash, oldest confirmation first. */
  const confirmed = new Map<string, { at: number; session: ActiveSession }>();
  const remember = (tokenHash: string, session: ActiveSession | undefined) => {
    confirmed.delete(tokenHash);
    if (!session) return;
    if (confirmed.size >= REMEMBERED_SESSIONS) confirmed.delete(confirmed.keys().next().value!);
    confirmed.set(tokenHash, { at: Date.now(), session });
  };
  const forget = (ended: (session: ActiveSession) => boolean) => {
    for (const [tokenHash, entry] of confirmed)
      if (ended(entry.session)) confirmed.delete(tokenHash);
  };

  return {
    /** A player's latest sessions, newest first, for the back office. */
    recentOf: async (playerId: number, limit = 20) =>
      (await repository.recentOf(playerId, limit)).map((row) => ({
        id: row.id,
        ip: row.ip,
        country: row.country,
        user_agent: row.userAgent,
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        revoked_at: row.revokedAt?.toISOString() ?? null,
      })),

    createSession: async (
      playerId: number,
      meta: { ip?: string; country?: string; userAgent?: string } = {},
    ) => {
      const token = randomToken();
      const { id } = await repository.insert({ playerId, tokenHash: sha256(token), ...meta });
      return { id, token };
    },

    /**
     * The live session of a token, extended by this use; undefined when unknown, idle or revoked.
     * A read may take a recent confirmation instead of asking the database.
     */
    resolveSession: async (
      token: string,
      use: SessionUse = 'write',
    ): Promise<ActiveSession | undefined> => {
      const tokenHash = sha256(token);
      if (use === 'read') {
        const recent = confirmed.get(tokenHash);
        if (recent && Date.now() - recent.at < SESSION_READ_REUSE_MS) return recent.session;
      }
      const session = await repository.touch(tokenHash);
      remember(tokenHash, session);
      return session;
    },

    /** When a login session began (a reality check counts from it); undefined when unknown. */
    findStartedAt: (sessionId: string): Promise<Date | undefined> =>
      repository.findCreatedAt(sessionId),

    revokeSession: async (sessionId: string): Promise<void> => {
      forget((session) => session.id === sessionId);
      await repository.revoke(sessionId);
    },

    /** After a password change: every other device of the player has to log in again. */
    revokeOtherSessions: async (playerId: number, keepSessionId: string): Promise<void> => {
      forget((session) => session.playerId === playerId && session.id !== keepSessionId);
      await repository.revokeOthers(playerId, keepSessionId);
    },
    /** Logs the player out everywhere (password reset); inside `tx` when given. */
    revokeAllForPlayer: async (playerId: number, tx?: Db): Promise<void> => {
      forget((session) => session.playerId === playerId);
      await repository.revokeAllForPlayer(playerId, tx);
    },
  };
};

export type SessionsService = ReturnType<typeof createSessionsService>;

export { loginEndedRead } from './sessions.reads';
