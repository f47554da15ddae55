import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { gameSessions } from '../play/play.tables';

/**
 * Rounds of the in-house studio, real and demo: the stake, the outcome drawn on the server and
 * what it paid. Real rounds are `open` until the seamless wallet took the win, so an
 * interrupted round is settled again with the same transaction ids.
 */
export const studioRounds = pgTable(
  'studio_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameSessionId: uuid('game_session_id')
      .notNull()
      .references(() => gameSessions.id),
    gameId: integer('game_id').notNull(),
    mode: varchar('mode', { length: 8 }).notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    /**
     * `open` until settled: `settled` (win taken), `refused` (the wallet refused the bet) or
     * `void` (the bet never arrived).
     */
    status: varchar('status', { length: 16 }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('studio_rounds_session').on(table.gameSessionId, table.createdAt),
    // One placement of bets per game session and live table round; a refused one may be redone.
    uniqueIndex('studio_rounds_table_seat')
      .on(table.gameSessionId, sql`(${table.outcome}->>'table_sequence')`)
      .where(sql`${table.outcome} ? 'table_sequence' and ${table.status} <> 'refused'`),
    // One crash bet per game session and shared round, even when two arrive at once.
    uniqueIndex('studio_rounds_crash_bet')
      .on(table.gameSessionId, sql`(${table.outcome}->>'sequence')`)
      .where(sql`${table.outcome}->>'engine' = 'crash'`),
    // The bets of one crash round: listed to every page that joins it, given the seed at its crash.
    index('studio_rounds_crash_round')
      .on(table.gameId, sql`(${table.outcome}->>'sequence')`)
      .where(sql`${table.outcome}->>'engine' = 'crash'`),
    // The bets of a crash round still riding, found at its crash.
    index('studio_rounds_playing')
      .on(table.gameId)
      .where(sql`${table.status} = 'playing'`),
  ],
);
