import * as z from '../../zod';
import { envelope, moneyAmount } from '../common';
import { studioRoundSchema, studioToken } from './round';

/**
 * Table games (roulette, baccarat, the money wheel) take chips on several spots of a layout.
 * The session's `bets` are then the chip values; a round's stakes are checked on the server:
 * every spot's stake a whole number of the smallest chip, the total within the table's limits.
 */

/** A spot of a table layout, e.g. `straight:17`, `red`, `banker`, `n10`; the rules list them. */
export const tableSpot = z.string().regex(/^[a-z0-9:-]{1,16}$/);

export const spotBetSchema = z.object({ spot: tableSpot, amount: moneyAmount });
export type SpotBetBody = z.infer<typeof spotBetSchema>;

/** A spot of a settled round: its stake and what it paid back, stake included (0 lost). */
export const spotPaySchema = spotBetSchema.extend({ win: z.number() });
export type SpotPayResult = z.infer<typeof spotPaySchema>;

/** The most spots one round may cover. */
export const TABLE_MAX_SPOTS = 60;

/** The stakes a table takes on one round, in major units: the total within [min, max]. */
export const tableLimitsSchema = z.object({
  min: z.number(),
  max: z.number(),
  /** Every spot's stake is a whole number of this (the smallest chip). */
  step: z.number(),
});
export type TableLimits = z.infer<typeof tableLimitsSchema>;

/** The body of a round at a table: every spot's stake; the same spot at most once. */
export const tableRoundBody = z.strictObject({
  token: studioToken,
  bets: z.array(spotBetSchema).min(1).max(TABLE_MAX_SPOTS),
});

/** The answer to a table round played at once (an RNG table): what it paid, the result. */
export const tableRoundResponse = <Result extends z.ZodType>(result: Result) =>
  envelope(studioRoundSchema(result).extend({ spots: z.array(spotPaySchema) }));
