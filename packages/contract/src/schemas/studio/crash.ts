import * as z from '../../zod';
import { CRASH_AUTO_CASHOUT_MAX, CRASH_AUTO_CASHOUT_MIN } from '../../constants';
import { envelope, isoDateTime, moneyAmount } from '../common';
import { studioToken } from './round';

/**
 * What a crash page needs: the house edge and cap of the crash point, the curve of the
 * multiplier and the round's timings (docs/decisions/0013-crash-rounds.md has the recipe).
 */
export const crashRulesSchema = z.object({
  engine: z.literal('crash'),
  /** Declared return to player in percent, for every automatic cash-out target. */
  rtp: z.number(),
  /** House edge in percent: crash = max(1, floor(100 * (1 - edge/100) / (1 - u)) / 100). */
  house_edge: z.number(),
  /** The highest crash point; a round that would go higher crashes there. */
  max_multiplier: z.number(),
  /** The multiplier after t seconds of running is e^(growth_per_second * t). */
  growth_per_second: z.number(),
  betting_ms: z.number().int(),
  pause_ms: z.number().int(),
  auto_cashout_min: z.number(),
  auto_cashout_max: z.number(),
});
export type CrashRules = z.infer<typeof crashRulesSchema>;

/** A multiplier with two decimals, as the crash game's grid has them. */
const multiplier = z
  .number()
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-9,
    'At most two decimals.',
  );

export const crashBetBody = z.strictObject({
  token: studioToken,
  /** The stake in major units; one of the session's `bets`. */
  bet: moneyAmount,
  /** Cash out automatically when the multiplier reaches this; null or absent: by hand only. */
  auto_cashout: multiplier
    .min(CRASH_AUTO_CASHOUT_MIN)
    .max(CRASH_AUTO_CASHOUT_MAX)
    .nullable()
    .optional(),
});
export type CrashBetBody = z.infer<typeof crashBetBody>;

export const crashCashoutBody = z.strictObject({ token: studioToken });

/** A round of a crash game as everyone watching it sees it. */
export const crashRoundSchema = z.object({
  sequence: z.number().int(),
  phase: z.enum(['betting', 'running', 'crashed']),
  /** SHA-256 of the round's seed, published when betting opens. */
  hash: z.string(),
  betting_at: isoDateTime,
  /** When the multiplier starts rising (the end of the betting window). */
  starts_at: isoDateTime,
  /** The server's clock when this was sent, so a page can correct its own. */
  server_time: isoDateTime,
  /** Known only once crashed. */
  crash_point: z.number().nullable(),
  crashed_at: isoDateTime.nullable(),
  /** The seed, revealed once crashed: SHA-256(seed) = hash, and it gives the crash point. */
  seed: z.string().nullable(),
});
export type CrashRound = z.infer<typeof crashRoundSchema>;

/** A bet in the round's list; players are shown by an anonymised name. */
export const crashBetSchema = z.object({
  id: z.string(),
  name: z.string(),
  bet: z.number(),
  currency: z.string(),
  /** The multiplier it was cashed out at, or null while riding (or lost). */
  cashout: z.number().nullable(),
  win: z.number().nullable(),
});
export type CrashBetEntry = z.infer<typeof crashBetSchema>;

/** The own bet of this game session in the current round. */
export const crashOwnBetSchema = z.object({
  round_id: z.string(),
  sequence: z.number().int(),
  bet: z.number(),
  auto_cashout: z.number().nullable(),
  cashout: z.number().nullable(),
  win: z.number().nullable(),
  status: z.enum(['playing', 'open', 'settled', 'refused', 'void']),
});
export type CrashOwnBet = z.infer<typeof crashOwnBetSchema>;

/** A crashed round of the results strip, with what verifies it. */
export const crashResultSchema = z.object({
  sequence: z.number().int(),
  crash_point: z.number(),
  hash: z.string(),
  seed: z.string(),
});
export type CrashResult = z.infer<typeof crashResultSchema>;

/** `crash:state`: sent to a socket when it joins. */
export const crashStateSchema = z.object({
  round: crashRoundSchema,
  bets: z.array(crashBetSchema),
  /** The last crash points, newest first. */
  history: z.array(crashResultSchema),
  own_bet: crashOwnBetSchema.nullable(),
});
export type CrashState = z.infer<typeof crashStateSchema>;

/** `crash:cashout`: one bet of the list cashed out. */
export const crashCashoutEventSchema = z.object({
  id: z.string(),
  cashout: z.number(),
  win: z.number(),
});
export type CrashCashoutEvent = z.infer<typeof crashCashoutEventSchema>;

/** `crash:settled`: the own bet finished, to its game session only. */
export const crashSettledSchema = z.object({
  round_id: z.string(),
  sequence: z.number().int(),
  cashout: z.number().nullable(),
  win: z.number(),
  /** The balance after it when known (real: total plus bonus; demo: play money). */
  balance: z.number().nullable(),
});
export type CrashSettled = z.infer<typeof crashSettledSchema>;

export const crashBetResponse = envelope(
  z.object({
    round_id: z.string(),
    sequence: z.number().int(),
    bet: z.number(),
    auto_cashout: z.number().nullable(),
    balance: z.number(),
  }),
);

export const crashCashoutResponse = envelope(
  z.object({
    round_id: z.string(),
    sequence: z.number().int(),
    /** The server's multiplier when it handled the cash-out. */
    cashout: z.number(),
    win: z.number(),
    balance: z.number().nullable(),
  }),
);
export type CrashCashoutResult = z.infer<typeof crashCashoutResponse>['data'];
export type CrashBetResult = z.infer<typeof crashBetResponse>['data'];
