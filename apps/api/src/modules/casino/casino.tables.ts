import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Game providers of the catalog (the in-house studio runs every game's engine). */
export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  name: text('name').notNull(),
  /** Hidden providers' games leave the lobbies that ask `is_provider_visible=1`. */
  isVisible: boolean('is_visible').notNull().default(true),
  rank: integer('rank').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Lobby sections; the name's prefix names the lobby (`casino-`, `liveCasino-`, ...). */
export const casinoSections = pgTable('casino_sections', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 96 }).notNull().unique(),
  rank: integer('rank').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
});

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    slug: varchar('slug', { length: 128 }).notNull().unique(),
    name: text('name').notNull(),
    /** Lower-case name without accents, for case- and accent-insensitive search. */
    searchName: text('search_name').notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    /** The in-house engine that runs the game (`slot-5`, `crash`, ...). */
    engine: varchar('engine', { length: 32 }).notNull(),
    theme: varchar('theme', { length: 64 }).notNull(),
    reelsNumbers: integer('reels_numbers'),
    isLive: boolean('is_live').notNull().default(false),
    isDesktop: boolean('is_desktop').notNull().default(true),
    isMobile: boolean('is_mobile').notNull().default(true),
    hasDemo: boolean('has_demo').notNull().default(true),
    /** Disabled games leave every list and cannot be opened. */
    isActive: boolean('is_active').notNull().default(true),
    /** Global order of the catalog; lower first. */
    rank: integer('rank').notNull().default(0),
    /** Declared return to player in basis points (9610 = 96.10 %). */
    rtpBasisPoints: integer('rtp_basis_points').notNull(),
    volatility: varchar('volatility', { length: 8 }),
    /** Stakes in minor units of EUR. */
    minBetMinor: bigint('min_bet_minor', { mode: 'bigint' }).notNull(),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }).notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('games_rank').on(table.rank), index('games_provider').on(table.providerId)],
);

/** Which games a section lists, in the section's own order. */
export const gameSections = pgTable(
  'game_sections',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => casinoSections.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.sectionId, table.gameId] }),
    index('game_sections_game').on(table.gameId),
  ],
);
