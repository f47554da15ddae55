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

/**
 * A bound of the player's transactions list as spec 02 §7 writes it: a UTC day `YYYY-MM-DD`, or
 * a UTC time to the second `YYYY-MM-DD HH:MM:SS` (the pending-deposits check sends
 * `1970-01-01 00:00:00` and today's `23:59:59`). A `T` may stand for the space, as in ISO 8601.
 */
export const RANGE_BOUND = /^(\d{4}-\d{2}-\d{2})(?:[ T]([01]\d|2[0-3]):([0-5]\d):([0-5]\d))?$/;

export const RANGE_BOUND_MESSAGE = 'Enter a date as YYYY-MM-DD or a time as YYYY-MM-DD HH:MM:SS.';

/**
 * What a bound covers: its UTC day, the first instant it covers and the first one after it. A
 * day covers the whole day; a time covers its whole second, so `23:59:59` reaches midnight.
 */
export type RangeBound = { day: string; start: Date; end: Date };

/** The bound a text names, or null when it is not a real day or time in one of the two forms. */
export const parseRangeBound = (value: string): RangeBound | null => {
  const match = RANGE_BOUND.exec(value);
  const day = match?.[1];
  if (!match || !day || !isReportDate(day)) return null;
  if (match[2] === undefined) return { day, start: dayStart(day), end: dayStart(nextDay(day)) };
  const start = new Date(`${day}T${match[2]}:${match[3]}:${match[4]}.000Z`);
  return { day, start, end: new Date(start.getTime() + 1000) };
};

/**
 * The range of the player's transactions list: each bound given is a day or a time
 * ({@link parseRangeBound}) on a day not after `today`, and when both are given the range holds
 * at least one instant. A missing bound leaves that end open.
 */
export const transactionBoundErrors = (
  from: string | undefined,
  to: string | undefined,
  today: string = utcDay(),
): Partial<Record<'from' | 'to', ReportRangeError>> => {
  const errors: Partial<Record<'from' | 'to', ReportRangeError>> = {};
  const check = (field: 'from' | 'to', value: string | undefined) => {
    if (value === undefined) return undefined;
    const bound = parseRangeBound(value);
    if (!bound) errors[field] = 'date_invalid';
    else if (bound.day > today) errors[field] = 'after_today';
    return bound ?? undefined;
  };
  const start = check('from', from);
  const end = check('to', to);
  if (start && end && !errors.from && !errors.to && start.start >= end.end)
    errors.from = 'from_after_to';
  return errors;
};
