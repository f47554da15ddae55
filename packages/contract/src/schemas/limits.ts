import * as z from '../zod';
import {
  checkLimitValue,
  LIMIT_FIELDS,
  LIMIT_MAX_DIGITS,
  LIMIT_PERIODS,
  LIMIT_RULE_MESSAGES,
} from '../rules/limits';
import { envelope, isoDateTime, recordId } from './common';

/**
 * A limit's value as sent: whole units (minutes for the playing time) as a JSON number, as
 * `GET me` answers limits, or as the digits the form sends; at most 10 digits either way. null
 * removes the limit. Read on as digits, so both forms meet the same rule; the playing time's
 * ceiling is checked with its field (`updateMeBody`).
 */
export const limitValueSchema = z
  .union([z.string(), z.number()], { error: LIMIT_RULE_MESSAGES.limit_digits })
  // A number that is not a whole one of at most 10 digits reads as text the rule refuses
  // (`12.5`, `-1`, `1e+21`), so the number form is no way around the digits rule.
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .refine((value) => checkLimitValue('max_daily_bet', value) === null, {
    message: LIMIT_RULE_MESSAGES.limit_digits,
  })
  .nullable()
  .describe(
    `Whole units of the player's currency (minutes for the playing time): a number or its digits as text, at most ${LIMIT_MAX_DIGITS} digits; null removes the limit.`,
  );

/**
 * PUT me, a limit (spec 02 §7 Limits and exclusion): `field` names the limit that changes and
 * the body carries its new value under its own name; the form may send the other limits as they
 * are, and they must be valid too, but only `field` changes. The spec's payload adds
 * `activated_at`, which is checked and not used: the server decides when a change applies
 * (decision 24).
 */
export const limitChangeFields = ['field', ...LIMIT_FIELDS, 'activated_at'] as const;

/** A change of a limit that waits: raised or removed, it applies after the delay and a confirmation. */
export const limitRequestSchema = z.object({
  id: z.number().int(),
  field: z.enum(LIMIT_FIELDS),
  /** `pending` until `activated_at`, then `confirmable` until the player confirms or deletes it. */
  status: z.enum(['pending', 'confirmable']),
  /** When the player may confirm it. */
  activated_at: isoDateTime,
  created_at: isoDateTime,
  /** The limit asked for, under its field's name: digits, or null for no limit. */
  response: z.record(z.string(), z.string().nullable()),
});
export type LimitRequest = z.infer<typeof limitRequestSchema>;

/**
 * GET me/statistics/last?type=limits|exclusions&to_activate=1: the limit changes that wait, or
 * the requests to end an exclusion sooner that are not yet in force.
 */
export const limitRequestsQuery = z.object({
  type: z.enum(['limits', 'exclusions']),
  to_activate: z.enum(['0', '1']).optional(),
});
export const limitRequestsResponse = envelope(z.array(limitRequestSchema));
export const limitRequestResponse = envelope(limitRequestSchema);
export const limitRequestParams = z.object({ id: z.decimal(recordId) });

/** One limit as it stands: the value in force, what was used of it this period, what is left. */
export const limitUsageSchema = z.object({
  field: z.enum(LIMIT_FIELDS),
  period: z.enum(LIMIT_PERIODS),
  /** Major units (minutes for playing time); null without a limit. */
  limit: z.number().nullable(),
  used: z.number(),
  /** Never below zero; null without a limit. */
  left: z.number().nullable(),
});
export type LimitUsage = z.infer<typeof limitUsageSchema>;
/** GET me/limits: every limit with its use in the current UTC day, ISO week and month. */
export const limitUsagesResponse = envelope(z.array(limitUsageSchema));
