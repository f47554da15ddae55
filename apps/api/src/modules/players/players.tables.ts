import { sql } from 'drizzle-orm';
import {
  boolean,
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
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    postalCode: text('postal_code'),
    nationality: varchar('nationality', { length: 2 }),
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
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    newsletter: boolean('newsletter').notNull().default(false),
    /** Consent to offers by SMS and phone, given with the terms; withdrawn by an opt-out. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    realityMinutes: integer('reality_minutes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('players_skin_username').on(table.skinId, sql`lower(${table.username})`),
    uniqueIndex('players_skin_email').on(table.skinId, sql`lower(${table.email})`),
  ],
);

/** Operator staff; they log in on the server (admin preview, back office). */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** argon2id */
  passwordHash: text('password_hash').notNull(),
  role: varchar('role', { length: 32 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
