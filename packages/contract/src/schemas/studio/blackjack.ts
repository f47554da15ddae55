import * as z from '../../zod';
import { envelope, moneyAmount } from '../common';
import { studioToken } from './round';

/** The table rules a blackjack page states and the server plays by. */
export const blackjackRulesSchema = z.object({
  engine: z.literal('blackjack'),
  /** Decks in the shoe; a fresh shoe is shuffled for every round. */
  decks: z.number().int(),
  /** False: the dealer stands on every 17, soft 17 too. */
  dealer_hits_soft_17: z.boolean(),
  /** What a blackjack pays per unit staked (1.5 = 3:2). */
  blackjack_pays: z.number(),
  /** Doubling is allowed on any first two cards, after a split too. */
  double_after_split: z.boolean(),
  /** How many times a hand may be split (split aces take one card each). */
  max_splits: z.number().int(),
  insurance: z.boolean(),
  surrender: z.boolean(),
  /** A hand left alone this long is finished by standing on every open hand. */
  abandoned_after_minutes: z.number().int(),
  /** Declared return to player in percent, with basic strategy. */
  rtp: z.number(),
});
export type BlackjackRules = z.infer<typeof blackjackRulesSchema>;

export const blackjackActionSchema = z.enum(['hit', 'stand', 'double', 'split']);
export type BlackjackActionName = z.infer<typeof blackjackActionSchema>;

/** A card: rank (`A`, `2`-`9`, `T` for ten, `J`, `Q`, `K`) then suit (`S`, `H`, `D`, `C`). */
export const blackjackCardSchema = z.string().regex(/^[A2-9TJQK][SHDC]$/);

export const blackjackDealBody = z.strictObject({
  token: studioToken,
  /** The stake of the hand in major units; one of the session's `bets`. */
  bet: moneyAmount,
});

export const blackjackActionBody = z.strictObject({
  token: studioToken,
  round_id: z.uuid(),
  action: blackjackActionSchema,
});

const playerHandSchema = z.object({
  cards: z.array(blackjackCardSchema),
  total: z.number().int(),
  /** An ace counts 11 in the total. */
  soft: z.boolean(),
  /** The hand's stake in major units (twice the bet once doubled). */
  stake: z.number(),
  doubled: z.boolean(),
  /** Set once the round is over. */
  result: z.enum(['blackjack', 'win', 'push', 'lose', 'bust']).nullable(),
});

/**
 * A hand of blackjack as the page sees it. While the round is `playing` the dealer shows only
 * the up card (the hole card and the shoe stay on the server); once `finished` every card, each
 * hand's result and the win are shown.
 */
export const blackjackRoundSchema = z.object({
  round_id: z.string(),
  status: z.enum(['playing', 'finished']),
  /** The stake of one hand in major units. */
  bet: z.number(),
  /** Everything staked in the round (doubles and splits added). */
  staked: z.number(),
  hands: z.array(playerHandSchema),
  /** The hand the player acts on; null when the player's part is over. */
  active: z.number().int().nullable(),
  dealer: z.object({ cards: z.array(blackjackCardSchema), total: z.number().int() }),
  /** What the player may do now. */
  actions: z.array(blackjackActionSchema),
  /** What the round paid (stakes returned included); null while playing. */
  win: z.number().nullable(),
  /** The balance after the last money movement (see studioSessionResponse.balance). */
  balance: z.number(),
});
export type BlackjackRound = z.infer<typeof blackjackRoundSchema>;

export const blackjackRoundResponse = envelope(blackjackRoundSchema);

/** GET /studio/blackjack/current: the session's unfinished hand, or null. */
export const blackjackCurrentResponse = envelope(blackjackRoundSchema.nullable());
