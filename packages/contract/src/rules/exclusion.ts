/**
 * Self-exclusion, time-out and account closure (spec 02 §2, §4, §5 Limits and exclusion,
 * decision 25), as plain values the site and the API share.
 */

/** The self-exclusion periods a player may choose, in days (spec 02 §5). */
export const SELF_EXCLUSION_DAYS = [1, 2, 3, 4, 5, 6, 7, 14, 30, 60, 90, 180, 360] as const;

/** The end of an exclusion without end (spec 02 §4: expiry 2999-12-31). */
export const EXCLUSION_FOREVER_AT = '2999-12-31T00:00:00.000Z';

/** The time-outs a player may choose, in hours: 24 hours to 6 weeks. */
export const TIME_OUT_HOURS = [24, 48, 72, 168, 336, 504, 672, 1008] as const;
export const TIME_OUT_MIN_HOURS = 24;
export const TIME_OUT_MAX_HOURS = 1008;

/** The one-tap break from the header: a time-out of this many hours. */
export const BREAK_HOURS = 24;

/** The reason recorded when the player gives none (spec 02 §4). */
export const EXCLUSION_DEFAULT_REASON = 'Requested by user';
/** A reason's length limit (counter shown). */
export const EXCLUSION_REASON_MAX = 255;
/** A request to end an exclusion sooner must say why in at least this many characters. */
export const EXCLUSION_LIFT_REASON_MIN = 20;

/** Once granted, an earlier end applies no sooner than this after the grant... */
export const EXCLUSION_LIFT_DELAY_HOURS = 24;
/** ...or this for an exclusion without end. */
export const EXCLUSION_FOREVER_LIFT_DELAY_DAYS = 7;

/** How far a sent end may be from the chosen period, for the clocks of site and server. */
export const EXCLUSION_END_TOLERANCE_MINUTES = 60;

/** The kinds of PUT me exclusion (`statistic`). */
export const EXCLUSION_KINDS = ['self_exclusion', 'time_out', 'closure'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** The texts of the exclusion rules, shown by the site and answered by the API. */
export const EXCLUSION_RULE_MESSAGES = {
  exclusion_period: 'Choose one of the offered periods.',
  exclusion_reason_max: `At most ${EXCLUSION_REASON_MAX} characters.`,
  exclusion_reason_required: `Tell us in at least ${EXCLUSION_LIFT_REASON_MIN} characters why you want to end it sooner.`,
} as const;

/** The spec's self-excluded text, shown wherever play or deposit is offered (spec 02 §8). */
export const SELF_EXCLUDED_MESSAGE =
  'You have decided to exclude yourself. Contact customer support to reactivate your gaming account.';

const HOUR_MS = 3_600_000;

/** The end of `amount` days or hours from `from`. */
export const exclusionEndOf = (from: Date, amount: number, unit: 'days' | 'hours'): Date =>
  new Date(from.getTime() + amount * (unit === 'days' ? 24 : 1) * HOUR_MS);

/**
 * The period (days of a self-exclusion, hours of a time-out) that an end sent at `now` stands
 * for, or null when it matches none of the offered ones.
 */
export const exclusionPeriodOf = (
  kind: 'self_exclusion' | 'time_out',
  end: Date,
  now: Date,
): number | null => {
  const unit = kind === 'self_exclusion' ? 'days' : 'hours';
  const options: readonly number[] =
    kind === 'self_exclusion' ? SELF_EXCLUSION_DAYS : TIME_OUT_HOURS;
  const tolerance = EXCLUSION_END_TOLERANCE_MINUTES * 60_000;
  return (
    options.find(
      (amount) =>
        Math.abs(exclusionEndOf(now, amount, unit).getTime() - end.getTime()) <= tolerance,
    ) ?? null
  );
};
