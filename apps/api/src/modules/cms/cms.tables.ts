import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** A site ("skin") and the client credentials its front end sends as HTTP Basic. */
export const skins = pgTable('skins', {
  id: serial('id').primaryKey(),
  licenseeId: integer('licensee_id').notNull(),
  name: text('name').notNull(),
  refId: text('ref_id').notNull().unique(),
  clientRef: text('client_ref').notNull().unique(),
  /** SHA-256 of the client password: a site identifier, not a user secret, checked on every call. */
  clientSecretHash: text('client_secret_hash').notNull(),
  inMaintenance: boolean('in_maintenance').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/** Interface texts by language, section and key; they override the site's built-in texts. */
export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    section: varchar('section', { length: 64 }).notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('translations_language_section_key').on(
      table.languageCode,
      table.section,
      table.key,
    ),
  ],
);
