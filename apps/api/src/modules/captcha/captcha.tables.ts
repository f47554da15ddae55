import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Captcha solutions already accepted: a solution counts once (replay is refused). */
export const captchaSolutions = pgTable('captcha_solutions', {
  /** SHA-256 of the challenge's signature. */
  signatureHash: text('signature_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
