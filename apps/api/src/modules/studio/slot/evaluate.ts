import type { CompiledSlot } from './compiled';

/** The best pay of one line: its symbol number, how many count, and the line-bet multiple. */
export type LinePay = { symbol: number; count: number; pays: number };

const NO_PAY: LinePay = { symbol: -1, count: 0, pays: 0 };

/**
 * Pays one line, read from the leftmost reel: the run of leading wilds pays as wilds, and the
 * first other symbol, with the wilds before and after it, pays as that symbol; the better of
 * the two is paid. A scatter ends a run (it pays anywhere, not on lines).
 */
export const evaluateLine = (slot: CompiledSlot, symbols: ArrayLike<number>): LinePay => {
  const { wild, scatter, linePays } = slot;
  const length = symbols.length;
  let wilds = 0;
  while (wilds < length && symbols[wilds] === wild) wilds += 1;
  const wildPays = linePays[wild]![wilds]!;
  const first = wilds < length ? symbols[wilds]! : -1;
  if (first < 0 || first === scatter) {
    return wildPays > 0 ? { symbol: wild, count: wilds, pays: wildPays } : NO_PAY;
  }
  let count = wilds + 1;
  while (count < length && (symbols[count] === first || symbols[count] === wild)) count += 1;
  const symbolPays = linePays[first]![count]!;
  if (symbolPays >= wildPays) {
    return symbolPays > 0 ? { symbol: first, count, pays: symbolPays } : NO_PAY;
  }
  return { symbol: wild, count: wilds, pays: wildPays };
};

/** The symbol numbers shown at these stops, reel by reel, top to bottom. */
export const gridAt = (slot: CompiledSlot, stops: ArrayLike<number>): Int32Array[] =>
  slot.strips.map((strip, reel) => {
    const column = new Int32Array(slot.config.rows);
    for (let row = 0; row < column.length; row += 1)
      column[row] = strip[(stops[reel]! + row) % strip.length]!;
    return column;
  });

export const countScatters = (slot: CompiledSlot, grid: readonly Int32Array[]): number => {
  let count = 0;
  for (const column of grid) for (const symbol of column) if (symbol === slot.scatter) count += 1;
  return count;
};
