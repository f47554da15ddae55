/**
 * The one pair of helpers that converts money at the API boundary (ARCHITECTURE.md §3):
 * integers of minor units inside, numbers of major units in JSON. No float arithmetic on money.
 */
const MINOR_DIGITS = 2;
const SCALE = 10n ** BigInt(MINOR_DIGITS);
/** Largest major amount whose cents a double still holds exactly. */
const MAX_MAJOR = Number.MAX_SAFE_INTEGER / 10 ** MINOR_DIGITS;

/** 1050n minor units -> 10.5 */
export const toMajor = (minor: bigint): number => {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const text = `${abs / SCALE}.${(abs % SCALE).toString().padStart(MINOR_DIGITS, '0')}`;
  return Number(negative ? `-${text}` : text);
};

/** 10.5 -> 1050n; rejects more than two decimals, and values that are not finite or too large. */
export const toMinor = (major: number): bigint => {
  if (!Number.isFinite(major) || Math.abs(major) > MAX_MAJOR) {
    throw new RangeError(`Not a money amount: ${major}`);
  }
  // The shortest decimal text of the double is what the sender wrote (0.1 + 0.2 is not 0.3).
  const text = String(Math.abs(major));
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  const [, whole = '0', fraction = ''] = match ?? [];
  if (!match || fraction.length > MINOR_DIGITS) {
    throw new RangeError(`More than ${MINOR_DIGITS} decimals: ${major}`);
  }
  const minor = BigInt(whole) * SCALE + BigInt(fraction.padEnd(MINOR_DIGITS, '0'));
  return major < 0 ? -minor : minor;
};
