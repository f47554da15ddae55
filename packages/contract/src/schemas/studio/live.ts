import * as z from '../../zod';
import { envelope, INT4_MAX, isoDateTime } from '../common';
import { baccaratResultSchema } from './baccarat';
import { liveWheelResultSchema } from './live-wheel';
import { rouletteResultSchema } from './roulette';
import { spotBetSchema, spotPaySchema, tableRoundBody } from './table';
import { studioToken } from './round';

/**
 * Live tables deal on a timeline computed from the clock: round `sequence` of a game starts at
 * `offset_ms + sequence * period_ms` (Unix milliseconds); bets are taken for `betting_ms`, the
 * wheel spins or the cards are dealt for `spinning_ms`, the result shows for `result_ms`.
 */
export const liveTimingSchema = z.object({
  offset_ms: z.number().int(),
  period_ms: z.number().int(),
  betting_ms: z.number().int(),
  spinning_ms: z.number().int(),
  result_ms: z.number().int(),
});
export type LiveTiming = z.infer<typeof liveTimingSchema>;

/** A live table's result: pocket, hand or wheel stop, by engine. */
export const liveResultSchema = z.union([
  rouletteResultSchema,
  baccaratResultSchema,
  liveWheelResultSchema,
]);

/**
 * A round of a table after its bets closed: its seed, revealed, whose SHA-256 is the hash
 * published while bets were open, and the result computed from the seed.
 */
export const liveRevealedRoundSchema = z.object({
  sequence: z.number().int(),
  seed_hash: z.string(),
  seed: z.string(),
  result: liveResultSchema,
});
export type LiveRevealedRound = z.infer<typeof liveRevealedRoundSchema>;

/** The player's stakes on a round of a live table and what they paid (null until settled). */
export const liveBetSchema = z.object({
  round_id: z.string(),
  sequence: z.number().int(),
  bet: z.number(),
  win: z.number().nullable(),
  spots: z.array(spotBetSchema),
});
export type LiveBet = z.infer<typeof liveBetSchema>;

/** GET /studio/live/table?token=: the clock, the timeline, the current round and the history. */
export const liveTableResponse = envelope(
  z.object({
    server_time: isoDateTime,
    /** The server's clock in Unix milliseconds; the page computes phases from it. */
    server_ms: z.number().int(),
    timing: liveTimingSchema,
    /** The round now on the table: bets are open while `phase` is `betting`. */
    current: z.object({
      sequence: z.number().int(),
      phase: z.enum(['betting', 'spinning', 'result']),
      seed_hash: z.string(),
      /** Revealed once betting closed: the seed and result of this round. */
      revealed: liveRevealedRoundSchema.nullable(),
    }),
    /** The table's last results, newest first (every round, whoever played). */
    history: z.array(liveRevealedRoundSchema),
    /** The player's bets on the current round and the one before it. */
    bets: z.array(liveBetSchema),
    /** Real: total plus bonus; demo: play money. */
    balance: z.number(),
  }),
);
export type LiveTable = z.infer<typeof liveTableResponse>['data'];

/** POST /studio/live/bets: the stakes of one round; `sequence` must be the round taking bets. */
export const liveBetBody = tableRoundBody.extend({
  sequence: z.number().int().min(0).max(INT4_MAX),
});
export const liveBetResponse = envelope(
  z.object({
    round_id: z.string(),
    sequence: z.number().int(),
    bet: z.number(),
    balance: z.number(),
  }),
);

/** GET /studio/live/rounds/{sequence}?token=: a round after its bets closed, and the player's part. */
export const liveRoundParams = z.object({
  sequence: z.decimal(z.number().int().min(0).max(INT4_MAX)),
});
export const liveRoundQuery = z.object({ token: studioToken });
export const liveRoundResponse = envelope(
  liveRevealedRoundSchema.extend({
    /** Whether the round is settled: its wins were paid. */
    settled: z.boolean(),
    /** The player's stakes and wins on the round. */
    spots: z.array(spotPaySchema),
    bet: z.number(),
    win: z.number(),
    balance: z.number(),
  }),
);
export type LiveRound = z.infer<typeof liveRoundResponse>['data'];
