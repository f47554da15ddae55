import type { SlotSpin, StudioSpinResult } from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { planRound } from './round-plan';

const spin = (win: number, freeSpins = 0): SlotSpin => ({
  grid: [['a'], ['b'], ['c']],
  line_wins: [],
  scatter_win: 0,
  free_spins_awarded: freeSpins,
  win,
});

const round = (spins: SlotSpin[], win: number): StudioSpinResult => ({
  round_id: 'r1',
  bet: 1,
  spins,
  win,
  balance: 10,
});

describe('planRound', () => {
  it('plays a round without free spins as one step', () => {
    expect(planRound(round([spin(0.5)], 0.5), 3)).toEqual([
      {
        spin: spin(0.5),
        freeSpinNumber: 0,
        freeSpinsTotal: 0,
        multiplier: 1,
        winBefore: 0,
        winAfter: 0.5,
      },
    ]);
  });

  it('plays the free spins after the paid spin with their multiplier', () => {
    const steps = planRound(round([spin(0.2, 2), spin(0.1), spin(0.2)], 0.5), 3);
    expect(steps.map((s) => [s.freeSpinNumber, s.freeSpinsTotal, s.multiplier])).toEqual([
      [0, 0, 1],
      [1, 2, 3],
      [2, 2, 3],
    ]);
    expect(steps.map((s) => [s.winBefore, s.winAfter])).toEqual([
      [0, 0.2],
      [0.2, 0.3],
      [0.3, 0.5],
    ]);
  });

  it('grows the free-spin total when a free spin awards more', () => {
    const steps = planRound(round([spin(0, 1), spin(0, 2), spin(0), spin(0)], 0), 2);
    expect(steps.map((s) => s.freeSpinsTotal)).toEqual([0, 1, 3, 3]);
  });

  it('ends on the round win the server settled', () => {
    const steps = planRound(round([spin(0.1, 1), spin(0.1)], 0.25), 2);
    expect(steps.at(-1)?.winAfter).toBe(0.25);
  });
});
