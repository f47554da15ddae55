import * as z from '../../zod';
import { baccaratRulesSchema } from './baccarat';
import { liveWheelRulesSchema } from './live-wheel';
import { rouletteRulesSchema } from './roulette';
import { bingoRulesSchema } from './bingo';
import { diceRulesSchema } from './dice';
import { scratchRulesSchema } from './scratch';
import { crashRulesSchema } from './crash';
import { blackjackRulesSchema } from './blackjack';
import { slotRulesSchema } from './slot';
import { wheelRulesSchema } from './wheel';

/**
 * What a game page draws its game from, one schema per engine family; `engine` (the catalog
 * game's engine) tells the page which game to run.
 */
export const studioRulesSchema = z.discriminatedUnion('engine', [
  slotRulesSchema,
  rouletteRulesSchema,
  baccaratRulesSchema,
  liveWheelRulesSchema,
  scratchRulesSchema,
  diceRulesSchema,
  wheelRulesSchema,
  bingoRulesSchema,
  crashRulesSchema,
  blackjackRulesSchema,
]);
export type StudioRules = z.infer<typeof studioRulesSchema>;
