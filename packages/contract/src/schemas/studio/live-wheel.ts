import * as z from '../../zod';
import { tableLimitsSchema } from './table';

/** A segment of the money wheel: a number (pays n to 1) or a multiplier (spin again). */
export const wheelSegmentSchema = z.object({
  kind: z.enum(['number', 'multiplier']),
  value: z.number().int(),
});

/**
 * The live money-wheel show (catalog engine `wheel`, live games only; `live-wheel` names its
 * page). Bets go on the numbers; the wheel is spun for everyone on the shared timeline.
 */
export const liveWheelRulesSchema = z.object({
  engine: z.literal('live-wheel'),
  live: z.literal(true),
  limits: tableLimitsSchema,
  /** The segments in order around the wheel. */
  segments: z.array(wheelSegmentSchema),
  /** Each bet spot (`n10`): its number, how many segments show it, its RTP in percent. */
  bets: z.array(
    z.object({
      spot: z.string(),
      value: z.number().int(),
      segments: z.number().int(),
      rtp: z.number(),
    }),
  ),
});
export type LiveWheelRules = z.infer<typeof liveWheelRulesSchema>;

/** Where the wheel stopped: every stop (multipliers first), the number and the multiplier. */
export const liveWheelResultSchema = z.object({
  stops: z.array(z.number().int()),
  value: z.number().int(),
  multiplier: z.number().int(),
});
export type LiveWheelResult = z.infer<typeof liveWheelResultSchema>;
