import { randomInt } from 'node:crypto';
import type { Rng } from './slot.types';

/** The server's source: node's cryptographic RNG, uniform without modulo bias. */
export const cryptoRng: Rng = { int: (maxExclusive) => randomInt(maxExclusive) };

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

const splitmix32 = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
};

/**
 * xoshiro128**: fast and reproducible, for simulations and tests only; never for real play,
 * because its output is predictable from a few draws.
 */
export const createSeededRng = (seed: number): Rng => {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const next = (): number => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  return {
    int: (maxExclusive) => {
      // Rejection keeps the draw uniform when 2^32 is not a multiple of the range.
      const limit = 2 ** 32 - (2 ** 32 % maxExclusive);
      let value = next();
      while (value >= limit) value = next();
      return value % maxExclusive;
    },
  };
};
