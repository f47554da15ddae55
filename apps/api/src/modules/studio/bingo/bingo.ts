import type { BingoPrize } from '@prime/contract';
import type { Rng } from '../slot';

export const BINGO_BALLS = 90;
/** Balls drawn in a game; a ticket's prize is what it completes within them. */
export const BINGO_DRAWS = 52;
const ROWS = 3;
const COLUMNS = 9;
const ROW_NUMBERS = 5;

/** What a ticket's best prize pays, as a multiple of its price. */
export const BINGO_PAYS: Record<BingoPrize, number> = {
  one_line: 4,
  two_lines: 20,
  full_house: 1_500,
};

/** The declared RTP: the exact one (computeBingoRtp) rounded to a basis point. */
export const BINGO_RTP_BASIS_POINTS = 9_513;

/** A ticket: 3 rows of 9 cells, 0 for a blank; each row holds 5 numbers. */
export type BingoTicket = number[][];

/** Column c holds 1-9 (c = 0), 10c..10c+9, or 80-90 (c = 8). */
const columnRange = (column: number): [number, number] => [
  column === 0 ? 1 : column * 10,
  column === COLUMNS - 1 ? BINGO_BALLS : column * 10 + 9,
];

/** `count` distinct items of `items`, uniformly: the first steps of a Fisher-Yates shuffle. */
const pickDistinct = (items: number[], count: number, rng: Rng): number[] => {
  for (let i = 0; i < count; i += 1) {
    const j = i + rng.int(items.length - i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items.slice(0, count);
};

const ALL_COLUMNS = (1 << COLUMNS) - 1;

/** Each row's columns holding numbers, as bit masks: 5 per row, every column at least once. */
const drawLayout = (rng: Rng): number[] => {
  for (;;) {
    const rows = Array.from({ length: ROWS }, () =>
      pickDistinct([0, 1, 2, 3, 4, 5, 6, 7, 8], ROW_NUMBERS, rng).reduce(
        (mask, column) => mask | (1 << column),
        0,
      ),
    );
    if ((rows[0]! | rows[1]! | rows[2]!) === ALL_COLUMNS) return rows;
  }
};

/** A UK 90-ball ticket: 15 numbers, each in its column's range, ascending down a column. */
export const drawBingoTicket = (rng: Rng): BingoTicket => {
  const layout = drawLayout(rng);
  const ticket = layout.map(() => Array<number>(COLUMNS).fill(0));
  for (let column = 0; column < COLUMNS; column += 1) {
    const rows = [0, 1, 2].filter((row) => layout[row]! & (1 << column));
    const [first, last] = columnRange(column);
    const range = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    const numbers = pickDistinct(range, rows.length, rng).sort((a, b) => a - b);
    rows.forEach((row, i) => (ticket[row]![column] = numbers[i]!));
  }
  return ticket;
};

/** Rows of a ticket whose every number is among `drawn`. */
export const completedLines = (ticket: BingoTicket, drawn: ReadonlySet<number>): number =>
  ticket.filter((row) => row.every((number) => number === 0 || drawn.has(number))).length;

const PRIZE_BY_LINES: readonly (BingoPrize | null)[] = [
  null,
  'one_line',
  'two_lines',
  'full_house',
];

export type BingoGame = {
  tickets: BingoTicket[];
  balls: number[];
  prizes: { prize: BingoPrize | null; win: bigint }[];
  win: bigint;
};

/**
 * One game: the tickets, then up to BINGO_DRAWS balls; each ticket pays its best prize (full
 * house, two lines or one line) times its price. The draw stops early once every ticket is full,
 * since no later ball can change a prize.
 */
export const playBingo = (price: bigint, ticketCount: number, rng: Rng): BingoGame => {
  const tickets = Array.from({ length: ticketCount }, () => drawBingoTicket(rng));
  const drum = pickDistinct(
    Array.from({ length: BINGO_BALLS }, (_, i) => i + 1),
    BINGO_DRAWS,
    rng,
  );
  const position = Array<number>(BINGO_BALLS + 1).fill(BINGO_DRAWS);
  drum.forEach((ball, i) => (position[ball] = i));
  let lastNeeded = 0;
  for (const ticket of tickets)
    for (const row of ticket)
      for (const number of row) if (number) lastNeeded = Math.max(lastNeeded, position[number]!);
  const balls = drum.slice(0, Math.min(BINGO_DRAWS, lastNeeded + 1));
  const drawn = new Set(balls);
  const prizes = tickets.map((ticket) => {
    const prize = PRIZE_BY_LINES[completedLines(ticket, drawn)]!;
    return { prize, win: prize ? price * BigInt(BINGO_PAYS[prize]) : 0n };
  });
  return { tickets, balls, prizes, win: prizes.reduce((sum, entry) => sum + entry.win, 0n) };
};

const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
};

/**
 * The exact chance of each prize for one ticket, as numerators over C(90, draws): the drawn
 * balls are a uniform subset, and a ticket is 3 disjoint rows of 5, so only those counts matter.
 * With A_i "row i complete": P(3 rows) = p3, P(>= 2) = 3 p2 - 2 p3, P(>= 1) = 3 p1 - 3 p2 + p3.
 */
export const bingoPrizeChances = (): Record<BingoPrize, bigint> & { total: bigint } => {
  const total = choose(BINGO_BALLS, BINGO_DRAWS);
  const rowsComplete = (rows: number) =>
    choose(BINGO_BALLS - rows * ROW_NUMBERS, BINGO_DRAWS - rows * ROW_NUMBERS);
  const [p1, p2, p3] = [rowsComplete(1), rowsComplete(2), rowsComplete(3)];
  const atLeastTwo = 3n * p2 - 2n * p3;
  const atLeastOne = 3n * p1 - 3n * p2 + p3;
  return {
    total,
    one_line: atLeastOne - atLeastTwo,
    two_lines: atLeastTwo - p3,
    full_house: p3,
  };
};

/** One ticket's exact RTP as a fraction (per ticket, so for any number of tickets). */
export const computeBingoRtp = (): { numerator: bigint; denominator: bigint } => {
  const chances = bingoPrizeChances();
  const numerator = (Object.keys(BINGO_PAYS) as BingoPrize[]).reduce(
    (sum, prize) => sum + chances[prize] * BigInt(BINGO_PAYS[prize]),
    0n,
  );
  return { numerator, denominator: chances.total };
};
