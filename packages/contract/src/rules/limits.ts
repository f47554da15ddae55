/**
 * A player's responsible-gaming limits (spec 02 §2, §4, §5 Limits), as plain values and rules
 * the site and the API share: deposits, bets and losses per UTC day, ISO week and calendar
 * month, in whole units of the player's currency, and the daily playing time in minutes. A
 * tighter period never exceeds a looser one, and each limit in force applies.
 */
export const LIMIT_FIELDS = [
  'max_daily_deposit',
  'max_weekly_deposit',
  'max_monthly_deposit',
  'max_daily_bet',
  'max_weekly_bet',
  'max_monthly_bet',
  'max_daily_loss',
  'max_weekly_loss',
  'max_monthly_loss',
  'max_daily_playing_time',
] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The money limits by kind, tightest period first. */
export const MONEY_LIMITS = {
  deposit: ['max_daily_deposit', 'max_weekly_deposit', 'max_monthly_deposit'],
  bet: ['max_daily_bet', 'max_weekly_bet', 'max_monthly_bet'],
  loss: ['max_daily_loss', 'max_weekly_loss', 'max_monthly_loss'],
} as const satisfies Record<string, readonly [LimitField, LimitField, LimitField]>;
export type MoneyLimitKind = keyof typeof MONEY_LIMITS;

/** The one limit counted in minutes rather than money. */
export const PLAYING_TIME_LIMIT = 'max_daily_playing_time' satisfies LimitField;

/** The period a limit counts over. */
export const limitPeriodOf = (field: LimitField): LimitPeriod =>
  field.includes('_weekly_') ? 'week' : field.includes('_monthly_') ? 'month' : 'day';

/** A limit's input: digits only, at most this many (spec 02 §8). */
export const LIMIT_MAX_DIGITS = 10;
/** The daily playing time may not be set above a day. */
export const MAX_PLAYING_MINUTES = 1_440;
/** A raised or removed limit waits this long before the player may confirm it. */
export const LIMIT_RAISE_DELAY_HOURS = 24;
/** One change per limit in this time. */
export const LIMIT_CHANGE_INTERVAL_HOURS = 24;

const DIGITS = new RegExp(`^\\d{1,${LIMIT_MAX_DIGITS}}$`);

/** The rules a limit's value may break. */
export const LIMIT_RULE_MESSAGES = {
  limit_digits: `Digits only, at most ${LIMIT_MAX_DIGITS}.`,
  limit_minutes_max: `At most ${MAX_PLAYING_MINUTES} minutes a day.`,
} as const;
export type LimitRule = keyof typeof LIMIT_RULE_MESSAGES;

/** The rule a limit's value (its digits as typed) breaks, or null when it is a valid limit. */
export const checkLimitValue = (field: LimitField, value: string): LimitRule | null => {
  if (!DIGITS.test(value)) return 'limit_digits';
  if (field === PLAYING_TIME_LIMIT && Number(value) > MAX_PLAYING_MINUTES)
    return 'limit_minutes_max';
  return null;
};
