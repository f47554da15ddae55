import * as z from '../../zod';
import { DICE_TARGET_MAX, DICE_TARGET_MIN } from '../../dice-pay';
import { studioRoundBody, studioRoundResponse } from './round';

/** What the page needs to offer a dice roll. */
export const diceRulesSchema = z.object({
  engine: z.literal('dice'),
  /** Equally likely rolls: 0.00 to 99.99. */
  outcomes: z.number().int(),
  target_min: z.number().int(),
  target_max: z.number().int(),
  /**
   * Return to player in percent before rounding: a win pays the stake times
   * (rtp / 100) x outcomes / winning outcomes, rounded down to a cent, so no choice returns more.
   */
  rtp: z.number(),
});
export type DiceRules = z.infer<typeof diceRulesSchema>;

/** The player's call: the roll ends under the target, or over it (never equal to it). */
export const diceChoiceSchema = z.strictObject({
  direction: z.enum(['under', 'over']),
  target: z
    .number()
    .int('The target is a whole number.')
    .min(DICE_TARGET_MIN, `The target is at least ${DICE_TARGET_MIN}.`)
    .max(DICE_TARGET_MAX, `The target is at most ${DICE_TARGET_MAX}.`),
});
export type DiceChoice = z.infer<typeof diceChoiceSchema>;

export const diceResultSchema = z.object({
  /** The roll, 0.00 to 99.99. */
  roll: z.number(),
  direction: z.enum(['under', 'over']),
  target: z.number().int(),
  won: z.boolean(),
});
export type DiceResult = z.infer<typeof diceResultSchema>;

export const diceRollBody = studioRoundBody(diceChoiceSchema);
export const diceRollResponse = studioRoundResponse(diceResultSchema);
