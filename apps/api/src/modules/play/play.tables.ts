import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sessions } from '../auth/auth.tables';
import { games, providers } from '../casino/casino.tables';
import { currencies } from '../geo/geo.tables';
import { players } from '../players/players.tables';

/**
 * A launched game: the casino gives its provider a random token (only its SHA-256 is kept) that
 * names the player, the game and the mode. Real sessions live while the player's login session
 * does and the game is used; demo sessions keep their own play-money balance.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    mode: varchar('mode', { length: 8 }).notNull(),
    /** Null in demo play without a login. */
    playerId: integer('player_id').references(() => players.id),
    playerSessionId: uuid('player_session_id').references(() => sessions.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** Play money of a demo session in minor units; null in real play. */
    demoBalance: bigint('demo_balance', { mode: 'bigint' }),
    lobbyUrl: text('lobby_url').notNull().default('/'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bets are refused from then on; wins and rollbacks are still taken. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('game_sessions_player').on(table.playerId, table.createdAt),
    index('game_sessions_player_session').on(table.playerSessionId),
  ],
);
