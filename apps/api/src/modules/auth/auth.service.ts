import type { LoginBody, LoginResult } from '@prime/contract';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import type { PlayerCredentialsService } from '../players/credentials.service';
import type { LoginGuard } from './login-guard.service';
import type { SessionsService } from './sessions.service';

/** Verifying against this keeps the time of an unknown-user answer like a wrong password's. */
export const DUMMY_HASH =
  '$argon2id$v=19$m=65536,p=4,t=3$hzLIxao1FuZOLzO6nPuijw$EYCrMEEyDPRf4Eg3uPl/otMdyiVsbqLxK2vmPcymmFQ';

export const createAuthService = (
  players: PlayerCredentialsService,
  sessions: SessionsService,
  guard: LoginGuard,
  /** Runs after a player's first successful login (the firstLogin message); its failure is logged, the login stands. */
  onFirstLogin: (player: {
    id: number;
    language: string;
    firstName: string;
  }) => Promise<void> = async () => undefined,
) => ({
  /**
   * Logs a player in: the same answer for an unknown name and a wrong password; an unfinished
   * registration or a closed account cannot log in. Every try goes through the lockout
   * (login-guard.service.ts): a locked account or address answers 429 even to the right
   * password. The address is the one the server sees, never the body's `ip_address`.
   */
  login: async (
    skin: { id: number; loginWithEmail: boolean },
    body: LoginBody,
    meta: { ip: string; country?: string; userAgent?: string },
  ): Promise<LoginResult> => {
    const candidate = await players.findLoginCandidate(skin.id, body.username, skin.loginWithEmail);
    const outcome = await guard.attempt(
      {
        skinId: skin.id,
        playerId: candidate?.id ?? null,
        login: body.username.toLowerCase(),
        ip: meta.ip,
      },
      async () =>
        (await verifyPassword(candidate?.passwordHash ?? DUMMY_HASH, body.password)) &&
        candidate !== undefined,
    );
    if (outcome === 'locked') throw new AppError('too_many_login_attempts');
    if (outcome === 'failed' || !candidate) throw new AppError('invalid_credentials');
    if (candidate.status === 'incompleted') throw new AppError('registration_incomplete');
    if (candidate.status === 'closed') throw new AppError('account_closed');
    const { token } = await sessions.createSession(candidate.id, meta);
    await players.recordLogin(candidate.id, meta.ip);
    if (candidate.lastLoginAt === null)
      await onFirstLogin({
        id: candidate.id,
        language: candidate.language,
        firstName: candidate.firstName,
      });
    return { token, is_crypt: candidate.isCrypt };
  },
});

export type AuthService = ReturnType<typeof createAuthService>;
