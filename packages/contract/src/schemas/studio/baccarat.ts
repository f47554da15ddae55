import * as z from '../../zod';
import { tableLimitsSchema } from './table';

/** A card: rank 1 (ace) to 13 (king), suit 0 to 3 (spades, hearts, diamonds, clubs). */
export const playingCardSchema = z.object({
  rank: z.number().int().min(1).max(13),
  suit: z.number().int().min(0).max(3),
});

export const baccaratSpotSchema = z.enum(['player', 'banker', 'tie']);

/** Punto banco from an eight-deck shoe shuffled every round; live or RNG. */
export const baccaratRulesSchema = z.object({
  engine: z.literal('baccarat'),
  live: z.boolean(),
  limits: tableLimitsSchema,
  decks: z.number().int(),
  /** Each bet: what it pays (0.95 = 0.95 to 1) and its declared return to player in percent. */
  bets: z.array(z.object({ spot: baccaratSpotSchema, pays: z.number(), rtp: z.number() })),
});
export type BaccaratRules = z.infer<typeof baccaratRulesSchema>;

/** The hand as dealt: cards in the order they were drawn for each side, totals and winner. */
export const baccaratResultSchema = z.object({
  player: z.array(playingCardSchema),
  banker: z.array(playingCardSchema),
  player_total: z.number().int(),
  banker_total: z.number().int(),
  winner: baccaratSpotSchema,
});
export type BaccaratResult = z.infer<typeof baccaratResultSchema>;
