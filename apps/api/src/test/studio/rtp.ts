import { expect } from 'vitest';
import { RTP_CHECKS, simulateRtp } from '../../modules/studio/rtp-checks';
import { createSeededRng } from '../../modules/studio/slot';

/**
 * Simulates every RTP check whose name starts with `prefix` and expects the measured RTP within
 * four standard errors (plus 0.01%) of the declared one.
 */
export const expectSimulatedRtp = (prefix: string, rounds: number, seed: number): void => {
  const rng = createSeededRng(seed);
  const checks = RTP_CHECKS.filter((entry) => entry.name.startsWith(prefix));
  expect(checks.length).toBeGreaterThan(0);
  for (const check of checks) {
    const { measured, standardError } = simulateRtp(check, rounds, rng);
    expect(Math.abs(measured - check.declaredBasisPoints / 10_000), check.name).toBeLessThan(
      4 * standardError + 0.0001,
    );
  }
};
