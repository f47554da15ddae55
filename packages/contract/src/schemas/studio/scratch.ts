import * as z from '../../zod';
import { studioRoundBody, studioRoundResponse } from './round';

/** A prize of a scratch card: three cells of this multiple of the stake win it. */
export const scratchPrizeSchema = z.object({
  multiplier: z.number().int(),
  /** A card wins this prize once in this many cards, on average. */
  one_in: z.number(),
});

/** What the page needs to draw a scratch card and its prize table. */
export const scratchRulesSchema = z.object({
  engine: z.literal('scratch-card'),
  rows: z.number().int(),
  columns: z.number().int(),
  /** Cells of the same prize that win it. */
  match: z.number().int(),
  /** Largest first. */
  prizes: z.array(scratchPrizeSchema),
  /** Declared return to player in percent. */
  rtp: z.number(),
});
export type ScratchRules = z.infer<typeof scratchRulesSchema>;

/** A scratch card takes no choice; the body's `choice` is null. */
export const scratchChoiceSchema = z.null();

/** The whole card, drawn at purchase: what the player scratches off is only presentation. */
export const scratchResultSchema = z.object({
  /** The prize under each cell, as a multiple of the stake, row by row. */
  cells: z.array(z.number().int()),
  /** The multiple of the stake won, or null for a card without a prize. */
  prize: z.number().int().nullable(),
  /** Indexes of the cells that make the prize (empty without one). */
  winning_cells: z.array(z.number().int()),
});
export type ScratchResult = z.infer<typeof scratchResultSchema>;

export const scratchPlayBody = studioRoundBody(scratchChoiceSchema);
export const scratchPlayResponse = studioRoundResponse(scratchResultSchema);
