import {
  LOGIN_ATTEMPTS_WINDOW_SECONDS,
  LOGIN_BLOCK_AT_ATTEMPT,
  RECOVERY_STATUS_COOKIE_SECONDS,
} from '@prime/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addFailure,
  escalate,
  isBlocked,
  lockNow,
  LOGIN_COOKIES,
  loginGateCookies,
  parseAttempts,
  parseRecoveryStatus,
  serializeAttempts,
  type Attempts,
  type RecoveryStatus,
} from './login-gate';

const NOW = 1_800_000_000_000;
const WINDOW_MS = LOGIN_ATTEMPTS_WINDOW_SECONDS * 1000;

describe('the attempts counter', () => {
  it('starts a 10-minute window at the first failure and keeps it', () => {
    const first = addFailure(null, NOW);
    expect(first).toEqual({ count: 1, until: NOW + WINDOW_MS });
    const second = addFailure(first, NOW + 60_000);
    expect(second).toEqual({ count: 2, until: NOW + WINDOW_MS });
  });

  it(`blocks from the ${LOGIN_BLOCK_AT_ATTEMPT}th failure on`, () => {
    let attempts: Attempts | null = null;
    for (let index = 1; index < LOGIN_BLOCK_AT_ATTEMPT; index += 1) {
      attempts = addFailure(attempts, NOW);
      expect(isBlocked(attempts)).toBe(false);
    }
    attempts = addFailure(attempts, NOW);
    expect(isBlocked(attempts)).toBe(true);
    expect(isBlocked(addFailure(attempts, NOW))).toBe(true);
    expect(isBlocked(null)).toBe(false);
  });

  it('blocks a full window when the server says the account is locked', () => {
    expect(lockNow(NOW)).toEqual({ count: LOGIN_BLOCK_AT_ATTEMPT, until: NOW + WINDOW_MS });
    expect(isBlocked(lockNow(NOW))).toBe(true);
  });

  it.each([
    ['a stored counter', '3:1800000600000', { count: 3, until: 1_800_000_600_000 }],
    ['an expired counter', `3:${NOW - 1}`, null],
    ['nothing', null, null],
    ['garbage', 'five', null],
    ['a negative count', '-1:1800000600000', null],
  ])('reads %s', (_label, value, expected) => {
    expect(parseAttempts(value, NOW)).toEqual(expected);
  });

  it('writes what it reads', () => {
    const attempts = { count: 4, until: NOW + 5000 };
    expect(parseAttempts(serializeAttempts(attempts), NOW)).toEqual(attempts);
  });
});

describe('the recovery status escalation', () => {
  it('sets sendRecovery at the first block, then sends recovery, then many-attempts', () => {
    const steps: { action: string; next: RecoveryStatus | null }[] = [];
    let status: RecoveryStatus | null = null;
    for (let index = 0; index < 4; index += 1) {
      const step = escalate(status);
      steps.push(step);
      status = step.next;
    }
    expect(steps).toEqual([
      { action: 'none', next: 'sendRecovery' },
      { action: 'sendRecovery', next: 'pendingBan' },
      { action: 'manyAttempts', next: null },
      { action: 'none', next: 'sendRecovery' },
    ]);
  });

  it.each([
    ['sendRecovery', 'sendRecovery'],
    ['pendingBan', 'pendingBan'],
    ['anything else', null],
  ])('reads %s', (value, expected) => {
    expect(parseRecoveryStatus(value)).toBe(expected);
  });
});

describe('the cookies', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keep the counter until its window ends and the status for an hour', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    loginGateCookies.writeAttempts({ count: 2, until: NOW + 120_000 }, NOW);
    loginGateCookies.writeRecoveryStatus('pendingBan');
    expect(written[0]).toMatch(
      new RegExp(`^${LOGIN_COOKIES.attempts}=2%3A${NOW + 120_000}; max-age=120; path=/`),
    );
    expect(written[1]).toMatch(
      new RegExp(
        `^${LOGIN_COOKIES.recoveryStatus}=pendingBan; max-age=${RECOVERY_STATUS_COOKIE_SECONDS};`,
      ),
    );
  });

  it('read back what they wrote, and clear', () => {
    loginGateCookies.writeAttempts({ count: 3, until: Date.now() + 60_000 });
    loginGateCookies.writeRecoveryStatus('sendRecovery');
    expect(loginGateCookies.readAttempts()?.count).toBe(3);
    expect(loginGateCookies.readRecoveryStatus()).toBe('sendRecovery');
    loginGateCookies.clearAttempts();
    loginGateCookies.writeRecoveryStatus(null);
    expect(loginGateCookies.readAttempts()).toBeNull();
    expect(loginGateCookies.readRecoveryStatus()).toBeNull();
  });
});
