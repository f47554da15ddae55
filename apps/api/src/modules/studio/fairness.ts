import { createHmac } from 'node:crypto';
import { sha256 } from '../../lib/hash';

/**
 * Commit and reveal for the studio's shared rounds (crash, live tables). Each round of a game
 * has a secret server seed; its SHA-256 hash is published before bets close, the seed itself
 * once the round is over, and the result is computed from the seed alone. Anyone can then check
 * that the hash matches the seed and that the seed gives the result: the round was fixed before
 * any bet and not changed after.
 */

/** The secret seed of round `sequence` of a game, derived from the studio's key (hex). */
export const roundSeed = (masterKey: string, gameId: number, sequence: number): string =>
  createHmac('sha256', masterKey).update(`studio-round:${gameId}:${sequence}`).digest('hex');

/** The commitment to a seed, published before the round: its SHA-256 (hex). */
export const seedHash = (seed: string): string => sha256(seed);

const block = (seed: string, label: string, counter: number): Buffer =>
  createHmac('sha256', Buffer.from(seed, 'hex')).update(`${label}:${counter}`).digest();

const TWO_POW_52 = 2 ** 52;

/**
 * A uniform number in [0, 1) from a seed and a label: the first 52 bits of
 * HMAC-SHA256(seed, `${label}:0`), divided by 2^52. Exactly representable, so a verifier in
 * any language gets the same number.
 */
export const seedUniform = (seed: string, label: string): number => {
  const bytes = block(seed, label, 0);
  const high = bytes.readUInt32BE(0);
  const low = bytes.readUInt32BE(4) >>> 12;
  return (high * 2 ** 20 + low) / TWO_POW_52;
};

/**
 * A uniform integer in [0, n) from a seed and a label, without bias: 32-bit draws of
 * HMAC-SHA256(seed, `${label}:${k}`) for k = 0, 1, ... are rejected until one falls below the
 * largest multiple of n. For n up to 2^32.
 */
export const seedInt = (seed: string, label: string, n: number): number => {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`bad range ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (let counter = 0; ; counter += 1) {
    const draw = block(seed, label, counter).readUInt32BE(0);
    if (draw < limit) return draw % n;
  }
};
