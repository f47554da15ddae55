import * as z from '../../zod';
import { envelope, moneyAmount } from '../common';
import { studioToken } from './round';

/** A symbol of a slot: its id, and what it does (`wild` substitutes, `scatter` pays anywhere). */
export const slotSymbolSchema = z.object({
  id: z.string(),
  kind: z.enum(['regular', 'wild', 'scatter']),
  /** Line pays by count of a kind, as multipliers of the line bet: `{ "3": 5, "4": 20 }`. */
  pays: z.record(z.string(), z.number()),
});

/** What the game page needs to draw a slot and its paytable; no reel strips. */
export const slotRulesSchema = z.object({
  engine: z.enum(['slot-3', 'slot-4', 'slot-5']),
  reels: z.number().int(),
  rows: z.number().int(),
  /** Each payline as the row index (0 = top) on every reel. */
  paylines: z.array(z.array(z.number().int())),
  symbols: z.array(slotSymbolSchema),
  /** Scatters anywhere: count -> free spins awarded. */
  free_spins: z.record(z.string(), z.number().int()),
  /** Wins during free spins are multiplied by this. */
  free_spins_multiplier: z.number().int(),
  /** Declared return to player in percent. */
  rtp: z.number(),
});
export type SlotRules = z.infer<typeof slotRulesSchema>;

export const studioSpinBody = z.strictObject({
  token: studioToken,
  /** The stake of the spin in major units; one of the session's `bets`. */
  bet: moneyAmount,
});

/** One spin of the reels: the symbols shown (reel by reel, top to bottom) and what they paid. */
export const slotSpinSchema = z.object({
  grid: z.array(z.array(z.string())),
  line_wins: z.array(
    z.object({
      line: z.number().int(),
      symbol: z.string(),
      count: z.number().int(),
      win: z.number(),
    }),
  ),
  scatter_win: z.number(),
  free_spins_awarded: z.number().int(),
  /** Everything this spin paid, in major units (multiplier included). */
  win: z.number(),
});
export type SlotSpin = z.infer<typeof slotSpinSchema>;

export const studioSpinResponse = envelope(
  z.object({
    round_id: z.string(),
    bet: z.number(),
    /** The paid spin, then every free spin it led to, in order. */
    spins: z.array(slotSpinSchema),
    /** The whole round's win, paid as one credit. */
    win: z.number(),
    /** The balance after the round (see studioSessionResponse.balance). */
    balance: z.number(),
  }),
);
export type StudioSpinResult = z.infer<typeof studioSpinResponse>['data'];
