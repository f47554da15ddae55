import {
  LIMIT_CHANGE_INTERVAL_HOURS,
  LIMIT_RAISE_DELAY_HOURS,
  MONEY_LIMITS,
  type LimitField,
} from '@prime/contract';
import { AppError } from '../../lib/app-error';

/** A player's limits: minor units, minutes for playing time; null where none is set. */
export type Limits = Record<LimitField, bigint | null>;

const HOUR_MS = 3_600_000;
export const raiseActivatesAt = (now: Date) =>
  new Date(now.getTime() + LIMIT_RAISE_DELAY_HOURS * HOUR_MS);
export const nextChangeAt = (lastChange: Date) =>
  new Date(lastChange.getTime() + LIMIT_CHANGE_INTERVAL_HOURS * HOUR_MS);

/** A limit's value as sent (digits of whole units, or minutes; null for none) in minor units. */
export const limitValueOf = (field: LimitField, sent: string | null): bigint | null => {
  if (sent === null) return null;
  return field === 'max_daily_playing_time' ? BigInt(sent) : BigInt(sent) * 100n;
};

/**
 * How a change of one limit goes (spec 02 §4 Limits and exclusion): a first limit or a lower
 * one protects the player more and applies at once; a higher one or none at all waits
 * `LIMIT_RAISE_DELAY_HOURS` and the player's confirmation; the same value changes nothing.
 */
export const limitChangeKind = (
  current: bigint | null,
  next: bigint | null,
): 'none' | 'at_once' | 'request' => {
  if (current === next) return 'none';
  if (current === null) return 'at_once';
  if (next === null) return 'request';
  return next < current ? 'at_once' : 'request';
};

const PERIOD_NAMES = ['daily', 'weekly', 'monthly'] as const;

/**
 * The refusal of limits whose tighter period would exceed a looser one (a daily deposit limit
 * above the weekly one, say), or null when `limits` are in order. No limit is the loosest.
 */
export const limitOrderRefusal = (limits: Limits, changed: LimitField): AppError | null => {
  for (const fields of Object.values(MONEY_LIMITS)) {
    const at = (fields as readonly LimitField[]).indexOf(changed);
    if (at < 0) continue;
    for (let tighter = 0; tighter < fields.length; tighter += 1) {
      for (let looser = tighter + 1; looser < fields.length; looser += 1) {
        const low = limits[fields[tighter]!];
        const high = limits[fields[looser]!];
        if (low === null || high === null || low <= high) continue;
        const message =
          at === tighter
            ? `The ${PERIOD_NAMES[tighter]} limit cannot be above the ${PERIOD_NAMES[looser]} one.`
            : `The ${PERIOD_NAMES[looser]} limit cannot be below the ${PERIOD_NAMES[tighter]} one.`;
        return new AppError('validation_failed', undefined, { [changed]: [message] });
      }
    }
  }
  return null;
};
