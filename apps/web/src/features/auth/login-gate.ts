import {
  LOGIN_ATTEMPTS_WINDOW_SECONDS,
  LOGIN_BLOCK_AT_ATTEMPT,
  RECOVERY_STATUS_COOKIE_SECONDS,
} from '@prime/contract';
import { readCookie, removeCookie, setCookie } from '../../shared/storage/cookies';
import { COOKIE_NAMES } from '../../shared/storage/keys';

/**
 * The browser's mirror of the login lockout (spec 02 §4). The server enforces the lock; this
 * only spares the player requests that cannot succeed and runs the recovery escalation:
 *
 * - `loginAttempts` cookie: failed tries, counted for LOGIN_ATTEMPTS_WINDOW_SECONDS from the
 *   first one. Reaching LOGIN_BLOCK_AT_ATTEMPT (or a 429 from the server) blocks the form.
 * - `recoveryStatus` cookie (RECOVERY_STATUS_COOKIE_SECONDS): the first block sets
 *   `sendRecovery`; the next block sends a password recovery and sets `pendingBan`; the block
 *   after that asks the server's many-attempts action and clears the status.
 */
export const LOGIN_COOKIES = {
  attempts: 'loginAttempts',
  recoveryStatus: 'recoveryStatus',
  /** The reality-check (mga) counter of the previous session, removed at login (spec 01 §4). */
  mgaCounter: COOKIE_NAMES.mgaCounter,
} as const;

export type RecoveryStatus = 'sendRecovery' | 'pendingBan';

/** What the form must do when the block is reached. */
export type BlockAction = 'none' | 'sendRecovery' | 'manyAttempts';

export type Attempts = {
  count: number;
  /** When the counting window ends, ms since the epoch. */
  until: number;
};

export const parseAttempts = (value: string | null, now: number): Attempts | null => {
  const match = /^(\d{1,3}):(\d{1,15})$/.exec(value ?? '');
  if (!match) return null;
  const attempts = { count: Number(match[1]), until: Number(match[2]) };
  return attempts.until > now ? attempts : null;
};

export const serializeAttempts = ({ count, until }: Attempts): string => `${count}:${until}`;

export const isBlocked = (attempts: Attempts | null): boolean =>
  (attempts?.count ?? 0) >= LOGIN_BLOCK_AT_ATTEMPT;

/** One more failure; the window starts with the first one. */
export const addFailure = (attempts: Attempts | null, now: number): Attempts =>
  attempts
    ? { ...attempts, count: attempts.count + 1 }
    : { count: 1, until: now + LOGIN_ATTEMPTS_WINDOW_SECONDS * 1000 };

/** The server said the account is locked: block for a full window from now. */
export const lockNow = (now: number): Attempts => ({
  count: LOGIN_BLOCK_AT_ATTEMPT,
  until: now + LOGIN_ATTEMPTS_WINDOW_SECONDS * 1000,
});

/** The escalation step at a new block, and the status that follows it. */
export const escalate = (
  status: RecoveryStatus | null,
): { action: BlockAction; next: RecoveryStatus | null } => {
  if (status === null) return { action: 'none', next: 'sendRecovery' };
  if (status === 'sendRecovery') return { action: 'sendRecovery', next: 'pendingBan' };
  return { action: 'manyAttempts', next: null };
};

export const parseRecoveryStatus = (value: string | null): RecoveryStatus | null =>
  value === 'sendRecovery' || value === 'pendingBan' ? value : null;

/** The cookies behind the state machine, read and written in one place. */
export const loginGateCookies = {
  readAttempts: (now = Date.now()) => parseAttempts(readCookie(LOGIN_COOKIES.attempts), now),
  writeAttempts: (attempts: Attempts, now = Date.now()) =>
    setCookie(LOGIN_COOKIES.attempts, serializeAttempts(attempts), {
      maxAgeSeconds: Math.max(1, Math.ceil((attempts.until - now) / 1000)),
    }),
  clearAttempts: () => removeCookie(LOGIN_COOKIES.attempts),
  readRecoveryStatus: () => parseRecoveryStatus(readCookie(LOGIN_COOKIES.recoveryStatus)),
  writeRecoveryStatus: (status: RecoveryStatus | null) => {
    if (status === null) removeCookie(LOGIN_COOKIES.recoveryStatus);
    else {
      setCookie(LOGIN_COOKIES.recoveryStatus, status, {
        maxAgeSeconds: RECOVERY_STATUS_COOKIE_SECONDS,
      });
    }
  },
  clearMgaCounter: () => removeCookie(LOGIN_COOKIES.mgaCounter),
};
