import * as z from '../zod';
import { ERROR_CODES, type ErrorCode } from '../errors';
import { toMinor } from '../money';
import { RULE_MESSAGES, type RuleResult } from '../rules/identity';
import { parseRangeBound } from '../rules/report-range';

/** The largest value of a PostgreSQL `integer` column, where ids and counts are kept. */
export const INT4_MAX = 2_147_483_647;

/** The id of a stored row as a request names it: a whole number from 1 to INT4_MAX. */
export const recordId = z.number().int().min(1).max(INT4_MAX);

/** A success answer: `{ data }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Paging meta of a list answer (ARCHITECTURE.md §3). */
export const pageMetaSchema = z.object({
  current_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
  last_page: z.number().int().min(1),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** A page of a list: `{ data: [...], meta }`. */
export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMetaSchema });

/** Every failure: a human `message`, a stable `code`, and `errors` per field on 422 only. */
export const errorSchema = z.object({
  message: z.string(),
  code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Facts a client needs to act on the failure, e.g. `balance` on insufficient funds. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof errorSchema>;

/** The request headers every `/v1` call carries. */
export const clientHeadersSchema = z.object({
  authorization: z.string().describe('Basic base64(client_ref:client_password) of the site'),
});

/** An ISO 8601 instant in UTC. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** A UTC time as spec 02 §7 writes one, `YYYY-MM-DD HH:MM:SS`. */
const SPEC_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * A time a client sends in either form: ISO 8601 with its offset, or spec 02 §7's UTC
 * `YYYY-MM-DD HH:MM:SS`; a day or an hour that does not exist is refused.
 */
export const clientDateTime = z.union(
  [
    isoDateTime,
    z.string().refine((value) => SPEC_TIME.test(value) && parseRangeBound(value) !== null),
  ],
  { error: 'Enter a time as ISO 8601 or as YYYY-MM-DD HH:MM:SS.' },
);

/** `0`/`1`/`true`/`false` query flags, as the site sends them. */
export const queryFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/**
 * A string checked by a rule of `rules/identity`: the API's 422 carries the rule's English
 * message, so a request the form would refuse is refused by the server with the same rule.
 */
export const ruledString = (rule: (value: string) => RuleResult) =>
  z.string().superRefine((value, ctx) => {
    const key = rule(value);
    if (key) ctx.addIssue({ code: 'custom', message: RULE_MESSAGES[key], params: { rule: key } });
  });

/** `1`/`true`/`0`/`false` (and the booleans themselves), as the site's forms send flags. */
export const looseBoolean = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

const hasCents = (value: number) => {
  try {
    toMinor(value);
    return true;
  } catch {
    return false;
  }
};

/** Money in major units with at most two decimals, zero or more (ARCHITECTURE.md §3). */
export const moneyAmount = z
  .number()
  .min(0)
  .max(100_000_000)
  .refine(hasCents, 'At most two decimals.');
