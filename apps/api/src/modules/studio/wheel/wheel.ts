import type { WheelRisk } from '@prime/contract';
import type { Rng } from '../slot';

/**
 * Each risk level's wheel: the segments' multiples of the stake in tenths, clockwise from the
 * top, all equally likely. Every wheel's segments add up to 19.2 on 20 segments: RTP 96%.
 * Tenths of a stake are whole cents, as every stake is a multiple of 10 cents.
 */
export const WHEEL_SEGMENTS_TENTHS: Record<WheelRisk, readonly number[]> = {
  low: [15, 12, 0, 12, 12, 0, 12, 15, 12, 0, 12, 12, 15, 12, 0, 12, 12, 0, 12, 15],
  medium: [0, 15, 0, 20, 0, 15, 0, 30, 0, 12, 0, 15, 0, 20, 0, 15, 0, 30, 0, 20],
  high: [192, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
};

export const WHEEL_RTP_BASIS_POINTS = 9_600;

/** A wheel's exact RTP in basis points, as a fraction. */
export const computeWheelRtp = (risk: WheelRisk): { numerator: number; denominator: number } => {
  const segments = WHEEL_SEGMENTS_TENTHS[risk];
  return {
    numerator: segments.reduce((sum, tenths) => sum + tenths, 0) * 1_000,
    denominator: segments.length,
  };
};

export type WheelSpin = { segment: number; tenths: number; win: bigint };

/** One spin: a segment drawn uniformly; it pays the stake times its multiple. */
export const spinWheel = (stake: bigint, risk: WheelRisk, rng: Rng): WheelSpin => {
  const segments = WHEEL_SEGMENTS_TENTHS[risk];
  const segment = rng.int(segments.length);
  const tenths = segments[segment]!;
  return { segment, tenths, win: (stake * BigInt(tenths)) / 10n };
};
