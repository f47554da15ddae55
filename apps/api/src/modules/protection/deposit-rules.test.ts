import { describe, expect, it } from 'vitest';
import { depositRefusal, type DepositContext } from './deposit-rules';

const now = new Date('2026-03-10T12:00:00Z');
const context = (overrides: Partial<DepositContext> = {}): DepositContext => ({
  status: 'active',
  statusExpiresAt: null,
  termsAccepted: true,
  limits: { daily: null, weekly: null, monthly: null },
  deposited: { daily: 0n, weekly: 0n, monthly: 0n },
  aml: { deposited: 0n, rateE8: 100_000_000n, basicKyc: false },
  ...overrides,
});

describe('deposit rules', () => {
  it('lets an active player with accepted terms and no limit deposit', () => {
    expect(depositRefusal(context(), 1_000_000n, now)).toBeNull();
  });

  it('refuses terms not accepted, a self-exclusion and a disabled account, each by its code', () => {
    expect(depositRefusal(context({ termsAccepted: false }), 100n, now)?.code).toBe(
      'terms_not_accepted',
    );
    expect(depositRefusal(context({ status: 'self_excluded' }), 100n, now)?.code).toBe(
      'self_excluded',
    );
    const until = new Date('2026-04-01T00:00:00Z');
    expect(
      depositRefusal(context({ status: 'disabled', statusExpiresAt: until }), 100n, now)?.code,
    ).toBe('account_disabled');
  });

  it('refuses a deposit past each limit and says what is left', () => {
    const limited = context({
      limits: { daily: 10_000n, weekly: 20_000n, monthly: 30_000n },
      deposited: { daily: 7_550n, weekly: 15_000n, monthly: 28_000n },
    });
    expect(depositRefusal(limited, 2_450n, now)?.code).toBe('monthly_deposit_limit');
    const daily = depositRefusal(limited, 2_451n, now);
    expect(daily?.code).toBe('daily_deposit_limit');
    expect(daily?.details).toEqual({ left: 24.5 });
    const weekly = context({
      limits: { daily: null, weekly: 20_000n, monthly: null },
      deposited: { daily: 0n, weekly: 19_000n, monthly: 0n },
    });
    expect(depositRefusal(weekly, 1_001n, now)?.details).toEqual({ left: 10 });
    expect(depositRefusal(weekly, 1_000n, now)).toBeNull();
  });
});
