/**
 * The one pair of helpers that converts money at the API boundary (ARCHITECTURE.md §3):
 * integers of minor units inside, numbers of major units in JSON. No float arithmetic on money.
 */
const MINOR_DIGITS = 2;
const SCALE = 10n ** BigInt(MINOR_DIGITS);

/** 1050n minor units -> 10.5 */
export const toMajor = (minor: bigint): number => {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const text = `${abs / SCALE}.${(abs % SCALE).toString().padStart(MINOR_DIGITS, '0')}`;
  return Number(negative ? `-${text}` : text);
};

/** 10.5 -> 1050n; rejects more than two decimals or values that are not finite. */
export const toMinor = (major: number): bigint => {
  if (!Number.isFinite(major)) throw new RangeError(`Not a money amount: ${major}`);
  const text = Math.abs(major).toFixed(10);
  const [whole = '0', fraction = ''] = text.split('.');
  if (/[1-9]/.test(fraction.slice(MINOR_DIGITS))) {
    throw new RangeError(`More than ${MINOR_DIGITS} decimals: ${major}`);
  }
  const minor =
    BigInt(whole) * SCALE + BigInt(fraction.slice(0, MINOR_DIGITS).padEnd(MINOR_DIGITS, '0'));
  return major < 0 ? -minor : minor;
};
