import { toMajor, toMinor } from '@prime/contract';

const toMinorSafe = (amount: number): bigint => {
  try {
    return toMinor(amount);
  } catch {
    return BigInt(Math.round(amount * 100));
  }
};

/** Adds amounts in minor units so no float rounding reaches the screen. */
export const sumMoney = (...amounts: number[]): number =>
  toMajor(amounts.reduce((sum, amount) => sum + toMinorSafe(amount), 0n));

/** `12.5` in EUR under `de` -> `12,50 €`: two decimals with the currency symbol. */
export const formatMoney = (amount: number, currencyCode: string, locale: string): string => {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    // An unknown currency code: the number with the code beside it.
    return `${amount.toFixed(2)} ${currencyCode}`;
  }
};

/** Bonus cards show whole crowns: CZK without decimals, every other currency with two. */
const WHOLE_UNIT_BONUS_CURRENCIES: ReadonlySet<string> = new Set(['CZK']);

/** An amount on a bonus card or box (spec 02 §9): two decimals, none for CZK. */
export const formatBonusMoney = (amount: number, currencyCode: string, locale: string): string => {
  if (!WHOLE_UNIT_BONUS_CURRENCIES.has(currencyCode))
    return formatMoney(amount, currencyCode, locale);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${amount.toFixed(0)} ${currencyCode}`;
  }
};

/** A share in percent (`37.5` → `37.5 %` in the locale's style), at most two decimals. */
export const formatPercent = (percent: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
