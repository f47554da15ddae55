import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { players } from '../players/players.tables';

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
