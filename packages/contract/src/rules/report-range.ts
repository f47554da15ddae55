/**
 * The date range of the casino report and the transactions list (spec 02 §5 "Reports and
 * transactions"): UTC days as `YYYY-MM-DD`, `to` inclusive. The site disables its search button
 * with these rules and the server refuses the same ranges with a 422.
 */
/** Which money a report counts: real (withdrawable and deposited pockets), bonus, or both. */
export const MONEY_TYPES = ['all', 'real', 'bonus'] as const;
export type MoneyType = (typeof MONEY_TYPES)[number];

export const REPORT_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type ReportRangeError = 'date_invalid' | 'from_after_to' | 'after_today';

/** Today's UTC day, `YYYY-MM-DD`. */
export const utcDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** A real calendar day in `YYYY-MM-DD` (2026-02-30 is not one). */
export const isReportDate = (value: string): boolean => {
  if (!REPORT_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The instant a UTC day starts. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The day after, `YYYY-MM-DD`. */
export const nextDay = (day: string): string =>
  new Date(dayStart(day).getTime() + 86_400_000).toISOString().slice(0, 10);

/**
 * What is wrong with a range, per field; empty when it may be searched. Days compare as text
 * because the format is fixed. Neither day may lie after `today`, and `from` not after `to`.
 */
export const reportRangeErrors = (
  from: string,
  to: string,
  today: string = utcDay(),
): Partial<Record<'from' | 'to', ReportRangeError>> => {
  const errors: Partial<Record<'from' | 'to', ReportRangeError>> = {};
  if (!isReportDate(from)) errors.from = 'date_invalid';
  else if (from > today) errors.from = 'after_today';
  if (!isReportDate(to)) errors.to = 'date_invalid';
  else if (to > today) errors.to = 'after_today';
  if (!errors.from && !errors.to && from > to) errors.from = 'from_after_to';
  return errors;
};

export const REPORT_RANGE_MESSAGES: Record<ReportRangeError, string> = {
  date_invalid: 'Enter a date as YYYY-MM-DD.',
  from_after_to: 'The start date must not be after the end date.',
  after_today: 'The date must not be in the future.',
};

/**
 * The optional range of the transactions list: each day given must be a real day not after
 * `today`, and when both are given `from` not after `to`. A missing day leaves that end open
 * (the cashier's own lists ask for every pending deposit since the beginning).
 */
export const transactionRangeErrors = (
  from: string | undefined,
  to: string | undefined,
  today: string = utcDay(),
): Partial<Record<'from' | 'to', ReportRangeError>> => {
  if (from !== undefined && to !== undefined) return reportRangeErrors(from, to, today);
  const errorOf = (day: string): ReportRangeError | undefined =>
    !isReportDate(day) ? 'date_invalid' : day > today ? 'after_today' : undefined;
  const errors: Partial<Record<'from' | 'to', ReportRangeError>> = {};
  const fromError = from === undefined ? undefined : errorOf(from);
  const toError = to === undefined ? undefined : errorOf(to);
  if (fromError) errors.from = fromError;
  if (toError) errors.to = toError;
  return errors;
};
