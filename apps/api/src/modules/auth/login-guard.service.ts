import {
  LOGIN_ATTEMPTS_WINDOW_SECONDS,
  LOGIN_BLOCK_AT_ATTEMPT,
  LOGIN_IP_MAX_FAILURES,
} from '@prime/contract';
import type { Db } from '../../db/client';
import type { LoginAttemptsRepository } from './login-attempts.repository';

export type LoginSubject = {
  skinId: number;
  /** The account the typed name names; null for an unknown name (or a staff login). */
  playerId: number | null;
  /** The typed name, lowercased. */
  login: string;
  ip: string;
};

export type GuardOutcome = 'succeeded' | 'failed' | 'locked';

/**
 * Login lockout shared by player and staff logins (spec 02 §4, §9; ARCHITECTURE.md §7).
 *
 * - Every try is recorded in `login_attempts`, including the ones refused while locked.
 * - An account is locked while it has LOGIN_BLOCK_AT_ATTEMPT failures in the last
 *   LOGIN_ATTEMPTS_WINDOW_SECONDS, counting only failures after its latest success in that
 *   window. The failure that reaches the limit is already answered as locked; while locked
 *   even the right password is refused, so guessing stops.
 * - A name that names no account is counted by its text, so guessing one unknown name is
 *   limited in the same way and the answers do not reveal whether the account exists.
 * - One address may fail LOGIN_IP_MAX_FAILURES times in the window, whatever the accounts.
 *
 * The tries of one account run one at a time under an advisory lock held for the whole
 * check-verify-record, so parallel wrong passwords cannot slip past the limit.
 */
export const createLoginGuard = (repository: LoginAttemptsRepository) => {
  const lockKey = (subject: LoginSubject) =>
    subject.playerId === null
      ? `login:${subject.skinId}:${subject.login}`
      : `player:${subject.playerId}`;

  return {
    /**
     * Runs `verify` (the password check) unless the account or the address is locked, and
     * records the try. `verify` answers whether the credentials are right. With
     * `recordSuccess: false` a right answer records nothing: it is only the first of two
     * factors, and the second one's success is what lifts the count (staff logins).
     */
    attempt: (
      subject: LoginSubject,
      verify: () => Promise<boolean>,
      options: { recordSuccess?: boolean } = {},
    ): Promise<GuardOutcome> =>
      repository.withLock(lockKey(subject), async (tx) => {
        const [accountFailures, ipFailures] = [
          await repository.countAccountFailures(tx, subject, LOGIN_ATTEMPTS_WINDOW_SECONDS),
          await repository.countIpFailures(tx, subject.ip, LOGIN_ATTEMPTS_WINDOW_SECONDS),
        ];
        if (accountFailures >= LOGIN_BLOCK_AT_ATTEMPT || ipFailures >= LOGIN_IP_MAX_FAILURES) {
          await repository.record(tx, { ...subject, succeeded: false });
          return 'locked';
        }
        const succeeded = await verify();
        if (succeeded && options.recordSuccess === false) return 'succeeded';
        await repository.record(tx, { ...subject, succeeded });
        if (succeeded) return 'succeeded';
        // The failure that reaches a limit already says so, rather than one more try later.
        const reachesLimit =
          accountFailures + 1 >= LOGIN_BLOCK_AT_ATTEMPT || ipFailures + 1 >= LOGIN_IP_MAX_FAILURES;
        return reachesLimit ? 'locked' : 'failed';
      }),

    /** Unlinks a removed registration's tries from it; they keep counting by name and address. */
    forgetPlayer: (tx: Db, playerId: number): Promise<void> =>
      repository.detachPlayer(tx, playerId),

    /** A player's latest login tries, newest first, for the back office. */
    recentOfPlayer: async (playerId: number, limit = 20) =>
      (await repository.recentOfPlayer(playerId, limit)).map((row) => ({
        ip: row.ip,
        succeeded: row.succeeded,
        at: row.createdAt.toISOString(),
      })),

    /**
     * Lifts the lock of an account whose owner proved control of the e-mail (password reset):
     * a recorded success makes the earlier failures stop counting.
     */
    clearAccount: (subject: LoginSubject): Promise<void> =>
      repository.withLock(lockKey(subject), (tx) =>
        repository.record(tx, { ...subject, succeeded: true }),
      ),
  };
};

export type LoginGuard = ReturnType<typeof createLoginGuard>;
