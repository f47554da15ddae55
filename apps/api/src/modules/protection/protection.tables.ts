import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../players/players.tables';

/**
 * What a player bet and won on one UTC day, kept in the same database transaction as each bet
 * and win, so the daily limits are checked against one row under the wallet's lock.
 */
export const playDays = pgTable(
  'play_days',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    day: date('day').notNull(),
    /** Minor units of real and bonus money bet, net of rolled-back bets. */
    bets: bigint('bets', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wins: bigint('wins', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Seconds of play counted from the gaps between a player's bets (see PLAY_GAP_SECONDS). */
    playingSeconds: integer('playing_seconds').notNull().default(0),
    lastBetAt: timestamp('last_bet_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.day] })],
);
