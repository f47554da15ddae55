import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every mail and SMS the casino sends. Without SMTP_URL (and for SMS, always in the sandbox)
 * this is where messages stay, and the dev mailbox shows them. With SMTP it is the durable queue
 * of the mail server: a row is written in the transaction that causes the mail, delivered by a
 * worker under a lease, retried with a growing delay, and once sent (or given up) it keeps only
 * who, what and when, never the body (it holds codes and links).
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
    /** `outbox` (kept here only) or `smtp` (for the mail server). */
    deliveredVia: varchar('delivered_via', { length: 8 }).notNull(),
    /**
     * `kept` (the sandbox's: it stays here), `queued` (waiting for the mail server), `sent`
     * (accepted by it) or `failed` (refused for good, or not accepted in MAIL_MAX_ATTEMPTS tries).
     */
    status: varchar('status', { length: 8 }).notNull().default('kept'),
    /** Delivery attempts begun so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When a queued mail is tried next; a lease pushes it ahead while one instance tries it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** What went wrong the last time, as the mail server or the network said it. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_created').on(table.createdAt),
    index('outbox_due').on(table.status, table.nextAttemptAt),
  ],
);
