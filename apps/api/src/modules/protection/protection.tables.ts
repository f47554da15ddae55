import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
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

/**
 * Every change of a player's limits: a first or lower limit `applied` at once, or a raise or
 * removal that waits (`pending`) until `activates_at` and the player's confirmation
 * (`confirmed`), unless the player deletes it (`deleted`). One change per limit in 24 hours is
 * counted on it, and it is the record a regulator asks for.
 */
export const limitChanges = pgTable(
  'limit_changes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** A limit of LIMIT_FIELDS. */
    field: varchar('field', { length: 32 }).notNull(),
    /** The limit before and the one asked for: minor units (minutes for playing time), or null. */
    previous: bigint('previous', { mode: 'bigint' }),
    value: bigint('value', { mode: 'bigint' }),
    status: varchar('status', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a waiting change may be confirmed. */
    activatesAt: timestamp('activates_at', { withTimezone: true }),
    /** When a waiting change was confirmed or deleted. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [index('limit_changes_player').on(table.playerId, table.field, table.createdAt)],
);

/**
 * Every exclusion a player asked for (decision 25): a self-exclusion, time-out or closure that
 * `applied` at once, or a request to end one sooner, `requested` until the operator answers
 * (`granted`, its end applying from `activates_at`, or `refused`). It is the support request the
 * operator works through and the record a regulator asks for.
 */
export const exclusionChanges = pgTable(
  'exclusion_changes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** An EXCLUSION_KINDS value. */
    kind: varchar('kind', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    /** The player's reason. */
    reason: text('reason').notNull(),
    /** The end in force when it was asked (null: none, or a closed account). */
    previousEnd: timestamp('previous_end', { withTimezone: true }),
    /** The end asked for; null for a closure. */
    end: timestamp('end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a granted request's end applies. */
    activatesAt: timestamp('activates_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: varchar('answered_by', { length: 64 }),
    answerReason: text('answer_reason'),
  },
  (table) => [index('exclusion_changes_player').on(table.playerId, table.createdAt)],
);
