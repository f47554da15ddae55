import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { simulateRtp } from '../rtp-checks';
import { createSeededRng } from '../slot';
import { roundSeed, seedHash } from '../fairness';
import { CRASH_RTP_TARGETS, crashAutoCashoutCheck } from './crash-engine';
import {
  CRASH_MAX_HUNDREDTHS,
  CRASH_RTP_BASIS_POINTS,
  crashHundredthsOfDraw,
  crashHundredthsOfSeed,
  exactCrashRtp,
} from './crash-point';
import {
  DEFAULT_CRASH_TIMINGS,
  cashoutWin,
  hundredthsAt,
  msToReach,
  phaseAt,
  roundTimes,
} from './timeline';

const TWO_POW_52 = 2n ** 52n;

describe('crash point', () => {
  it('stays between 1.00x and the 10,000x cap, at both ends of the draw', () => {
    expect(crashHundredthsOfDraw(0n)).toBe(100);
    // 97 / (1 - u) first reaches 1.01 at u = 1 - 97/101.
    expect(crashHundredthsOfDraw((TWO_POW_52 * 4n) / 101n + 1n)).toBe(101);
    expect(crashHundredthsOfDraw(TWO_POW_52 / 2n)).toBe(194);
    expect(crashHundredthsOfDraw(TWO_POW_52 - 1n)).toBe(CRASH_MAX_HUNDREDTHS);
    const rng = createSeededRng(7);
    for (let i = 0; i < 10_000; i += 1) {
      const k = BigInt(rng.int(2 ** 26)) * 2n ** 26n + BigInt(rng.int(2 ** 26));
      const crash = crashHundredthsOfDraw(k);
      expect(Number.isInteger(crash)).toBe(true);
      expect(crash).toBeGreaterThanOrEqual(100);
      expect(crash).toBeLessThanOrEqual(CRASH_MAX_HUNDREDTHS);
    }
  });

  it('follows P(crash >= m) = 0.97 / m over many seeds', () => {
    const seeds = 20_000;
    const counts = { 100: 0, 101: 0, 200: 0, 1_000: 0 } as Record<number, number>;
    for (let sequence = 1; sequence <= seeds; sequence += 1) {
      const crash = crashHundredthsOfSeed(roundSeed('distribution-key', 1, sequence));
      for (const target of Object.keys(counts).map(Number))
        if (crash >= target) counts[target]! += 1;
    }
    expect(counts[100]).toBe(seeds);
    for (const target of [101, 200, 1_000]) {
      const expected = 0.97 / (target / 100);
      const sd = Math.sqrt((expected * (1 - expected)) / seeds);
      expect(Math.abs(counts[target]! / seeds - expected)).toBeLessThan(4 * sd);
    }
  });

  it('is computed by the documented recipe: 52 bits of HMAC-SHA256(seed, "crash:0")', () => {
    const seed = roundSeed('recipe-key', 42, 7);
    const digest = createHmac('sha256', Buffer.from(seed, 'hex')).update('crash:0').digest();
    const k = BigInt(`0x${digest.subarray(0, 7).toString('hex')}`) >> 4n;
    const byHand = (97n * TWO_POW_52) / (TWO_POW_52 - k);
    const expected = Math.max(100, Math.min(CRASH_MAX_HUNDREDTHS, Number(byHand)));
    expect(crashHundredthsOfSeed(seed)).toBe(expected);
    expect(seedHash(seed)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('RTP', () => {
  it('is exactly 97% (less than 3e-12 under) for every automatic cash-out target', () => {
    for (const target of [101, 150, 200, 777, 1_000, 100_000, CRASH_MAX_HUNDREDTHS]) {
      const { num, den } = exactCrashRtp(target);
      const rtp = Number((num * 10n ** 15n) / den) / 1e15;
      expect(rtp).toBeLessThanOrEqual(CRASH_RTP_BASIS_POINTS / 10_000);
      expect(CRASH_RTP_BASIS_POINTS / 10_000 - rtp).toBeLessThan(3e-12);
    }
    // Above the cap nothing is ever reached.
    expect(exactCrashRtp(CRASH_MAX_HUNDREDTHS + 1).num).toBe(0n);
  });

  it('matches the declared RTP by simulation for the checked targets', () => {
    for (const [index, target] of CRASH_RTP_TARGETS.entries()) {
      const check = crashAutoCashoutCheck(target);
      const { measured, standardError } = simulateRtp(check, 400_000, createSeededRng(11 + index));
      expect(Math.abs(measured - check.declaredBasisPoints / 10_000), check.name).toBeLessThan(
        4 * standardError,
      );
    }
  });
});

describe('timeline', () => {
  const timings = DEFAULT_CRASH_TIMINGS;

  it('doubles after about 6.5 s and reaches a target exactly at msToReach', () => {
    expect(hundredthsAt(timings, 0)).toBe(100);
    expect(msToReach(timings, 200)).toBeGreaterThan(6_400);
    expect(msToReach(timings, 200)).toBeLessThan(6_600);
    for (const target of [101, 150, 200, 1_234, 100_000]) {
      const ms = msToReach(timings, target);
      expect(hundredthsAt(timings, ms)).toBeGreaterThanOrEqual(target);
      expect(hundredthsAt(timings, ms - 1)).toBeLessThan(target);
    }
    expect(msToReach(timings, 100)).toBe(0);
  });

  it('computes the phase from the times alone', () => {
    const times = roundTimes(timings, new Date(1_000_000), 200);
    expect(times.startsAt.getTime()).toBe(1_000_000 + timings.bettingMs);
    expect(phaseAt(times, 1_000_000)).toBe('betting');
    expect(phaseAt(times, times.startsAt.getTime())).toBe('running');
    expect(phaseAt(times, times.crashedAt.getTime() - 1)).toBe('running');
    expect(phaseAt(times, times.crashedAt.getTime())).toBe('crashed');
    // A 1.00x round crashes the moment it starts.
    const instant = roundTimes(timings, new Date(0), 100);
    expect(phaseAt(instant, instant.startsAt.getTime())).toBe('crashed');
  });

  it('pays the stake times the multiplier, floored to the cent', () => {
    expect(cashoutWin(100n, 157)).toBe(157n);
    expect(cashoutWin(10n, 101)).toBe(10n);
    expect(cashoutWin(30n, 133)).toBe(39n);
  });
});
