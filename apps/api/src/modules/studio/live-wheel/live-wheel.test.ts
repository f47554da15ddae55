import { describe, expect, it } from 'vitest';
import { cryptoRng } from '../slot';
import {
  spinWheel,
  WHEEL_COUNTS,
  WHEEL_NUMBERS,
  WHEEL_RTP_BASIS_POINTS,
  WHEEL_SEGMENTS,
  WHEEL_SIZE,
  wheelReturn,
  wheelRtpOf,
} from './live-wheel';
import { expectSimulatedRtp } from '../../../test/studio/rtp';

describe('live money wheel', () => {
  it('has 54 segments: each number as often as declared, and the 2x and 7x multipliers', () => {
    expect(WHEEL_SIZE).toBe(54);
    for (const value of WHEEL_NUMBERS)
      expect(
        WHEEL_SEGMENTS.filter((s) => s.kind === 'number' && s.value === value),
        String(value),
      ).toHaveLength(WHEEL_COUNTS[value]);
    expect(WHEEL_SEGMENTS.filter((s) => s.kind === 'multiplier').map((s) => s.value)).toEqual([
      2, 7,
    ]);
  });

  it('pays n:1 on n, times the multipliers met, and spins again on a multiplier', () => {
    const sevenAt = WHEEL_SEGMENTS.findIndex((s) => s.kind === 'multiplier' && s.value === 7);
    const tenAt = WHEEL_SEGMENTS.findIndex((s) => s.kind === 'number' && s.value === 10);
    const stops = [sevenAt, tenAt];
    const spin = spinWheel(() => stops.shift()!);
    expect(spin).toEqual({ stops: [sevenAt, tenAt], value: 10, multiplier: 7 });
    expect(wheelReturn('n10', spin)).toEqual([71n, 1n]);
    expect(wheelReturn('n1', spin)).toEqual([0n, 1n]);
    expect(wheelReturn('n2', { value: 2, multiplier: 1 })).toEqual([3n, 1n]);
  });

  it('declares each spot’s exact RTP: the geometric sum of respins, checked by enumeration', () => {
    // Enumerate chains of up to 14 multipliers; what is left is below 1e-10.
    for (const value of WHEEL_NUMBERS) {
      let expected = 0;
      const walk = (probability: number, multiplier: number, depth: number) => {
        for (const segment of WHEEL_SEGMENTS) {
          const p = probability / WHEEL_SIZE;
          if (segment.kind === 'number') {
            if (segment.value === value) expected += p * (value * multiplier + 1);
          } else if (depth < 14) walk(p, multiplier * segment.value, depth + 1);
        }
      };
      walk(1, 1, 0);
      const [numerator, denominator] = wheelRtpOf(value);
      expect(expected, String(value)).toBeCloseTo(numerator / denominator, 9);
      expect(WHEEL_RTP_BASIS_POINTS[value]).toBe(Math.round((numerator * 10_000) / denominator));
      expect(WHEEL_RTP_BASIS_POINTS[value]).toBeLessThan(10_000);
    }
    expect(WHEEL_RTP_BASIS_POINTS[10]).toBe(9658);
  });

  it('measures the declared RTP of every spot by simulation', () => {
    expectSimulatedRtp('live money wheel', 300_000, 54);
  });

  it('stops only on segments of the wheel', () => {
    for (let round = 0; round < 2_000; round += 1) {
      const spin = spinWheel((n) => cryptoRng.int(n));
      expect(spin.stops.every((stop) => stop >= 0 && stop < WHEEL_SIZE)).toBe(true);
      expect(WHEEL_NUMBERS).toContain(spin.value);
    }
  });
});
