import { boolean, integer, numeric, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  code3: varchar('code3', { length: 3 }).notNull().unique(),
  name: text('name').notNull(),
  phonePrefix: varchar('phone_prefix', { length: 8 }).notNull(),
  isEea: boolean('is_eea').notNull(),
});

export const currencies = pgTable('currencies', {
  /** Fixed ids: the site refers to them (CZK is 42). */
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 3 }).notNull().unique(),
  name: text('name').notNull(),
  /** Units of this currency for one euro. */
  rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
  symbol: text('symbol').notNull(),
});
