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
