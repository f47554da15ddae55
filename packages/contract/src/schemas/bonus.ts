import * as z from '../zod';
import { WAGERING_CATEGORIES } from '../constants';
import { CAMPAIGN_TYPES } from './campaigns';
import { envelope, isoDateTime, recordId } from './common';
import { campaignSchema } from './registration';

/**
 * A player's bonus from award to end (decision 0032). `pending`: chosen at registration, by code
 * or from My bonus and waiting for its qualifying deposit; `active`: money in the bonus pocket
 * being wagered; the rest are ends.
 */
export const PLAYER_BONUS_STATUSES = [
  'pending',
  'active',
  'converted',
  'forfeited',
  'expired',
  'ended_min_balance',
] as const;
export type PlayerBonusStatus = (typeof PLAYER_BONUS_STATUSES)[number];

/** Why an active bonus ended, as the player's room hears it. */
export const BONUS_END_REASONS = [
  'converted',
  'forfeited',
  'expired',
  'ended_min_balance',
] as const;
export type BonusEndReason = (typeof BONUS_END_REASONS)[number];

/**
 * `GET me` → `bonus` (spec 02 §3 Player info and Player campaign): the active bonus, amounts in
 * major units of the player's currency.
 */
export const activeBonusSchema = z.object({
  /** The player campaign's id. */
  id: z.number().int(),
  campaign_id: z.number().int(),
  player: z.object({ user_id: z.number().int() }),
  campaign: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    type: z.enum(CAMPAIGN_TYPES),
    /** The largest stake while wagering; null when the campaign sets none for the currency. */
    max_bet: z.number().nullable(),
    wagering_multiplier: z.number().int(),
    /** Percent of a stake that counts, by game category. */
    game_contribution: z.record(z.enum(WAGERING_CATEGORIES), z.number().int()),
    /** The terms the player accepted, in the language asked for. */
    terms: z.string(),
  }),
  status: z.literal('active'),
  /** The bonus awarded (free-spin wins added as they come). */
  amount: z.number(),
  /** The bonus pocket now. */
  balance: z.number(),
  /** Turnover to reach: amount × wagering multiplier. */
  target: z.number(),
  /** Turnover counted so far. */
  counter: z.number(),
  /** counter / target in percent, 0–100, two decimals at most. */
  counter_percentage: z.number(),
  /** Free spins granted (0 for other campaigns). */
  freespins: z.number().int(),
  /** Free spins played. */
  freespins_counter: z.number().int(),
  /** Studio slugs of the games the free spins are played on. */
  freespin_games: z.array(z.string()),
  /** The value of one free spin; null for other campaigns. */
  freespin_value: z.number().nullable(),
  activated_at: isoDateTime,
  expires_at: isoDateTime,
  /** Seconds until `expires_at`. */
  countdown: z.number().int(),
});
export type ActiveBonus = z.infer<typeof activeBonusSchema>;

/** GET campaigns/players/{id}/unusedCampaigns: campaigns the player may still activate. */
export const unusedCampaignsParams = z.object({ id: z.decimal(recordId) });
export const unusedCampaignsQuery = z
  .object({
    language: z.string().max(8).optional(),
    is_deposit: z.string().max(8).optional(),
    campaign_visible: z.string().max(8).optional(),
  })
  .loose();
export const unusedCampaignSchema = campaignSchema.extend({
  /** The player's own choice (registration, code or My bonus) waiting for its deposit. */
  chosen: z.boolean(),
  /** `deposit`: awarded on the next qualifying deposit; `now`: awarded when activated. */
  activation: z.enum(['deposit', 'now']),
});
export type UnusedCampaign = z.infer<typeof unusedCampaignSchema>;
export const unusedCampaignsResponse = envelope(z.array(unusedCampaignSchema));

/**
 * POST campaigns/players/{id}/activate {code}: choose a campaign for the next deposit, or take a
 * no-deposit or free-spins campaign at once. One bonus at a time.
 */
export const activateCampaignBody = z.strictObject({ code: z.string().min(1).max(64) });
export const activateCampaignResponse = envelope(
  z.object({
    status: z.enum(['pending', 'active']),
    campaign_id: z.number().int(),
    bonus: activeBonusSchema.nullable(),
  }),
);

/**
 * DELETE campaigns/players/{id}: give up the active bonus (its money and its winnings leave the
 * bonus pocket; real money stays) and any pending choice.
 */
export const forfeitCampaignResponse = envelope(
  z.object({ forfeited: z.boolean(), removed_amount: z.number() }),
);

/** POST campaigns/{campaign_id}/players/{player_id}/ping: whether the game shows the bonus box. */
export const bonusPingParams = z.object({
  campaign_id: z.decimal(recordId),
  player_id: z.decimal(recordId),
});
export const bonusPingBody = z.object({
  game_id: z.union([recordId, z.decimal(recordId)]),
  provider_id: z.union([recordId, z.decimal(recordId)]).optional(),
});
export const bonusPingResponse = envelope(
  z.object({
    useBonus: z.boolean(),
    /** Percent of this game's stakes that counts toward the target. */
    contribution: z.number().int(),
    /** Whether free spins of the bonus are played on this game. */
    freespins_here: z.boolean(),
    bonus: activeBonusSchema.nullable(),
  }),
);

/** What the player's room hears on `bonus` after every change of the active bonus. */
export const bonusEventSchema = z.object({
  bonus: activeBonusSchema.nullable(),
  /** Set when the bonus just ended, and why. */
  ended: z.enum(BONUS_END_REASONS).nullable(),
});
export type BonusEvent = z.infer<typeof bonusEventSchema>;

/** ops campaigns cost: what each campaign gave and what it cost the house. */
export const opsCampaignCostSchema = z.object({
  campaign_id: z.number().int(),
  code: z.string(),
  currency: z.string(),
  /** Players who chose or activated it. */
  taken_up: z.number().int(),
  active: z.number().int(),
  converted: z.number().int(),
  forfeited_or_expired: z.number().int(),
  /** Minor units. */
  awarded: z.number().int(),
  converted_amount: z.number().int(),
  removed_amount: z.number().int(),
});
export type OpsCampaignCost = z.infer<typeof opsCampaignCostSchema>;
export const opsCampaignCostResponse = envelope(z.array(opsCampaignCostSchema));
