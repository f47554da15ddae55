import { boolean, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { players } from '../players/players.tables';

/** Opt-out links of newsletter mails; only the SHA-256 of the token is stored. */
export const newsletterTokens = pgTable('newsletter_tokens', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Every opt-out a player made, with the reason they gave (kept as a record for compliance). */
export const newsletterOptOuts = pgTable('newsletter_opt_outs', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  reason: varchar('reason', { length: 255 }).notNull(),
  newsletter: boolean('newsletter').notNull(),
  /** The marketing consent given with the terms was withdrawn too. */
  marketing: boolean('marketing').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
