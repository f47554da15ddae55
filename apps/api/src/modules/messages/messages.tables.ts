import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { players } from '../players/players.tables';

/** The groups of support a player writes to (`messenger-groups`), in the order they are listed. */
export const messageGroups = pgTable(
  'message_groups',
  {
    id: serial('id').primaryKey(),
    /** Stable name the site translates. */
    code: varchar('code', { length: 32 }).notNull(),
    name: text('name').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [uniqueIndex('message_groups_code').on(table.code)],
);

/**
 * In-product messages of spec 01 §4 and what players write to support. `direction` `in` is a
 * message to the player (their inbox, with its read state in `read_at`); `out` one the player
 * wrote (their sent folder). `dedupe_key` makes a message of an event exist once: the firstLogin
 * message once ever, a limit message once per player, type and UTC day.
 */
export const playerMessages = pgTable(
  'player_messages',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    type: varchar('type', { length: 32 }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    image: text('image'),
    /** Seconds of a countdown (realityCheck). */
    duration: integer('duration'),
    direction: varchar('direction', { length: 3 }).notNull().default('in'),
    groupId: integer('group_id').references(() => messageGroups.id),
    dedupeKey: varchar('dedupe_key', { length: 64 }),
    /** Who wrote it: `system`, or an operator's name. */
    sender: text('sender').notNull().default('system'),
    /** A staff reply names the support request (a player's `out` message) it answers. */
    replyToId: integer('reply_to_id'),
    /** A support request a staff member closed, and who; null while it is open. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('player_messages_player').on(table.playerId, table.readAt),
    index('player_messages_inbox').on(table.playerId, table.direction, table.id),
    index('player_messages_reply_to').on(table.replyToId),
    uniqueIndex('player_messages_dedupe')
      .on(table.playerId, table.dedupeKey)
      .where(sql`${table.dedupeKey} is not null`),
  ],
);
