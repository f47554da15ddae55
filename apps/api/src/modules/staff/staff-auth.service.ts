import {
  STAFF_CHALLENGE_MINUTES,
  STAFF_ROLE_PERMISSIONS,
  STAFF_ROLES,
  type StaffLoginBody,
  type StaffLoginStep,
  type StaffPermission,
  type StaffRole,
  type StaffTotpBody,
} from '@prime/contract';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/hash';
import { hashPassword, verifyPassword } from '../../lib/password';
import { DUMMY_HASH } from '../auth/auth.service';
import type { LoginGuard } from '../auth/login-guard.service';
import type { AuditService } from './audit.service';
import type { StaffRepository } from './staff.repository';
import type { StaffSessionsRepository } from './staff-sessions.repository';
import { currentCode, enrolmentOf, newTotpSecret, stepOfCode } from './totp';

/** Staff logins belong to no site: their tries are counted under this skin id. */
export const STAFF_LOGIN_SKIN_ID = 0;
const MAX_TOKEN_LENGTH = 256;
const INCORRECT_CREDENTIALS = 'Incorrect credentials';

export type StaffMember = {
  sessionId: string;
  staffId: number;
  username: string;
  role: StaffRole;
  permissions: readonly StaffPermission[];
};

const isRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

export const permissionsOf = (role: string): readonly StaffPermission[] =>
  isRole(role) ? STAFF_ROLE_PERMISSIONS[role] : [];

type Meta = { ip: string };

/**
 * Staff login in two steps (decision 33): the password (argon2id), then the code of the staff
 * member's authenticator (TOTP; the first login enrols it). Both steps count toward the lockout
 * of decision 6 under `staff:<username>`; only a right code records a success. The session is a
 * random token whose hash alone is stored, with the players' idle expiry.
 */
export const createStaffAuthService = (deps: {
  repository: StaffRepository;
  sessions: StaffSessionsRepository;
  guard: LoginGuard;
  audit: AuditService;
}) => {
  const { repository, sessions, guard, audit } = deps;
  const subjectOf = (username: string, ip: string) => ({
    skinId: STAFF_LOGIN_SKIN_ID,
    playerId: null,
    login: `staff:${username.toLowerCase()}`,
    ip,
  });
  const failed = async (username: string, ip: string, reason: string) =>
    audit.append({ staff: username, action: 'auth.login_failed', details: { reason }, ip });

  return {
    login: async (body: StaffLoginBody, meta: Meta): Promise<StaffLoginStep> => {
      const member = await repository.findByUsername(body.username);
      const outcome = await guard.attempt(
        subjectOf(body.username, meta.ip),
        async () =>
          (await verifyPassword(member?.passwordHash ?? DUMMY_HASH, body.password)) &&
          member !== undefined,
        { recordSuccess: false },
      );
      if (outcome === 'locked') {
        await failed(body.username, meta.ip, 'locked');
        throw new AppError('too_many_login_attempts');
      }
      if (outcome === 'failed' || !member) {
        await failed(body.username, meta.ip, 'password');
        throw new AppError('invalid_credentials', INCORRECT_CREDENTIALS);
      }
      const challenge = randomToken();
      await repository.insertChallenge({
        staffId: member.id,
        tokenHash: sha256(challenge),
        expiresAt: new Date(Date.now() + STAFF_CHALLENGE_MINUTES * 60_000),
      });
      if (member.totpConfirmedAt && member.totpSecret) return { step: 'totp', challenge };
      // Enrolment: the same secret until its first code confirms it, so a rescan is not needed.
      const secret = member.totpSecret ?? newTotpSecret();
      if (!member.totpSecret) await repository.setPendingSecret(member.id, secret);
      const { otpauthUrl, qrSvg } = await enrolmentOf(member.username, secret);
      return { step: 'enrol', challenge, otpauth_url: otpauthUrl, qr_svg: qrSvg };
    },

    /** The code of the challenge's staff member; a right one opens a session. */
    confirmCode: async (body: StaffTotpBody, meta: Meta) => {
      const staffId = await repository.useChallenge(sha256(body.challenge));
      const member = staffId === undefined ? undefined : await repository.findById(staffId);
      if (!member?.totpSecret) throw new AppError('totp_required');
      const secret = member.totpSecret;
      let step: number | undefined;
      const outcome = await guard.attempt(subjectOf(member.username, meta.ip), async () => {
        step = stepOfCode(member.username, secret, body.code);
        // A code already used (replayed) is as wrong as a wrong one.
        return step !== undefined && step > (member.totpLastStep ?? -1);
      });
      if (outcome === 'locked') {
        await failed(member.username, meta.ip, 'locked');
        throw new AppError('too_many_login_attempts');
      }
      if (outcome === 'failed' || step === undefined) {
        await failed(member.username, meta.ip, 'totp');
        throw new AppError('totp_invalid');
      }
      const accepted = step;
      const token = randomToken();
      // The code's step, the session and the login's audit row: all of them or none.
      await repository.transaction(async (tx) => {
        if (!(await repository.acceptStep(accepted, member.id, tx)))
          throw new AppError('totp_invalid');
        await sessions.insert(
          { staffId: member.id, tokenHash: sha256(token), kind: 'console' },
          tx,
        );
        await audit.append(
          {
            staff: member.username,
            action: 'auth.login',
            details: { enrolled: member.totpConfirmedAt === null },
            ip: meta.ip,
          },
          tx,
        );
      });
      return { token, username: member.username, role: member.role as StaffRole };
    },

    /** The live staff member of a session token; undefined when unknown, idle or ended. */
    resolve: async (token: string | undefined): Promise<StaffMember | undefined> => {
      if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
      // The admin preview's password-only sessions do not open the staff API.
      const session = await sessions.touch(sha256(token), 'console');
      if (!session) return undefined;
      return {
        sessionId: session.id,
        staffId: session.staffId,
        username: session.nickname,
        role: session.role as StaffRole,
        permissions: permissionsOf(session.role),
      };
    },

    logout: async (member: StaffMember, meta: Meta): Promise<void> =>
      repository.transaction(async (tx) => {
        await sessions.revoke(member.sessionId, tx);
        await audit.append({ staff: member.username, action: 'auth.logout', ip: meta.ip }, tx);
      }),

    /** `npm run ops -- staff create`: a new staff member; refuses a taken name. */
    create: async (username: string, role: string, password: string) => {
      if (!isRole(role)) throw new AppError('bad_request', `Unknown role ${role}.`);
      // Logins find a name whatever its case, so one differing only in case is taken too.
      if (await repository.findByUsername(username))
        throw new AppError('already_used', 'This username is taken.');
      const created = await repository.create({
        username,
        role,
        passwordHash: await hashPassword(password),
      });
      if (!created) throw new AppError('already_used', 'This username is taken.');
      return { id: created.id, username: created.username, role };
    },

    /** The current code of a staff member's authenticator (demos; never in production). */
    currentCodeOf: async (username: string): Promise<string | undefined> => {
      const member = await repository.findByUsername(username);
      return member?.totpSecret ? currentCode(member.username, member.totpSecret) : undefined;
    },
  };
};

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
