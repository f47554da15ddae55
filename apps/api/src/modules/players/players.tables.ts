import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { skins } from '../cms/cms.tables';
import { currencies } from '../geo/geo.tables';

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    skinId: integer('skin_id')
      .notNull()
      .references(() => skins.id),
    username: text('username').notNull(),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    mobile: text('mobile'),
    smsVerifiedAt: timestamp('sms_verified_at', { withTimezone: true }),
    /** argon2id */
    passwordHash: text('password_hash').notNull(),
    /** False for an imported player whose password must be renewed. */
    isCrypt: boolean('is_crypt').notNull().default(true),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: varchar('gender', { length: 8 }),
    dob: date('dob'),
    countryCode: varchar('country_code', { length: 2 }),
    city: text('city'),
    street: text('street'),
    streetNumber: text('street_number'),
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    postalCode: text('postal_code'),
    nationality: varchar('nationality', { length: 2 }),
    birthCountry: varchar('birth_country', { length: 2 }),
    /** Affiliate reference (btag) the player registered with. */
    referralCode: text('referral_code'),
    /** The campaign chosen or the bonus code entered at registration. */
    registrationCampaignId: integer('registration_campaign_id'),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    status: varchar('status', { length: 16 }).notNull().default('incompleted'),
    statusReason: text('status_reason'),
    statusExpiresAt: timestamp('status_expires_at', { withTimezone: true }),
    isPep: boolean('is_pep').notNull().default(false),
    isUbo: boolean('is_ubo').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    /**
     * The player's KYC standing as the kyc module last set it: `idApproved` (the selfie level),
     * `approved` (the basic level), or the status of the level last asked for; null before any.
     */
    statusKyc: varchar('status_kyc', { length: 16 }),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    newsletter: boolean('newsletter').notNull().default(false),
    /** Consent to offers by SMS and phone, given with the terms; withdrawn by an opt-out. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    realityMinutes: integer('reality_minutes'),
    /** AML risk score; PEP and UBO players start at PEP_UBO_AML_SCORE. */
    amlScore: integer('aml_score').notNull().default(0),
    /** Responsible-gaming limits in minor units (null: none); the limits area edits them. */
    maxDailyDeposit: bigint('max_daily_deposit', { mode: 'bigint' }),
    maxWeeklyDeposit: bigint('max_weekly_deposit', { mode: 'bigint' }),
    maxMonthlyDeposit: bigint('max_monthly_deposit', { mode: 'bigint' }),
    maxDailyBet: bigint('max_daily_bet', { mode: 'bigint' }),
    maxWeeklyBet: bigint('max_weekly_bet', { mode: 'bigint' }),
    maxMonthlyBet: bigint('max_monthly_bet', { mode: 'bigint' }),
    maxDailyLoss: bigint('max_daily_loss', { mode: 'bigint' }),
    maxWeeklyLoss: bigint('max_weekly_loss', { mode: 'bigint' }),
    maxMonthlyLoss: bigint('max_monthly_loss', { mode: 'bigint' }),
    /** Minutes of play per day. */
    maxDailyPlayingTime: integer('max_daily_playing_time'),
    /** The latest login, and the one before it (shown to the player as their last login). */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    previousLoginIp: text('previous_login_ip'),
    /** When the player acknowledged the responsible-gaming notice before the first deposit, and bet. */
    rgDepositNoticeAt: timestamp('rg_deposit_notice_at', { withTimezone: true }),
    rgBetNoticeAt: timestamp('rg_bet_notice_at', { withTimezone: true }),
    /** A removed, never-completed registration (checks may ask `withTrashed`). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('players_skin_username').on(table.skinId, sql`lower(${table.username})`),
    uniqueIndex('players_skin_email').on(table.skinId, sql`lower(${table.email})`),
    index('players_skin_mobile').on(table.skinId, table.mobile),
    index('players_skin_person').on(
      table.skinId,
      sql`lower(${table.firstName})`,
      sql`lower(${table.lastName})`,
      table.dob,
    ),
  ],
);

/** Compliance notes on a player (e.g. the manual AML score of a PEP or UBO). */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    kind: varchar('kind', { length: 32 }).notNull(),
    body: text('body').notNull(),
    /** Who wrote it: `system` or a staff username. */
    author: text('author').notNull().default('system'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('player_notes_player').on(table.playerId)],
);
