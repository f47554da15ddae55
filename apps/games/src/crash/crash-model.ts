import type { CrashOwnBet, CrashRound, CrashRules } from '@prime/contract';
import { toMajor, toMinor } from '@prime/contract/money';

/**
 * The crash page's arithmetic, the same as the server's (docs/decisions/0013-crash-rounds.md):
 * the multiplier after t ms of running is e^(r t) floored to 0.01, and a cash-out pays the
 * stake times it floored to the cent. The server decides; the page only shows.
 */
export const multiplierAt = (rules: CrashRules, elapsedMs: number): number =>
  Math.floor(100 * Math.exp((rules.growth_per_second * Math.max(0, elapsedMs)) / 1_000) + 1e-9) /
  100;

/** What a cash-out at `multiplier` pays on `bet` (major units), floored to the cent. */
export const cashoutAmount = (bet: number, multiplier: number): number =>
  toMajor((toMinor(bet) * BigInt(Math.round(multiplier * 100))) / 100n);

export const formatMultiplier = (multiplier: number): string => `${multiplier.toFixed(2)}x`;

export type AutoCashout = { ok: true; value: number | null } | { ok: false };

/** The automatic cash-out field: empty means by hand; else a number with two decimals in range. */
export const parseAutoCashout = (rules: CrashRules, text: string): AutoCashout => {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { ok: false };
  const value = Number(trimmed);
  return value >= rules.auto_cashout_min && value <= rules.auto_cashout_max
    ? { ok: true, value }
    : { ok: false };
};

/** The difference between the server's clock and this one, from a message's `server_time`. */
export const clockOffset = (serverTime: string, receivedAt = Date.now()): number =>
  Date.parse(serverTime) - receivedAt;

/**
 * Where the player's own bet stands as the page shows it. A bet still `playing` from an earlier
 * round lost to that round's crash, even while its settlement has not reached the page yet.
 */
export const ownBetState = (
  own: Pick<CrashOwnBet, 'sequence' | 'status' | 'cashout'>,
  round: Pick<CrashRound, 'sequence' | 'phase'> | null,
): 'cashed_out' | 'lost' | 'riding' => {
  if (own.cashout !== null) return 'cashed_out';
  const isThisRound = round !== null && round.sequence === own.sequence;
  return own.status === 'playing' && isThisRound && round.phase !== 'crashed' ? 'riding' : 'lost';
};
