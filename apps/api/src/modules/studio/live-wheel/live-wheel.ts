/**
 * The live money wheel: 54 segments. 52 show a number n and pay n:1 to a bet on n when the wheel
 * stops there; two are multipliers (2× and 7×): the wheel is spun again and the next number's
 * pay is multiplied (multipliers met on the way multiply together). Stakes on the other numbers
 * lose; every bet is settled once the wheel stops on a number.
 */

export const WHEEL_NUMBERS = [1, 2, 5, 10, 20, 40] as const;
export type WheelNumber = (typeof WHEEL_NUMBERS)[number];

/** Segments per number, then the multiplier segments. */
export const WHEEL_COUNTS: Record<WheelNumber, number> = {
  1: 23,
  2: 15,
  5: 7,
  10: 4,
  20: 2,
  40: 1,
};
export const WHEEL_MULTIPLIERS = [2, 7] as const;

export type WheelSegment =
  { kind: 'number'; value: WheelNumber } | { kind: 'multiplier'; value: number };

/**
 * The wheel in order, numbers spread around it: built by placing each number's segments at
 * evenly spaced positions (largest numbers first), so equal segments do not sit together.
 */
export const WHEEL_SEGMENTS: readonly WheelSegment[] = (() => {
  const size =
    WHEEL_NUMBERS.reduce((sum, n) => sum + WHEEL_COUNTS[n], 0) + WHEEL_MULTIPLIERS.length;
  const wheel: (WheelSegment | undefined)[] = Array.from({ length: size });
  const place = (segment: WheelSegment, start: number) => {
    let at = start % size;
    while (wheel[at]) at = (at + 1) % size;
    wheel[at] = segment;
  };
  place({ kind: 'multiplier', value: WHEEL_MULTIPLIERS[0] }, 0);
  place({ kind: 'multiplier', value: WHEEL_MULTIPLIERS[1] }, size / 2);
  for (const value of [...WHEEL_NUMBERS].reverse()) {
    const count = WHEEL_COUNTS[value];
    for (let i = 0; i < count; i += 1)
      place({ kind: 'number', value }, Math.floor(((i + 0.5) * size) / count) + value);
  }
  return wheel as WheelSegment[];
})();

export const WHEEL_SIZE = WHEEL_SEGMENTS.length;

/** The spot id of a bet on number n: `n10`. */
export const wheelSpot = (value: WheelNumber): string => `n${value}`;
export const WHEEL_SPOTS: readonly string[] = WHEEL_NUMBERS.map(wheelSpot);

export type WheelSpin = {
  /** Every segment the wheel stopped on, in order; all but the last are multipliers. */
  stops: number[];
  /** The number it finally stopped on. */
  value: WheelNumber;
  /** The product of the multipliers met (1 without any). */
  multiplier: number;
};

/** Spins until the wheel stops on a number: `pick(n)` is a uniform integer in [0, n). */
export const spinWheel = (pick: (n: number) => number): WheelSpin => {
  const stops: number[] = [];
  let multiplier = 1;
  for (;;) {
    const stop = pick(WHEEL_SIZE);
    stops.push(stop);
    const segment = WHEEL_SEGMENTS[stop]!;
    if (segment.kind === 'number') return { stops, value: segment.value, multiplier };
    multiplier *= segment.value;
  }
};

/** What a spot returns per unit of stake: n × multiplier + 1 (the stake) when n came, else 0. */
export const wheelReturn = (
  spot: string,
  spin: { value: number; multiplier: number },
): readonly [bigint, bigint] =>
  spot === `n${spin.value}` ? [BigInt(spin.value) * BigInt(spin.multiplier) + 1n, 1n] : [0n, 1n];

/**
 * The exact RTP of a bet on n as a fraction [numerator, denominator]. With c segments of n, m
 * multiplier segments of sum M out of S: the expected pay of n (multiplier included) is
 * n·c/(S − M) and the chance of the stake back c/(S − m), both by summing the geometric series
 * of respins.
 */
export const wheelRtpOf = (value: WheelNumber): [number, number] => {
  const count = WHEEL_COUNTS[value];
  const sumOfMultipliers = WHEEL_MULTIPLIERS.reduce((sum, m) => sum + m, 0);
  const payDenominator = WHEEL_SIZE - sumOfMultipliers;
  const backDenominator = WHEEL_SIZE - WHEEL_MULTIPLIERS.length;
  return [
    value * count * backDenominator + count * payDenominator,
    payDenominator * backDenominator,
  ];
};

/** Declared RTP of each bet in basis points (exact fraction, rounded). */
export const WHEEL_RTP_BASIS_POINTS: Record<WheelNumber, number> = Object.fromEntries(
  WHEEL_NUMBERS.map((value) => {
    const [numerator, denominator] = wheelRtpOf(value);
    return [value, Math.round((numerator * 10_000) / denominator)];
  }),
) as Record<WheelNumber, number>;
