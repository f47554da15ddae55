import type { Rng } from '../slot';
import { shuffle } from '../shuffle';

export const SCRATCH_ROWS = 3;
export const SCRATCH_COLUMNS = 3;
const CELLS = SCRATCH_ROWS * SCRATCH_COLUMNS;
/** Cells of one prize that win it. */
export const SCRATCH_MATCH = 3;

/** Cards in one full print run: a prize's weight is how many of them carry it. */
export const SCRATCH_RUN = 1_000_000;

/**
 * The prize table, largest first: a multiple of the stake and the cards of a run that win it.
 * The rest of the run wins nothing. RTP = sum(multiplier x cards) / run = 955,000 / 1,000,000.
 */
export const SCRATCH_PRIZES = [
  { multiplier: 500, cards: 320 },
  { multiplier: 100, cards: 600 },
  { multiplier: 50, cards: 1_600 },
  { multiplier: 20, cards: 5_000 },
  { multiplier: 10, cards: 12_000 },
  { multiplier: 5, cards: 31_000 },
  { multiplier: 2, cards: 80_000 },
  { multiplier: 1, cards: 120_000 },
] as const;

/** The declared RTP, exactly the table's. */
export const SCRATCH_RTP_BASIS_POINTS = 9_550;

/** The table's exact RTP in basis points, as a fraction's numerator and denominator. */
export const computeScratchRtp = (): { numerator: number; denominator: number } => ({
  numerator:
    SCRATCH_PRIZES.reduce((sum, prize) => sum + prize.multiplier * prize.cards, 0) * 10_000,
  denominator: SCRATCH_RUN,
});

export type ScratchCard = { cells: number[]; prize: number | null; winningCells: number[] };

/** The prize a card wins, read from its cells alone: the value shown `SCRATCH_MATCH` times. */
export const evaluateScratchCard = (cells: readonly number[]): ScratchCard => {
  const counts = new Map<number, number>();
  for (const value of cells) counts.set(value, (counts.get(value) ?? 0) + 1);
  const matched = [...counts].filter(([, count]) => count >= SCRATCH_MATCH).map(([value]) => value);
  const prize = matched.length > 0 ? Math.max(...matched) : null;
  return {
    cells: [...cells],
    prize,
    winningCells: prize === null ? [] : cells.flatMap((value, i) => (value === prize ? [i] : [])),
  };
};

/** The prize of the next card of the run, or null. */
const drawPrize = (rng: Rng): number | null => {
  let ticket = rng.int(SCRATCH_RUN);
  for (const prize of SCRATCH_PRIZES) {
    if (ticket < prize.cards) return prize.multiplier;
    ticket -= prize.cards;
  }
  return null;
};

/**
 * One card, drawn whole at purchase: its prize first (from the table), then cells that show it
 * three times and every other value at most twice, in a shuffled order.
 */
export const drawScratchCard = (rng: Rng): ScratchCard => {
  const prize = drawPrize(rng);
  const others = SCRATCH_PRIZES.map((entry) => entry.multiplier).filter((value) => value !== prize);
  // Two of each other value, shuffled: any first cells of it show no value three times.
  const fillers = shuffle(
    others.flatMap((value) => [value, value]),
    rng,
  );
  const shown = prize === null ? [] : Array<number>(SCRATCH_MATCH).fill(prize);
  const cells = shuffle([...shown, ...fillers.slice(0, CELLS - shown.length)], rng);
  return evaluateScratchCard(cells);
};
