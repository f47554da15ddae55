import { seedUniform } from '../fairness';

/**
 * The crash point of a round, from its seed alone (docs/decisions/0013-crash-rounds.md):
 *
 *   u     = seedUniform(seed, 'crash')                 (k / 2^52, k the first 52 bits of
 *                                                        HMAC-SHA256(seed, "crash:0"))
 *   crash = max(1.00, floor(100 * (1 - e) / (1 - u)) / 100), capped at 10,000x
 *
 * computed in integers: with k = u * 2^52, crash in hundredths is
 * floor((100 - edge%) * 2^52 / (2^52 - k)), so every verifier gets the same number.
 */

/** House edge in basis points: 3%, so the declared RTP is 97.00%. */
export const CRASH_HOUSE_EDGE_BASIS_POINTS = 300;
export const CRASH_RTP_BASIS_POINTS = 10_000 - CRASH_HOUSE_EDGE_BASIS_POINTS;
/** The highest crash point, in hundredths (10,000x). */
export const CRASH_MAX_HUNDREDTHS = 1_000_000;
export const CRASH_SEED_LABEL = 'crash';

const TWO_POW_52 = 2n ** 52n;

/** The crash point in hundredths from the 52-bit draw k (0 <= k < 2^52). */
export const crashHundredthsOfDraw = (k: bigint): number => {
  const keep = BigInt(CRASH_RTP_BASIS_POINTS / 100);
  const raw = (keep * TWO_POW_52) / (TWO_POW_52 - k);
  const capped = raw > BigInt(CRASH_MAX_HUNDREDTHS) ? BigInt(CRASH_MAX_HUNDREDTHS) : raw;
  return Math.max(100, Number(capped));
};

/** The crash point of a seed, in hundredths (250 means 2.50x). */
export const crashHundredthsOfSeed = (seed: string): number =>
  crashHundredthsOfDraw(BigInt(seedUniform(seed, CRASH_SEED_LABEL) * 2 ** 52));

/**
 * The exact return of always cashing out at a target (hundredths, 101..cap): the target times
 * the chance that the crash reaches it, counted over all 2^52 draws. crash >= M exactly when
 * 97 * 2^52 >= M * (2^52 - k), i.e. for floor(97 * 2^52 / M) draws of k. Answers the RTP as a
 * fraction num / den, with den = 100 * 2^52.
 */
export const exactCrashRtp = (targetHundredths: number): { num: bigint; den: bigint } => {
  const target = BigInt(targetHundredths);
  const keep = BigInt(CRASH_RTP_BASIS_POINTS / 100);
  const den = 100n * TWO_POW_52;
  if (targetHundredths > CRASH_MAX_HUNDREDTHS) return { num: 0n, den };
  // k ranges over [0, 2^52): the count is capped by the draws there are.
  const winning = (keep * TWO_POW_52) / target;
  return { num: target * (winning > TWO_POW_52 ? TWO_POW_52 : winning), den };
};
