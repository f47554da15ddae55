import * as z from '../zod';
import {
  checkEmail,
  checkPassword,
  checkPasswordConfirmation,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  RULE_MESSAGES,
} from '../rules/identity';
import { LINK_TOKEN_MAX_LENGTH } from '../constants';
import { envelope, queryFlag, ruledString } from './common';

/** POST auth/login?checkHash=1 (spec 01 §7). */
export const loginQuery = z.object({ checkHash: queryFlag.optional() });

export const loginBody = z.object({
  /** The nickname, or the e-mail when the skin logs in with e-mail. */
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  /** The address the site saw; the server records the address it sees itself. */
  ip_address: z.string().max(64).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResultSchema = z.object({
  /** The session token for the `user-token` header. */
  token: z.string(),
  /** False for an imported player who must choose a new password first. */
  is_crypt: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
export const loginResponse = envelope(loginResultSchema);

/** Names an account by its nickname or its e-mail; at least one is required. */
const accountReference = z
  .object({
    username: z.string().trim().min(1).max(EMAIL_MAX_LENGTH).optional(),
    email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH).optional(),
  })
  .refine((value) => value.username !== undefined || value.email !== undefined, {
    message: RULE_MESSAGES.required,
    path: ['email'],
  });

/**
 * POST auth/password/recovery (spec 02 §7): mails a reset link to the account's e-mail. The
 * answer is the same whether or not the account exists.
 */
export const recoveryBody = z
  .object({
    /** The e-mail of the account (checked with the registration e-mail rule). */
    email: ruledString(checkEmail).optional(),
    /** Or its nickname (the site's lockout flow knows only what was typed at login). */
    username: z.string().trim().min(1).max(EMAIL_MAX_LENGTH).optional(),
    /**
     * Kept for the spec's payload; the server always uses RECOVERY_LINK_HOURS, so a client
     * cannot ask for a longer-lived link.
     */
    expiration_hours: z
      .number()
      .positive()
      .max(24 * 365)
      .optional(),
  })
  .refine((value) => value.username !== undefined || value.email !== undefined, {
    message: RULE_MESSAGES.required,
    path: ['email'],
  });
export type RecoveryBody = z.infer<typeof recoveryBody>;

/** POST auth/password/manyAttempts: warns the account owner and mails a reset link. */
export const manyAttemptsBody = accountReference;
export type ManyAttemptsBody = z.infer<typeof manyAttemptsBody>;

/** The neutral answer of recovery and many-attempts: it never tells whether the account exists. */
export const recoveryResponse = envelope(z.object({ sent: z.literal(true) }));

/**
 * PUT auth/password/reset → 204. The token of the e-mailed link must be live and belong to the
 * account of `email`; the new password follows the registration rules.
 */
export const passwordResetBody = z
  .object({
    email: ruledString(checkEmail),
    password: ruledString(checkPassword),
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
    token: z.string().min(1).max(LINK_TOKEN_MAX_LENGTH),
  })
  .superRefine((value, ctx) => {
    const key = checkPasswordConfirmation(value.password, value.password_confirmation);
    if (key) {
      ctx.addIssue({
        code: 'custom',
        message: RULE_MESSAGES[key],
        path: ['password_confirmation'],
        params: { rule: key },
      });
    }
  });
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

/** POST auth/admin/login: a staff member starts the admin preview. */
export const adminLoginBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export const adminSessionSchema = z.object({
  /** The staff member's username, shown while the preview is on. */
  nickname: z.string(),
});
export const adminLoginResultSchema = adminSessionSchema.extend({
  /** The staff session token for the `admin-token` header. */
  token: z.string(),
});
export type AdminLoginResult = z.infer<typeof adminLoginResultSchema>;
export const adminLoginResponse = envelope(adminLoginResultSchema);
export const adminSessionResponse = envelope(adminSessionSchema);
