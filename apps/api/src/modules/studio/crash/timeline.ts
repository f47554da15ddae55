/**
 * The multiplier's curve and a round's times. The multiplier after t seconds of running is
 * e^(r t), shown and paid on a grid of 0.01 (floored); a round whose crash point is c crashes
 * at the first millisecond the curve reaches c. Every instance computes the same times from the
 * stored start and the crash point.
 */
export type CrashTimings = {
  /** How long bets are taken before the multiplier starts. */
  bettingMs: number;
  /** The pause after a crash before the next round's betting opens. */
  pauseMs: number;
  /** r of e^(r t), per second. */
  growthPerSecond: number;
  /** How long after a crash the losing bets are closed (a cash-out handled just before wins). */
  settleGraceMs: number;
};

/** 2x after 6.5 s of running; 10x after about 22 s. */
export const DEFAULT_CRASH_TIMINGS: CrashTimings = {
  bettingMs: 7_000,
  pauseMs: 4_000,
  growthPerSecond: Math.LN2 / 6.5,
  settleGraceMs: 1_000,
};

/** The multiplier in hundredths after `elapsedMs` of running (100 at the start). */
export const hundredthsAt = (timings: CrashTimings, elapsedMs: number): number =>
  Math.floor(100 * Math.exp((timings.growthPerSecond * Math.max(0, elapsedMs)) / 1_000) + 1e-9);

/** Milliseconds of running until the curve reaches `hundredths` (0 for 1.00x). */
export const msToReach = (timings: CrashTimings, hundredths: number): number => {
  if (hundredths <= 100) return 0;
  let ms = Math.max(0, Math.floor((Math.log(hundredths / 100) / timings.growthPerSecond) * 1_000));
  // The float estimate may be a millisecond off either way: settle on the first one that reaches.
  while (ms > 0 && hundredthsAt(timings, ms - 1) >= hundredths) ms -= 1;
  while (hundredthsAt(timings, ms) < hundredths) ms += 1;
  return ms;
};

export type RoundTimes = { bettingAt: Date; startsAt: Date; crashedAt: Date };

/** The times of a round whose betting opens at `bettingAt` and whose crash point is given. */
export const roundTimes = (
  timings: CrashTimings,
  bettingAt: Date,
  crashHundredths: number,
): RoundTimes => {
  const startsAt = new Date(bettingAt.getTime() + timings.bettingMs);
  return {
    bettingAt,
    startsAt,
    crashedAt: new Date(startsAt.getTime() + msToReach(timings, crashHundredths)),
  };
};

export type CrashPhase = 'betting' | 'running' | 'crashed';

/** The phase of a round at `now`, computed from its times (nothing is flipped by a timer). */
export const phaseAt = (times: RoundTimes, now: number): CrashPhase =>
  now < times.startsAt.getTime()
    ? 'betting'
    : now < times.crashedAt.getTime()
      ? 'running'
      : 'crashed';

/** A win: the stake times the multiplier, floored to the cent (minor units). */
export const cashoutWin = (bet: bigint, hundredths: number): bigint =>
  (bet * BigInt(hundredths)) / 100n;
