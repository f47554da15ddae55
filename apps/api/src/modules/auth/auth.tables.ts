import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { players, staff } from '../players/players.tables';

/** Player sessions. The token itself is never stored: only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_player').on(table.playerId)],
);

/**
 * One-time link tokens of a player: `activation` (finish a registration, spec 02 step -1)
 * and `password_reset`. Only the SHA-256 is stored; a token works until `expires_at`, once.
 */
export const playerTokens = pgTable(
  'player_tokens',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('player_tokens_player').on(table.playerId, table.purpose)],
);

/**
 * E-mail and SMS verification codes. Only a hash is stored; a code works once, until
 * `expires_at`, for at most VERIFICATION_CODE_MAX_ATTEMPTS tries; a new code replaces the old.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** `email` or `sms`. */
    channel: varchar('channel', { length: 8 }).notNull(),
    /** The address or number the code was sent to; a code proves only that one. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_codes_player').on(table.playerId, table.channel)],
);

/** Every login try, kept for the lockout rules and the player's security history. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    skinId: integer('skin_id').notNull(),
    /** The account the username named, if any. */
    playerId: integer('player_id').references(() => players.id),
    /** The username or e-mail as typed, lowercased. */
    login: text('login').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_player').on(table.playerId, table.createdAt),
    index('login_attempts_ip').on(table.ip, table.createdAt),
    // Unknown names are counted by their text (login-guard.service.ts).
    index('login_attempts_login').on(table.login, table.createdAt),
  ],
);

/** Staff sessions (admin preview); like player sessions, only the token hash is stored. */
export const staffSessions = pgTable('staff_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Captcha solutions already accepted: a solution counts once (replay is refused). */
export const captchaSolutions = pgTable('captcha_solutions', {
  /** SHA-256 of the challenge's signature. */
  signatureHash: text('signature_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
