import type { LimitField } from '@prime/contract';
import { formatMoney } from '../../shared/format/money';
import { PLAYING_TIME_LIMIT } from '@prime/contract/rules/limits';

/** `90` under `cs` -> `90 minut`: the language's own word and plural, from the browser. */
const formatMinutes = (minutes: number, locale: string): string => {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'long',
    }).format(minutes);
  } catch {
    return String(minutes);
  }
};

/** A limit's amount as the player reads it: money in the player's currency, or minutes. */
export const formatLimitAmount = (
  field: LimitField,
  amount: number,
  currency: string,
  locale: string,
): string =>
  field === PLAYING_TIME_LIMIT
    ? formatMinutes(amount, locale)
    : formatMoney(amount, currency, locale);
