import type { AdminLoginBody, AdminLoginResult } from '@prime/contract';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/hash';
import { verifyPassword } from '../../lib/password';
import { DUMMY_HASH } from '../auth/auth.service';
import type { LoginGuard } from '../auth/login-guard.service';
import { STAFF_LOGIN_SKIN_ID } from './staff-auth.service';
import type { StaffSessionsRepository } from './staff-sessions.repository';

/** Spec 02 §8: the admin access page's only failure text. */
export const INCORRECT_CREDENTIALS = 'Incorrect credentials';

/** Longest staff token the API looks up. */
const MAX_TOKEN_LENGTH = 256;

export type StaffSession = { id: string; nickname: string };

/**
 * The admin preview (spec 01 §2, §3): staff log in on the server, so no credential is in the
 * site's bundle. Staff sessions work like player sessions (hash only, idle expiry), and staff
 * logins go through the same lockout, counted under `staff:<username>`.
 */
export const createAdminService = (repository: StaffSessionsRepository, guard: LoginGuard) => ({
  login: async (body: AdminLoginBody, meta: { ip: string }): Promise<AdminLoginResult> => {
    const member = await repository.findStaff(body.username);
    const outcome = await guard.attempt(
      {
        skinId: STAFF_LOGIN_SKIN_ID,
        playerId: null,
        login: `staff:${body.username.toLowerCase()}`,
        ip: meta.ip,
      },
      async () =>
        (await verifyPassword(member?.passwordHash ?? DUMMY_HASH, body.password)) &&
        member !== undefined,
    );
    if (outcome === 'locked') throw new AppError('too_many_login_attempts');
    if (outcome === 'failed' || !member) {
      throw new AppError('invalid_credentials', INCORRECT_CREDENTIALS);
    }
    const token = randomToken();
    await repository.insert({ staffId: member.id, tokenHash: sha256(token) });
    return { nickname: member.username, token };
  },

  /** The live staff session of a token; undefined when unknown, idle or ended. */
  resolveSession: async (token: string | undefined): Promise<StaffSession | undefined> => {
    if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
    return repository.touch(sha256(token));
  },

  logout: (sessionId: string): Promise<void> => repository.revoke(sessionId),
});

export type AdminService = ReturnType<typeof createAdminService>;
