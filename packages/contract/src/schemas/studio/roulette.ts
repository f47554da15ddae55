import * as z from '../../zod';
import { tableLimitsSchema } from './table';

/** A kind of roulette bet: how many numbers it covers and what it pays (n to 1). */
export const rouletteBetKindSchema = z.object({
  kind: z.enum([
    'straight',
    'split',
    'street',
    'corner',
    'line',
    'dozen',
    'column',
    'red',
    'black',
    'odd',
    'even',
    'low',
    'high',
  ]),
  numbers: z.number().int(),
  pays: z.number().int(),
});

/** European roulette (one zero): a live table on the shared timeline or an RNG table. */
export const rouletteRulesSchema = z.object({
  engine: z.literal('roulette'),
  /** A live table spins for everyone on a timeline; an RNG table spins when the player asks. */
  live: z.boolean(),
  limits: tableLimitsSchema,
  /** The red numbers; the other non-zero numbers are black. */
  red: z.array(z.number().int()),
  bets: z.array(rouletteBetKindSchema),
  /** Declared return to player in percent, the same for every bet. */
  rtp: z.number(),
});
export type RouletteRules = z.infer<typeof rouletteRulesSchema>;

/** The pocket the ball landed in. */
export const rouletteResultSchema = z.object({
  pocket: z.number().int().min(0).max(36),
  colour: z.enum(['green', 'red', 'black']),
});
export type RouletteResult = z.infer<typeof rouletteResultSchema>;
