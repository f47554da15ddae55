import type { LiveTiming } from '@prime/contract';

export type LivePhase = 'betting' | 'spinning' | 'result';

/**
 * The live table's phases as the page computes them from the timeline the server sent, with
 * the page's clock corrected by the server's (`skew`): the same formula the server uses.
 */
export const livePhaseAt = (
  timing: LiveTiming,
  serverNow: number,
): { sequence: number; phase: LivePhase; msLeft: number } => {
  const sequence = Math.floor((serverNow - timing.offset_ms) / timing.period_ms);
  const start = timing.offset_ms + sequence * timing.period_ms;
  const closes = start + timing.betting_ms;
  const settles = closes + timing.spinning_ms;
  if (serverNow < closes) return { sequence, phase: 'betting', msLeft: closes - serverNow };
  if (serverNow < settles) return { sequence, phase: 'spinning', msLeft: settles - serverNow };
  return { sequence, phase: 'result', msLeft: start + timing.period_ms - serverNow };
};

/** Hex SHA-256 of a text, for checking a revealed seed against its published hash. */
export const sha256Hex = async (text: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

const hexBytes = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/**
 * The server's seedInt (fairness.ts) in the browser: 32-bit draws of HMAC-SHA256(seed,
 * `${label}:${k}`), rejected above the largest multiple of n. Lets a player recompute a result.
 */
export const seedInt = async (seed: string, label: string, n: number): Promise<number> => {
  const key = await crypto.subtle.importKey(
    'raw',
    hexBytes(seed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (let counter = 0; ; counter += 1) {
    const mac = await crypto.subtle.sign(
      'HMAC',
      key,
      new TextEncoder().encode(`${label}:${counter}`),
    );
    const draw = new DataView(mac).getUint32(0);
    if (draw < limit) return draw % n;
  }
};
