import * as z from '../../zod';
import { envelope, isoDateTime, moneyAmount } from '../common';

/** The launch token of the game page's URL (`?token=`): the only credential, one game session. */
export const studioToken = z.string().min(20).max(128);
export const studioTokenQuery = z.object({ token: studioToken });

/**
 * The body of one paid round of an instant engine: the stake in major units (one of the
 * session's `bets`) and the player's choice, whose shape the engine's own schema gives.
 */
export const studioRoundBody = <Choice extends z.ZodType>(choice: Choice) =>
  z.strictObject({ token: studioToken, bet: moneyAmount, choice });

/**
 * The answer to one round: its id, the stake, what it paid (major units), the balance after it
 * (real: total plus bonus; demo: play money) and the engine's result to show.
 */
export const studioRoundSchema = <Result extends z.ZodType>(result: Result) =>
  z.object({
    round_id: z.string(),
    bet: z.number(),
    win: z.number(),
    balance: z.number(),
    result,
  });

export const studioRoundResponse = <Result extends z.ZodType>(result: Result) =>
  envelope(studioRoundSchema(result));

/** A round of the player's history of one game, with the stored outcome a dispute is settled from. */
export const studioHistoryRoundSchema = z.object({
  round_id: z.string(),
  created_at: isoDateTime,
  mode: z.enum(['real', 'demo']),
  bet: z.number(),
  win: z.number(),
  /**
   * `playing` while the result is still to come, `open` while the win is being paid, `settled`,
   * `refused` (the wallet refused the stake) or `void` (no stake was taken).
   */
  status: z.enum(['playing', 'open', 'settled', 'refused', 'void']),
  /** The engine's stored outcome of the round, as drawn on the server. */
  outcome: z.record(z.string(), z.unknown()),
});
export type StudioHistoryRound = z.infer<typeof studioHistoryRoundSchema>;

/** GET /studio/rounds?token=: the player's last rounds of the session's game, newest first. */
export const studioHistoryResponse = envelope(z.array(studioHistoryRoundSchema));
