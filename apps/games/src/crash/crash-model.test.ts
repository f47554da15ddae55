import type { CrashRules } from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { cashoutAmount, multiplierAt, ownBetState, parseAutoCashout } from './crash-model';

const RULES: CrashRules = {
  engine: 'crash',
  rtp: 97,
  house_edge: 3,
  max_multiplier: 10_000,
  growth_per_second: Math.LN2 / 6.5,
  betting_ms: 7_000,
  pause_ms: 4_000,
  auto_cashout_min: 1.01,
  auto_cashout_max: 1_000,
};

describe('crash page arithmetic', () => {
  it('rises from 1.00x and doubles after 6.5 s', () => {
    expect(multiplierAt(RULES, 0)).toBe(1);
    expect(multiplierAt(RULES, -50)).toBe(1);
    expect(multiplierAt(RULES, 6_500)).toBe(2);
    expect(multiplierAt(RULES, 13_000)).toBe(4);
  });

  it('pays the stake times the multiplier floored to the cent', () => {
    expect(cashoutAmount(0.5, 1.37)).toBe(0.68);
    expect(cashoutAmount(2, 1.5)).toBe(3);
    expect(cashoutAmount(0.1, 1.01)).toBe(0.1);
  });

  it('accepts an empty automatic cash-out or one in range with two decimals at most', () => {
    expect(parseAutoCashout(RULES, '')).toEqual({ ok: true, value: null });
    expect(parseAutoCashout(RULES, ' 2.5 ')).toEqual({ ok: true, value: 2.5 });
    expect(parseAutoCashout(RULES, '1000')).toEqual({ ok: true, value: 1000 });
    for (const bad of ['1', '1.001', '1000.01', 'abc', '-2', '2,5'])
      expect(parseAutoCashout(RULES, bad), bad).toEqual({ ok: false });
  });
});

describe("the player's own bet", () => {
  const bet = { sequence: 7, status: 'playing', cashout: null } as const;

  it('rides while its round bets or runs', () => {
    expect(ownBetState(bet, { sequence: 7, phase: 'betting' })).toBe('riding');
    expect(ownBetState(bet, { sequence: 7, phase: 'running' })).toBe('riding');
  });

  it('is lost once its round crashed, settled or not', () => {
    expect(ownBetState(bet, { sequence: 7, phase: 'crashed' })).toBe('lost');
    expect(ownBetState({ ...bet, status: 'settled' }, { sequence: 7, phase: 'running' })).toBe(
      'lost',
    );
  });

  it('is lost, not riding, in the next round before its settlement arrives', () => {
    expect(ownBetState(bet, { sequence: 8, phase: 'betting' })).toBe('lost');
  });

  it('is cashed out once it has a cash-out', () => {
    expect(ownBetState({ ...bet, status: 'settled', cashout: 1.5 }, null)).toBe('cashed_out');
  });
});
