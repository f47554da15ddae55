import { rouletteBetKindSchema } from '@prime/contract';
import type { Rng } from '../slot';

/**
 * European roulette: one zero, 37 pockets. Every bet covers k numbers and returns 36/k times its
 * stake when the ball lands on one of them (a straight up pays 35:1, a dozen 2:1, red 1:1), so
 * every bet returns exactly 36/37 = 97.297...% of its stake on average.
 */
export const ROULETTE_POCKETS = 37;

/** The numbers a player sees as red; the other non-zero numbers are black. */
export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

/** The kinds of bet (the contract's list), with an example spot id each below. */
export const ROULETTE_BET_KINDS = rouletteBetKindSchema.shape.kind.options;
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

const numberIn = (text: string | undefined, min: number, max: number): number | undefined => {
  if (text === undefined || !/^\d{1,2}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};

/** On the layout, n sits in column ceil(n/3) and row (n-1) % 3 (row 0 holds 1, 4, 7, ...). */
const isAdjacentPair = (a: number, b: number): boolean => {
  if (a === 0) return b >= 1 && b <= 3;
  return b === a + 3 || (b === a + 1 && a % 3 !== 0);
};

const OUTSIDE: Record<string, readonly number[]> = {
  red: RED_NUMBERS,
  black: range(1, 36).filter((n) => !RED_NUMBERS.includes(n)),
  odd: range(1, 36).filter((n) => n % 2 === 1),
  even: range(1, 36).filter((n) => n % 2 === 0),
  low: range(1, 18),
  high: range(19, 36),
};

/**
 * The numbers a spot covers, or undefined when the spot is not on the layout. Spot ids:
 * `straight:17`, `split:17-20` (two adjacent numbers, smaller first; 0 with 1, 2 or 3),
 * `street:16` (16, 17, 18), `corner:16` (16, 17, 19, 20), `line:16` (16 to 21), `dozen:2`,
 * `column:1` (1, 4, ..., 34), `red`, `black`, `odd`, `even`, `low` (1-18), `high` (19-36).
 */
export const rouletteNumbers = (spot: string): readonly number[] | undefined => {
  const outside = OUTSIDE[spot];
  if (outside) return outside;
  const [kind, rest] = spot.split(':', 2) as [string, string | undefined];
  switch (kind) {
    case 'straight': {
      const n = numberIn(rest, 0, 36);
      return n === undefined ? undefined : [n];
    }
    case 'split': {
      const [a, b] = (rest ?? '').split('-');
      const first = numberIn(a, 0, 36);
      const second = numberIn(b, 1, 36);
      return first !== undefined && second !== undefined && isAdjacentPair(first, second)
        ? [first, second]
        : undefined;
    }
    case 'street': {
      const n = numberIn(rest, 1, 34);
      return n !== undefined && n % 3 === 1 ? [n, n + 1, n + 2] : undefined;
    }
    case 'corner': {
      const n = numberIn(rest, 1, 32);
      return n !== undefined && n % 3 !== 0 ? [n, n + 1, n + 3, n + 4] : undefined;
    }
    case 'line': {
      const n = numberIn(rest, 1, 31);
      return n !== undefined && n % 3 === 1 ? range(n, n + 5) : undefined;
    }
    case 'dozen': {
      const n = numberIn(rest, 1, 3);
      return n === undefined ? undefined : range(12 * n - 11, 12 * n);
    }
    case 'column': {
      const n = numberIn(rest, 1, 3);
      return n === undefined ? undefined : range(0, 11).map((row) => row * 3 + n);
    }
    default:
      return undefined;
  }
};

/** What a spot returns per unit of stake when the ball lands on `pocket`: 36/k, or nothing. */
export const rouletteReturn = (spot: string, pocket: number): readonly [bigint, bigint] => {
  const numbers = rouletteNumbers(spot);
  if (!numbers) throw new RangeError(`not a roulette spot: ${spot}`);
  return numbers.includes(pocket) ? [36n, BigInt(numbers.length)] : [0n, 1n];
};

/** The pay of a bet covering `count` numbers, as "n to 1". */
export const roulettePayOf = (count: number): number => 36 / count - 1;

/** The colour of a pocket as the wheel shows it. */
export const pocketColour = (pocket: number): 'green' | 'red' | 'black' =>
  pocket === 0 ? 'green' : RED_NUMBERS.includes(pocket) ? 'red' : 'black';

/** One spin with the given RNG: a pocket from 0 to 36. */
export const spinRoulette = (rng: Rng): number => rng.int(ROULETTE_POCKETS);

/** Every bet's RTP, exact: 36/37 for all of them, in basis points rounded. */
export const ROULETTE_RTP_BASIS_POINTS = Math.round((36 / 37) * 10_000);

/** One example spot per kind: what the RTP checks simulate. */
export const ROULETTE_EXAMPLE_SPOTS: Record<RouletteBetKind, string> = {
  straight: 'straight:17',
  split: 'split:17-20',
  street: 'street:16',
  corner: 'corner:16',
  line: 'line:16',
  dozen: 'dozen:2',
  column: 'column:3',
  red: 'red',
  black: 'black',
  odd: 'odd',
  even: 'even',
  low: 'low',
  high: 'high',
};
