import { integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every shared round of the studio's crash games (docs/decisions/0013-crash-rounds.md): its
 * commitment (the seed's hash, published when betting opens), the crash point and times that
 * follow from the seed, and the seed itself once revealed after the crash. Rows are inserted
 * with `on conflict do nothing`, so every API instance may open the same round.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    gameId: integer('game_id').notNull(),
    sequence: integer('sequence').notNull(),
    seedHash: varchar('seed_hash', { length: 64 }).notNull(),
    /** Null until the round crashed; then SHA-256(seed) = seed_hash. */
    seed: varchar('seed', { length: 64 }),
    /** The crash point in hundredths (250 = 2.50x), fixed by the seed. */
    crashPoint: integer('crash_point').notNull(),
    bettingAt: timestamp('betting_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    crashedAt: timestamp('crashed_at', { withTimezone: true }).notNull(),
    /** How the crash point was computed, so a later change of recipe keeps old rounds checkable. */
    recipe: text('recipe').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.sequence] })],
);
