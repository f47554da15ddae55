import * as z from '../zod';
import { OPT_OUT_REASON_MAX_LENGTH, OPT_OUT_TOKEN_MAX_LENGTH } from '../constants';
import { envelope } from './common';

/** The opt-out token of a newsletter link, sent as the `token` header (temp-token flow). */
export const optOutTokenHeaders = z.object({
  token: z.string().min(1).max(OPT_OUT_TOKEN_MAX_LENGTH).optional(),
});

/**
 * GET notifications/newsletter/token/opt-out: whether the link's token is known and unused.
 * `already_unsubscribed` is true when the player has opted out before.
 */
export const optOutTokenResponse = envelope(
  z.object({ is_valid: z.boolean(), already_unsubscribed: z.boolean() }),
);

/** Results of an opt-out (spec 02 §8): the site maps them to its three messages. */
export const OPT_OUT_RESULTS = ['sent', 'already_unsubscribed'] as const;

/** POST notifications/newsletter/opt-out. */
export const optOutBody = z.object({
  token: z.string().min(1).max(OPT_OUT_TOKEN_MAX_LENGTH),
  /** Why the player leaves; required, up to 255 characters. */
  reason: z
    .string()
    .trim()
    .min(1, 'Please tell us why you unsubscribe')
    .max(OPT_OUT_REASON_MAX_LENGTH, `At most ${OPT_OUT_REASON_MAX_LENGTH} characters`),
  /** Stop the newsletter e-mails. */
  newsletter: z.boolean(),
  /** Also withdraw the marketing consent given with the terms (offers by SMS and phone). */
  terms_and_conditions: z.boolean(),
  /** The player confirmed the dialog. */
  is_accepted: z.literal(true, 'Please confirm the request'),
});
export type OptOutBody = z.infer<typeof optOutBody>;
export const optOutResponse = envelope(
  z.object({ result: z.enum(OPT_OUT_RESULTS), message: z.string() }),
);
