import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every mail and SMS the casino sends. Without SMTP_URL (and for SMS, always in the sandbox)
 * this is where messages stay, and the dev mailbox shows them; with SMTP the row records what
 * was handed to the server.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    skinId: integer('skin_id').notNull(),
    /** `mail` or `sms`. */
    channel: varchar('channel', { length: 8 }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    /** `outbox` (kept here only) or `smtp` (handed to the mail server). */
    deliveredVia: varchar('delivered_via', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_created').on(table.createdAt)],
);
