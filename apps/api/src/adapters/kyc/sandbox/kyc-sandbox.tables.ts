import { pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { webhookOutboxTable } from '../../webhook-outbox/outbox.table';

/**
 * The sandbox verification provider's own records, as a real provider keeps them on its side:
 * the applicants the casino created (one per player and level), and the access tokens that
 * open its verification page.
 */
export const kycSandboxApplicants = pgTable(
  'kyc_sandbox_applicants',
  {
    /** `sbx_app_…` */
    id: text('id').primaryKey(),
    /** The casino's player id. */
    externalUserId: text('external_user_id').notNull(),
    levelName: varchar('level_name', { length: 40 }).notNull(),
    /** `init`, `pending`, `completed`. */
    reviewStatus: varchar('review_status', { length: 16 }).notNull(),
    /** `GREEN` or `RED` once completed. */
    reviewAnswer: varchar('review_answer', { length: 8 }),
    rejectReason: text('reject_reason'),
    /** What the tester sent: the document's kind and its file name. */
    documentType: varchar('document_type', { length: 32 }),
    documentName: text('document_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('kyc_sandbox_applicant_level').on(table.externalUserId, table.levelName)],
);

export const kycSandboxTokens = pgTable('kyc_sandbox_tokens', {
  token: text('token').primaryKey(),
  applicantId: text('applicant_id')
    .notNull()
    .references(() => kycSandboxApplicants.id),
  returnUrl: text('return_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Webhooks the sandbox verification provider owes the casino. */
export const kycSandboxOutbox = webhookOutboxTable('kyc_sandbox_outbox');
