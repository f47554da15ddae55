import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { players } from '../players/players.tables';

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
    /** ISO 3166-1 country of `ip` at login (offline database); null for a private or unknown one. */
    country: varchar('country', { length: 2 }),
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
