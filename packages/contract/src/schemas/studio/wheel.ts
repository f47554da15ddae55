import * as z from '../../zod';
import { studioRoundBody, studioRoundResponse } from './round';

export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;
export type WheelRisk = (typeof WHEEL_RISKS)[number];

/** What the page needs to draw the wheels: one per risk level, every segment equally likely. */
export const wheelRulesSchema = z.object({
  engine: z.literal('wheel'),
  wheels: z.array(
    z.object({
      risk: z.enum(WHEEL_RISKS),
      /** Each segment's multiple of the stake, clockwise from the top. */
      segments: z.array(z.number()),
    }),
  ),
  /** Declared return to player in percent; the same for every risk level. */
  rtp: z.number(),
});
export type WheelRules = z.infer<typeof wheelRulesSchema>;

export const wheelChoiceSchema = z.strictObject({ risk: z.enum(WHEEL_RISKS) });
export type WheelChoice = z.infer<typeof wheelChoiceSchema>;

export const wheelResultSchema = z.object({
  risk: z.enum(WHEEL_RISKS),
  /** The segment the wheel stopped on (index into the risk's segments). */
  segment: z.number().int(),
  multiplier: z.number(),
});
export type WheelResult = z.infer<typeof wheelResultSchema>;

export const wheelSpinBody = studioRoundBody(wheelChoiceSchema);
export const wheelSpinResponse = studioRoundResponse(wheelResultSchema);
