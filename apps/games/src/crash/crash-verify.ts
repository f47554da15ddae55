import type { CrashRules } from '@prime/contract';

/**
 * Checks a crashed round in the browser with WebCrypto, by the published recipe
 * (docs/decisions/0013-crash-rounds.md): SHA-256(seed) must be the hash published before the
 * round, and the crash point is recomputed from the seed alone:
 * k = the first 52 bits of HMAC-SHA256(key = the seed's bytes, "crash:0"),
 * crash = max(1.00, min(cap, floor((100 - edge) * 2^52 / (2^52 - k)) / 100)).
 */
export type Verification = {
  hashMatches: boolean;
  /** The crash point the seed gives, in hundredths. */
  recomputed: number;
  verified: boolean;
};

const hex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

const fromHex = (text: string): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(new ArrayBuffer(text.length / 2));
  for (let i = 0; i < bytes.length; i += 1)
    bytes[i] = Number.parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return bytes;
};

const TWO_POW_52 = 2n ** 52n;

export const crashPointOfSeed = async (
  rules: Pick<CrashRules, 'house_edge' | 'max_multiplier'>,
  seed: string,
): Promise<number> => {
  const key = await crypto.subtle.importKey(
    'raw',
    fromHex(seed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const digest = hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode('crash:0')));
  const k = BigInt(`0x${digest.slice(0, 14)}`) >> 4n;
  const keep = BigInt(Math.round(100 - rules.house_edge));
  const raw = Number((keep * TWO_POW_52) / (TWO_POW_52 - k));
  return Math.max(100, Math.min(Math.round(rules.max_multiplier * 100), raw));
};

export const verifyRound = async (
  rules: Pick<CrashRules, 'house_edge' | 'max_multiplier'>,
  round: { seed: string; hash: string; crash_point: number },
): Promise<Verification> => {
  if (!/^[0-9a-f]{64}$/.test(round.seed))
    return { hashMatches: false, recomputed: 0, verified: false };
  const hash = hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(round.seed)));
  const recomputed = await crashPointOfSeed(rules, round.seed);
  const hashMatches = hash === round.hash;
  return {
    hashMatches,
    recomputed,
    verified: hashMatches && recomputed === Math.round(round.crash_point * 100),
  };
};
