import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The results of live table rounds, stored when a round is first revealed or settled: what a
 * dispute is settled from. The seed is derived from the studio's key, so a row is only a
 * record; every instance computes the same one.
 */
export const studioTableRounds = pgTable(
  'studio_table_rounds',
  {
    gameId: integer('game_id').notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    seedHash: text('seed_hash').notNull(),
    seed: text('seed').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.sequence] })],
);
