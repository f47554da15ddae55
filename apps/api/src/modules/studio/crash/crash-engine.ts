import { CRASH_AUTO_CASHOUT_MAX, CRASH_AUTO_CASHOUT_MIN } from '@prime/contract';
import type { RtpCheck, StudioEngine } from '../engine';
import {
  CRASH_HOUSE_EDGE_BASIS_POINTS,
  CRASH_MAX_HUNDREDTHS,
  CRASH_RTP_BASIS_POINTS,
  crashHundredthsOfDraw,
} from './crash-point';
import type { CrashTimings } from './timeline';

export type CrashEngine = StudioEngine & { timings: CrashTimings };

/**
 * The crash family: every `crash` game of the catalog (lobby kinds crash and liveCrash) runs
 * shared rounds of this engine. Stakes are the studio's ladder; a win is floored to the cent.
 */
export const createCrashEngine = (timings: CrashTimings): CrashEngine => ({
  engines: ['crash'],
  timings,
  declaredRtpBasisPoints: CRASH_RTP_BASIS_POINTS,
  rules: () => ({
    engine: 'crash',
    rtp: CRASH_RTP_BASIS_POINTS / 100,
    house_edge: CRASH_HOUSE_EDGE_BASIS_POINTS / 100,
    max_multiplier: CRASH_MAX_HUNDREDTHS / 100,
    growth_per_second: timings.growthPerSecond,
    betting_ms: timings.bettingMs,
    pause_ms: timings.pauseMs,
    auto_cashout_min: CRASH_AUTO_CASHOUT_MIN,
    auto_cashout_max: CRASH_AUTO_CASHOUT_MAX,
  }),
});

/** A 52-bit draw from a simulation RNG (two 26-bit halves), as seedUniform gives in play. */
const draw52 = (rng: Parameters<RtpCheck['playOnce']>[0]): bigint =>
  BigInt(rng.int(2 ** 26)) * 2n ** 26n + BigInt(rng.int(2 ** 26));

/** Always cashing out automatically at a target: what one round returns per unit staked. */
export const crashAutoCashoutCheck = (targetHundredths: number): RtpCheck => ({
  name: `crash: auto cash-out at ${(targetHundredths / 100).toFixed(2)}x`,
  declaredBasisPoints: CRASH_RTP_BASIS_POINTS,
  playOnce: (rng) =>
    crashHundredthsOfDraw(draw52(rng)) >= targetHundredths ? targetHundredths / 100 : 0,
});

/** The targets whose RTP the tests and the benchmark simulate. */
export const CRASH_RTP_TARGETS = [150, 200, 1_000] as const;
