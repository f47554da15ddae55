import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { CampaignReward } from '@prime/contract';
import { skins } from '../cms/cms.tables';

/**
 * Bonus campaigns. Registration lists the public ones for a country and currency and checks
 * bonus codes; awarding and wagering come with the bonus area.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    skinId: integer('skin_id')
      .notNull()
      .references(() => skins.id),
    /** The bonus code a player types; null for campaigns chosen from the list only. */
    code: text('code'),
    /** Names by language code; `en` is required. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
    mediaUrl: text('media_url'),
    /** What the campaign gives: `deposit_bonus`, `free_spins`, `cashback`, `no_deposit`. */
    action: varchar('action', { length: 32 }).notNull(),
    /** Listed in registration and promotions; a code-only campaign is not. */
    isPublic: boolean('is_public').notNull().default(true),
    /** Currency ids and country codes it is open to; empty means all. */
    currencyIds: jsonb('currency_ids').$type<number[]>().notNull().default([]),
    countryCodes: jsonb('country_codes').$type<string[]>().notNull().default([]),
    /** The player must have a verified phone to receive it (options.sms_verified). */
    smsVerified: boolean('sms_verified').notNull().default(false),
    /** Terms in full by language, shown before a player accepts. */
    terms: jsonb('terms').$type<Record<string, string>>().notNull().default({}),
    /** The type and its figures (percentage, maxima, spins, per-currency amounts). */
    reward: jsonb('reward').$type<CampaignReward | null>(),
    /** The smallest qualifying deposit by currency id, minor units. */
    minDeposits: jsonb('min_deposits').$type<Record<string, number>>().notNull().default({}),
    /** Times the bonus must be staked before it becomes cash; capped at 10. */
    wageringMultiplier: integer('wagering_multiplier').notNull().default(0),
    /** Percent of a stake counted toward wagering by game category. */
    gameContribution: jsonb('game_contribution')
      .$type<Record<string, number>>()
      .notNull()
      .default({ slots: 100, tables: 10, live: 10, crash: 0 }),
    /** The largest stake while wagering, by currency id, minor units. */
    maxBets: jsonb('max_bets').$type<Record<string, number>>().notNull().default({}),
    /** Days the bonus stays open after the player activates it. */
    expiryDays: integer('expiry_days').notNull().default(30),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('campaigns_skin_code').on(table.skinId, sql`lower(${table.code})`)],
);

/** Every operator change to a campaign: who, why and what. */
export const campaignChanges = pgTable('campaign_changes', {
  id: serial('id').primaryKey(),
  campaignId: integer('campaign_id')
    .notNull()
    .references(() => campaigns.id),
  /** `create`, `edit` or `end`. */
  action: varchar('action', { length: 16 }).notNull(),
  operator: text('operator').notNull(),
  reason: text('reason').notNull(),
  /** The fields set by this change. */
  changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
