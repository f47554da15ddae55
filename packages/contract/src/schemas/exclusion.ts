import * as z from '../zod';
import { EXCLUSION_KINDS, EXCLUSION_REASON_MAX, EXCLUSION_RULE_MESSAGES } from '../rules/exclusion';
import { clientDateTime, envelope, isoDateTime } from './common';

/**
 * PUT me, an exclusion (spec 02 §7 Limits and exclusion): the spec's payload. `statistic` says
 * which: a self-exclusion, a time-out or the closure of the account. The server decides when it
 * applies (at once, decision 25), so `status_statistic` and `activated_at` are accepted as the
 * site sends them and not used.
 */
export const exclusionChangeFields = [
  'statistic',
  'status_reason',
  'status_expires_at',
  'status_statistic',
  'expires_at_forever',
  'activated_at',
] as const;

export const exclusionBodyFields = {
  /** What the player asks for. */
  statistic: z.enum(EXCLUSION_KINDS).optional(),
  /** The player's reason; "Requested by user" when empty. Required to end an exclusion sooner. */
  status_reason: z
    .string()
    .max(EXCLUSION_REASON_MAX, EXCLUSION_RULE_MESSAGES.exclusion_reason_max)
    .optional(),
  /** The end asked for: now plus one of the offered periods (not for closure or forever). */
  status_expires_at: isoDateTime.optional(),
  /** The site's own reading of the request (`authorized` for forever); not used. */
  status_statistic: z.string().max(32).optional(),
  /** A self-exclusion without end (2999-12-31). */
  expires_at_forever: z.boolean().optional(),
  /**
   * When the site thinks the change starts, in an exclusion's or a limit's payload (spec 02 §7):
   * checked, never used, because the server decides when a change applies (decisions 24, 25).
   */
  activated_at: clientDateTime
    .nullable()
    .optional()
    .describe(
      'Accepted as the site sends it (ISO 8601, or YYYY-MM-DD HH:MM:SS in UTC) and not used: the server decides when the change applies.',
    ),
};

/**
 * A request to end an exclusion sooner: `requested` until the operator answers, `granted`
 * (its shorter end applies from `activated_at`) or `refused`.
 */
export const exclusionRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(['requested', 'granted', 'refused']),
  /** When the shorter end applies once granted; null until granted. */
  activated_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  response: z.object({ status_expires_at: isoDateTime }),
});
export type ExclusionRequest = z.infer<typeof exclusionRequestSchema>;
export const exclusionRequestsResponse = envelope(z.array(exclusionRequestSchema));

/** An operator's answer to a request to end an exclusion sooner (`npm run ops -- exclusions …`). */
export const opsExclusionAnswerBody = z.strictObject({
  operator: z.string().trim().min(2).max(64),
  reason: z.string().trim().min(3).max(255),
});
export type OpsExclusionAnswerBody = z.infer<typeof opsExclusionAnswerBody>;

/** A request to end an exclusion sooner, as the operator sees it. */
export const opsExclusionRequestSchema = exclusionRequestSchema.extend({
  player_id: z.number().int(),
  /** The end in force when it was asked. */
  current_expires_at: isoDateTime.nullable(),
  reason: z.string(),
});
export type OpsExclusionRequest = z.infer<typeof opsExclusionRequestSchema>;
export const opsExclusionRequestResponse = envelope(opsExclusionRequestSchema);
export const opsExclusionRequestsResponse = envelope(z.array(opsExclusionRequestSchema));
