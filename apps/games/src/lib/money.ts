import { toMajor, toMinor } from '@prime/contract/money';

/** The currency as the session names it. */
export type Currency = { code: string; symbol: string };

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `12.5` with `€` -> `€12.50`; the sign goes before the symbol (`-€3.00`). */
export const formatMoney = (amount: number, currency: Currency): string => {
  const minor = toMinor(amount);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = groupThousands((abs / 100n).toString());
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${currency.symbol}${whole}.${cents}`;
};

/** Money sums and differences in whole cents, so that 0.1 + 0.2 stays 0.3. */
export const addMoney = (...amounts: number[]): number =>
  toMajor(amounts.reduce((sum, amount) => sum + toMinor(amount), 0n));

export const subtractMoney = (from: number, amount: number): number =>
  toMajor(toMinor(from) - toMinor(amount));

/** The amount `progress` (0..1) of the way from `from` to `to`, rounded down to a cent. */
export const interpolateMoney = (from: number, to: number, progress: number): number => {
  const clamped = Math.min(1, Math.max(0, progress));
  if (clamped === 1) return to;
  const start = toMinor(from);
  const span = toMinor(to) - start;
  const step = BigInt(Math.floor(Number(span) * clamped));
  return toMajor(start + step);
};
