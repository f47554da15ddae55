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
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('campaigns_skin_code').on(table.skinId, sql`lower(${table.code})`)],
);
