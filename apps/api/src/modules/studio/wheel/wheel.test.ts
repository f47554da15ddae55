import { WHEEL_RISKS, wheelRulesSchema } from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { RTP_CHECKS, simulateRtp } from '../rtp-checks';
import { createSeededRng } from '../slot';
import { WHEEL_RTP_BASIS_POINTS, WHEEL_SEGMENTS_TENTHS, computeWheelRtp, spinWheel } from './wheel';
import { wheelEngine } from './wheel-engine';

describe('wheel segments', () => {
  it.each(WHEEL_RISKS)('%s risk returns exactly the declared 96%', (risk) => {
    const { numerator, denominator } = computeWheelRtp(risk);
    expect(numerator).toBe(WHEEL_RTP_BASIS_POINTS * denominator);
    expect(WHEEL_SEGMENTS_TENTHS[risk]).toHaveLength(20);
  });

  it('tells the risk levels apart by how often and how much they pay', () => {
    const hits = (risk: (typeof WHEEL_RISKS)[number]) =>
      WHEEL_SEGMENTS_TENTHS[risk].filter((tenths) => tenths > 0).length;
    expect([hits('low'), hits('medium'), hits('high')]).toEqual([15, 10, 1]);
    expect(Math.max(...WHEEL_SEGMENTS_TENTHS.high)).toBe(192);
  });

  it('pays whole cents at every offered stake (multiples of 10 cents)', () => {
    expect(spinWheel(10n, 'low', { int: () => 1 })).toEqual({ segment: 1, tenths: 12, win: 12n });
    expect(spinWheel(10n, 'high', { int: () => 0 }).win).toBe(192n);
    expect(spinWheel(500n, 'medium', { int: (max) => max - 1 })).toEqual({
      segment: 19,
      tenths: 20,
      win: 1_000n,
    });
    expect(wheelEngine.stakeDivisor!(wheelEngine.rules({} as never))).toBe(10n);
  });

  it('shows the page the same wheels, in multiples of the stake', () => {
    const rules = wheelRulesSchema.parse(wheelEngine.rules({} as never));
    expect(rules.wheels.find((wheel) => wheel.risk === 'medium')!.segments.slice(0, 4)).toEqual([
      0, 1.5, 0, 2,
    ]);
    expect(rules.rtp).toBe(96);
  });

  it('runs only instant wheels: a live show’s wheel is not this family’s', () => {
    expect(wheelEngine.runs!({ engine: 'wheel', is_live: false } as never)).toBe(true);
    expect(wheelEngine.runs!({ engine: 'wheel', is_live: true } as never)).toBe(false);
  });
});

describe('wheel RTP by simulation', () => {
  it.each(
    RTP_CHECKS.filter((check) => check.name.startsWith('wheel:')).map((check) => [
      check.name,
      check,
    ]),
  )('%s returns the declared RTP within 4 standard errors', (_, check) => {
    const { measured, standardError } = simulateRtp(check, 300_000, createSeededRng(9));
    expect(Math.abs(measured - check.declaredBasisPoints / 10_000)).toBeLessThan(4 * standardError);
  });
});
