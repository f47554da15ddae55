import * as z from '../zod';
import { MONEY_TYPES, REPORT_RANGE_MESSAGES, reportRangeErrors } from '../rules/report-range';
import { envelope, isoDateTime, recordId } from './common';

export const moneyTypeSchema = z.enum(MONEY_TYPES);

/** A report's `from` and `to` days, checked together (spec 02 §5); errors name each field. */
export const refineReportRange = (
  query: { from: string; to: string },
  ctx: z.RefinementCtx,
): void => {
  const errors = reportRangeErrors(query.from, query.to);
  for (const field of ['from', 'to'] as const) {
    const error = errors[field];
    if (error)
      ctx.addIssue({ code: 'custom', path: [field], message: REPORT_RANGE_MESSAGES[error] });
  }
};

/**
 * GET casino/analytics (spec 02 §7 Reports). `from` and `to` are UTC days, `to` inclusive;
 * neither after today (UTC) and `from` not after `to` (rules/report-range).
 */
export const reportQuery = z
  .object({
    from: z.string(),
    to: z.string(),
    money_type: moneyTypeSchema.default('all'),
    /** Only the games of this provider. */
    provider_id: z.decimal(recordId).optional(),
  })
  .superRefine(refineReportRange);
export type ReportQuery = z.input<typeof reportQuery>;

/** One game's rounds in the range, in the chosen money. Money in major units. */
export const reportRowSchema = z.object({
  /** The game's id. */
  id: z.number().int(),
  /** The game's latest bet or win in the range. */
  created_at: isoDateTime,
  /** Currency code of the player's wallet. */
  currency: z.string(),
  game: z.string(),
  provider: z.string(),
  provider_id: z.number().int(),
  /** Bets that took money of the chosen type; rolled-back bets are left out. */
  bets_count: z.number().int(),
  bets: z.number(),
  wins: z.number(),
  /** The player's result: wins minus bets (negative when the player lost). */
  net: z.number(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/**
 * Totals of the rows, split into real and bonus money: `bets` and `wins` are real money,
 * `bonus_bets` and `bonus_wins` bonus money (zero when `money_type` is `real`, and the real ones
 * zero when it is `bonus`); `net` is all wins minus all bets.
 */
export const reportTotalsSchema = z.object({
  bets: z.number(),
  bonus_bets: z.number(),
  wins: z.number(),
  bonus_wins: z.number(),
  net: z.number(),
  currency: z.string(),
});
export type ReportTotals = z.infer<typeof reportTotalsSchema>;

export const reportSchema = z.object({
  rows: z.array(reportRowSchema),
  totals: reportTotalsSchema,
});
export type Report = z.infer<typeof reportSchema>;
export const reportResponse = envelope(reportSchema);
