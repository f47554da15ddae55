import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashPointOfSeed, verifyRound } from './crash-verify';

const RULES = { house_edge: 3, max_multiplier: 10_000 };
const SEED = createHash('sha256').update('a seed of a test round').digest('hex');

/** The server's recipe, written out with node's crypto. */
const serverCrashPoint = (seed: string): number => {
  const digest = createHmac('sha256', Buffer.from(seed, 'hex')).update('crash:0').digest();
  const k = BigInt(`0x${digest.subarray(0, 7).toString('hex')}`) >> 4n;
  return Math.max(100, Math.min(1_000_000, Number((97n * 2n ** 52n) / (2n ** 52n - k))));
};

describe('verifying a crashed round in the browser', () => {
  it('recomputes the crash point of a seed the way the server does', async () => {
    for (let i = 0; i < 50; i += 1) {
      const seed = createHash('sha256').update(`seed ${i}`).digest('hex');
      expect(await crashPointOfSeed(RULES, seed)).toBe(serverCrashPoint(seed));
    }
  });

  it('says verified only when the hash and the crash point both match', async () => {
    const hash = createHash('sha256').update(SEED).digest('hex');
    const crash = serverCrashPoint(SEED) / 100;
    expect(await verifyRound(RULES, { seed: SEED, hash, crash_point: crash })).toEqual({
      hashMatches: true,
      recomputed: serverCrashPoint(SEED),
      verified: true,
    });
    expect(
      (await verifyRound(RULES, { seed: SEED, hash, crash_point: crash + 0.01 })).verified,
    ).toBe(false);
    expect(
      (await verifyRound(RULES, { seed: SEED, hash: '0'.repeat(64), crash_point: crash })).verified,
    ).toBe(false);
    expect((await verifyRound(RULES, { seed: 'nope', hash, crash_point: crash })).verified).toBe(
      false,
    );
  });
});
