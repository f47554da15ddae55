import {
  DICE_RTP_BASIS_POINTS,
  DICE_TARGET_MAX,
  DICE_TARGET_MIN,
  diceChoiceSchema,
  diceWinningOutcomes,
  type DiceDirection,
} from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { RTP_CHECKS, simulateRtp } from '../rtp-checks';
import { createSeededRng, type Rng } from '../slot';
import { computeDiceRtp, rollDice } from './dice';
import { diceEngine } from './dice-engine';

/** Every stake a dice game may offer (the studio's ladder in whole euros), in cents. */
const STAKES = [100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n];
const DIRECTIONS: DiceDirection[] = ['under', 'over'];
const fixed = (value: number): Rng => ({ int: () => value });

describe('dice rules', () => {
  it('counts the winning rolls of a call; a roll equal to the target loses', () => {
    expect(diceWinningOutcomes('under', 50)).toBe(5_000);
    expect(diceWinningOutcomes('over', 50)).toBe(4_999);
    expect(rollDice(100n, 'under', 50, fixed(4_999)).won).toBe(true);
    expect(rollDice(100n, 'under', 50, fixed(5_000)).won).toBe(false);
    expect(rollDice(100n, 'over', 50, fixed(5_000)).won).toBe(false);
    expect(rollDice(100n, 'over', 50, fixed(5_001))).toEqual({ roll: 5_001, won: true, win: 196n });
    // Under 50 pays 1.96 times: exact at any stake.
    expect(rollDice(1_000n, 'under', 50, fixed(0)).win).toBe(1_960n);
  });

  it('rolls only 0.00 to 99.99', () => {
    expect(rollDice(100n, 'under', 2, fixed(0))).toMatchObject({ roll: 0, won: true, win: 4_900n });
    expect(rollDice(100n, 'over', 98, { int: (max) => max - 1 })).toMatchObject({
      roll: 9_999,
      won: true,
    });
    const rng = createSeededRng(3);
    for (let i = 0; i < 50_000; i += 1) {
      const { roll } = rollDice(10n, 'under', 50, rng);
      expect(roll >= 0 && roll <= 9_999 && Number.isInteger(roll)).toBe(true);
    }
  });

  it('refuses targets outside 2..98 and fractions', () => {
    expect(diceChoiceSchema.safeParse({ direction: 'under', target: 1 }).success).toBe(false);
    expect(diceChoiceSchema.safeParse({ direction: 'over', target: 99 }).success).toBe(false);
    expect(diceChoiceSchema.safeParse({ direction: 'over', target: 50.5 }).success).toBe(false);
    expect(diceChoiceSchema.safeParse({ direction: 'sideways', target: 50 }).success).toBe(false);
    expect(diceChoiceSchema.safeParse({ direction: 'under', target: 2 }).success).toBe(true);
  });
});

describe('dice RTP, exactly', () => {
  it('returns at most the declared 98% on every call at every stake, and never far below', () => {
    let lowest = 1;
    for (const stake of STAKES)
      for (const direction of DIRECTIONS)
        for (let target = DICE_TARGET_MIN; target <= DICE_TARGET_MAX; target += 1) {
          const { numerator, denominator } = computeDiceRtp(stake, direction, target);
          // numerator / denominator <= 0.98, in integers.
          expect(numerator * 10_000n).toBeLessThanOrEqual(
            BigInt(DICE_RTP_BASIS_POINTS) * denominator,
          );
          lowest = Math.min(lowest, Number(numerator) / Number(denominator));
        }
    // Rounding down to a cent costs under a cent a win: at most 0.83% of a euro stake's return.
    expect(lowest).toBeGreaterThan(0.9716);
    expect(diceEngine.stakeDivisor!(diceEngine.rules({} as never))).toBe(100n);
  });

  it('returns exactly 98% where the pay is a whole number of cents', () => {
    expect(computeDiceRtp(100n, 'under', 50)).toEqual({
      numerator: 980_000n,
      denominator: 1_000_000n,
    });
    expect(computeDiceRtp(10_000n, 'under', 20)).toEqual({
      numerator: 98n * 1_000_000n,
      denominator: 100_000_000n,
    });
  });
});

describe('dice RTP by simulation', () => {
  it.each(
    RTP_CHECKS.filter((check) => check.name.startsWith('dice:')).map((check) => [
      check.name,
      check,
    ]),
  )('%s returns its exact RTP within 4 standard errors', (_, check) => {
    const { measured, standardError } = simulateRtp(check, 300_000, createSeededRng(5));
    expect(check.declaredBasisPoints).toBeLessThanOrEqual(DICE_RTP_BASIS_POINTS);
    expect(Math.abs(measured - check.declaredBasisPoints / 10_000)).toBeLessThan(4 * standardError);
  });
});
