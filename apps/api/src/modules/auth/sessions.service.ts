import type { Db } from '../../db/client';
import { randomToken, sha256 } from '../../lib/hash';
import type { SessionsRepository } from './sessions.repository';

export type ActiveSession = { id: string; playerId: number };

/**
 * Player sessions: a random token goes to the browser once; the database keeps only its
 * SHA-256, so a leaked table gives no usable token. Idle sessions expire (SESSION_IDLE_MINUTES).
 */
export const createSessionsService = (repository: SessionsRepository) => ({
  createSession: async (playerId: number, meta: { ip?: string; userAgent?: string } = {}) => {
    const token = randomToken();
    const { id } = await repository.insert({ playerId, tokenHash: sha256(token), ...meta });
    return { id, token };
  },

  /** The live session of a token, extended by this use; undefined when unknown, idle or revoked. */
  resolveSession: async (token: string): Promise<ActiveSession | undefined> =>
    repository.touch(sha256(token)),

  /** When a login session began (a reality check counts from it); undefined when unknown. */
  findStartedAt: (sessionId: string): Promise<Date | undefined> =>
    repository.findCreatedAt(sessionId),

  revokeSession: async (sessionId: string): Promise<void> => {
    await repository.revoke(sessionId);
  },

  /** After a password change: every other device of the player has to log in again. */
  revokeOtherSessions: async (playerId: number, keepSessionId: string): Promise<void> => {
    await repository.revokeOthers(playerId, keepSessionId);
  },
  /** Logs the player out everywhere (password reset); inside `tx` when given. */
  revokeAllForPlayer: (playerId: number, tx?: Db): Promise<void> =>
    repository.revokeAllForPlayer(playerId, tx),
});

export type SessionsService = ReturnType<typeof createSessionsService>;

export { loginEndedRead } from './sessions.reads';
