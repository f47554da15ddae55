import { LIMIT_FIELDS } from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { limitChangeKind, limitOrderRefusal, limitValueOf, type Limits } from './limit-rules';

const none = Object.fromEntries(LIMIT_FIELDS.map((field) => [field, null])) as Limits;

describe('how a limit change goes', () => {
  it.each([
    [null, 500n, 'at_once'],
    [500n, 400n, 'at_once'],
    [500n, 600n, 'request'],
    [500n, null, 'request'],
    [500n, 500n, 'none'],
    [null, null, 'none'],
  ] as const)('from %s to %s: %s', (current, next, kind) => {
    expect(limitChangeKind(current, next)).toBe(kind);
  });

  it('reads money in whole units and playing time in minutes', () => {
    expect(limitValueOf('max_weekly_loss', '25')).toBe(2_500n);
    expect(limitValueOf('max_daily_playing_time', '90')).toBe(90n);
    expect(limitValueOf('max_daily_bet', null)).toBeNull();
  });
});

describe('limits in order', () => {
  it('takes tighter periods at or below looser ones, and no limit as the loosest', () => {
    expect(
      limitOrderRefusal(
        { ...none, max_daily_bet: 100n, max_weekly_bet: 100n, max_monthly_bet: null },
        'max_daily_bet',
      ),
    ).toBeNull();
  });

  it('refuses a daily limit above the monthly one, on the field that changed', () => {
    const refusal = limitOrderRefusal(
      { ...none, max_daily_loss: 500n, max_monthly_loss: 400n },
      'max_daily_loss',
    );
    expect(refusal?.errors).toEqual({
      max_daily_loss: ['The daily limit cannot be above the monthly one.'],
    });
  });

  it('refuses a weekly limit below the daily one', () => {
    const refusal = limitOrderRefusal(
      { ...none, max_daily_deposit: 500n, max_weekly_deposit: 400n },
      'max_weekly_deposit',
    );
    expect(refusal?.errors).toEqual({
      max_weekly_deposit: ['The weekly limit cannot be below the daily one.'],
    });
  });

  it('leaves other kinds of limit alone', () => {
    expect(
      limitOrderRefusal({ ...none, max_daily_bet: 500n, max_weekly_loss: 100n }, 'max_daily_bet'),
    ).toBeNull();
  });
});
