import * as z from '../zod';
import { LANGUAGES, WAGERING_CATEGORIES } from '../constants';
import { BONUS_CODE_MAX_LENGTH } from '../rules/identity';
import { recordId } from './common';

/** What a campaign gives (spec 02 §7). */
export const CAMPAIGN_TYPES = ['deposit_match', 'free_spins', 'no_deposit', 'cashback'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/** The default share of each wagering category (`WAGERING_CATEGORIES`). */
export const DEFAULT_GAME_CONTRIBUTION: Record<(typeof WAGERING_CATEGORIES)[number], number> = {
  slots: 100,
  tables: 10,
  live: 10,
  crash: 0,
};

/** The highest wagering multiplier a campaign may carry (the UK reference, decision 0031). */
export const WAGERING_MULTIPLIER_MAX = 10;

const minor = z.number().int().min(0).max(100_000_000);
const positiveMinor = z.number().int().min(1).max(100_000_000);
/** Amounts by currency id (as a string key), in minor units. */
const perCurrency = (amount: typeof minor) =>
  z.record(z.string().regex(/^[1-9][0-9]{0,8}$/), amount);
const percentage = z.number().int().min(1).max(1000);
const languageTexts = z
  .object(Object.fromEntries(LANGUAGES.map((l) => [l, z.string().trim().min(1).max(20_000)])))
  .strict() as unknown as z.ZodType<Record<(typeof LANGUAGES)[number], string>>;
const shortTexts = z
  .object(Object.fromEntries(LANGUAGES.map((l) => [l, z.string().trim().min(1).max(200)])))
  .strict() as unknown as z.ZodType<Record<(typeof LANGUAGES)[number], string>>;

/** The per-type part of a campaign. */
export const campaignRewardSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('deposit_match'),
    percentage,
    /** The largest bonus by currency. */
    max_amounts: perCurrency(positiveMinor),
  }),
  z.object({
    type: z.literal('free_spins'),
    /** Studio game slugs the spins are played on. */
    games: z
      .array(z.string().regex(/^[a-z0-9-]{1,64}$/))
      .min(1)
      .max(20),
    spins: z.number().int().min(1).max(500),
    /** The stake of one spin by currency. */
    spin_values: perCurrency(positiveMinor),
  }),
  z.object({
    type: z.literal('no_deposit'),
    amounts: perCurrency(positiveMinor),
  }),
  z.object({
    type: z.literal('cashback'),
    percentage: z.number().int().min(1).max(100),
    max_amounts: perCurrency(positiveMinor),
  }),
]);
export type CampaignReward = z.infer<typeof campaignRewardSchema>;

/** A campaign as an operator defines it (ops create/edit). */
export const campaignDefinitionSchema = z
  .object({
    code: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/)
      .min(3)
      .max(BONUS_CODE_MAX_LENGTH),
    names: shortTexts,
    descriptions: languageTexts,
    terms: languageTexts,
    reward: campaignRewardSchema,
    is_public: z.boolean(),
    sms_verified: z.boolean(),
    currency_ids: z.array(z.number().int().min(1)).max(50),
    country_codes: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
    /** The smallest qualifying deposit by currency; absent for a currency means none. */
    min_deposits: perCurrency(minor),
    wagering_multiplier: z.number().int().min(0).max(WAGERING_MULTIPLIER_MAX),
    /** Percent of a stake that counts toward wagering, by category. */
    game_contribution: z
      .object(
        Object.fromEntries(WAGERING_CATEGORIES.map((c) => [c, z.number().int().min(0).max(100)])),
      )
      .strict() as unknown as z.ZodType<Record<(typeof WAGERING_CATEGORIES)[number], number>>,
    /** The largest stake while wagering, by currency. */
    max_bets: perCurrency(positiveMinor),
    valid_from: z.iso.datetime({ offset: true }),
    valid_to: z.iso.datetime({ offset: true }).nullable(),
    /** Days the bonus stays open after the player activates it. */
    expiry_days: z.number().int().min(1).max(365),
  })
  .superRefine((value, context) => {
    if (value.valid_to && Date.parse(value.valid_to) <= Date.parse(value.valid_from))
      context.addIssue({
        code: 'custom',
        path: ['valid_to'],
        message: 'The end must come after the start.',
      });
    const amounts =
      value.reward.type === 'free_spins'
        ? value.reward.spin_values
        : value.reward.type === 'no_deposit'
          ? value.reward.amounts
          : value.reward.max_amounts;
    for (const currencyId of value.currency_ids)
      if (amounts[String(currencyId)] === undefined)
        context.addIssue({
          code: 'custom',
          path: ['reward'],
          message: `No amount for currency ${currencyId}.`,
        });
    if (Object.keys(amounts).length === 0)
      context.addIssue({ code: 'custom', path: ['reward'], message: 'No amount in any currency.' });
  });
export type CampaignDefinition = z.infer<typeof campaignDefinitionSchema>;

/** ops campaigns edit: any part of a definition, with who and why. */
export const opsCampaignCreateBody = z.object({
  definition: campaignDefinitionSchema,
  operator: z.string().trim().min(1).max(100),
  reason: z.string().trim().min(1).max(500),
});
export const opsCampaignEditBody = z.object({
  changes: z.record(z.string(), z.unknown()),
  operator: z.string().trim().min(1).max(100),
  reason: z.string().trim().min(1).max(500),
});
export const opsCampaignEndBody = z.object({
  operator: z.string().trim().min(1).max(100),
  reason: z.string().trim().min(1).max(500),
});
export type OpsCampaignCreateBody = z.infer<typeof opsCampaignCreateBody>;
export type OpsCampaignEditBody = z.infer<typeof opsCampaignEditBody>;
export type OpsCampaignEndBody = z.infer<typeof opsCampaignEndBody>;

/** The skin an operator's campaign command acts on (the first skin when not named). */
export const opsCampaignSkinQuery = z.object({
  skin_id: z.decimal(recordId).default(1),
});
export const opsCampaignCodeParams = z.object({
  code: z.string().min(1).max(BONUS_CODE_MAX_LENGTH),
});
/** A campaign as stored: its definition and every change, oldest first. */
export const campaignHistorySchema = z.object({
  id: z.number().int(),
  definition: z.record(z.string(), z.unknown()),
  changes: z.array(
    z.object({
      action: z.string(),
      operator: z.string(),
      reason: z.string(),
      changes: z.record(z.string(), z.unknown()),
      at: z.string(),
    }),
  ),
});
/** ops campaigns show: the definition as stored and every change, oldest first. */
export const opsCampaignShowResponse = z.object({ data: campaignHistorySchema });
export type OpsCampaignShow = z.infer<typeof opsCampaignShowResponse>['data'];
