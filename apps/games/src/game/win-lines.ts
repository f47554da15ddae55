import type { SlotRules, SlotSpin } from '@prime/contract';

/** A position on the reels: `reel` from the left, `row` from the top, both from 0. */
export type Cell = { reel: number; row: number };

/** One thing a spin paid for, with the cells to light up while it is shown. */
export type WinHighlight =
  | { kind: 'line'; lineNumber: number; symbol: string; count: number; win: number; cells: Cell[] }
  | {
      kind: 'scatter';
      symbol: string;
      count: number;
      win: number;
      freeSpins: number;
      cells: Cell[];
    };

/**
 * The cells of a line win: the first `count` reels of the payline. `line` is the index into the
 * rules' `paylines` (0 = first), the way `paylines` gives rows from 0; players read it from 1.
 */
export const getLineCells = (
  paylines: SlotRules['paylines'],
  line: number,
  count: number,
): Cell[] => (paylines[line] ?? []).slice(0, count).map((row, reel) => ({ reel, row }));

/** Every cell showing one of the given symbols, reel by reel. */
export const findSymbolCells = (grid: SlotSpin['grid'], symbolIds: ReadonlySet<string>): Cell[] =>
  grid.flatMap((reel, reelIndex) =>
    reel.flatMap((symbol, row) => (symbolIds.has(symbol) ? [{ reel: reelIndex, row }] : [])),
  );

/** What a spin paid, in the order it is shown: each line, then the scatters. */
export const getWinHighlights = (spin: SlotSpin, rules: SlotRules): WinHighlight[] => {
  const lines: WinHighlight[] = spin.line_wins.map((lineWin) => ({
    kind: 'line',
    lineNumber: lineWin.line + 1,
    symbol: lineWin.symbol,
    count: lineWin.count,
    win: lineWin.win,
    cells: getLineCells(rules.paylines, lineWin.line, lineWin.count),
  }));
  if (spin.scatter_win <= 0 && spin.free_spins_awarded <= 0) return lines;
  const scatterIds = new Set(rules.symbols.filter((s) => s.kind === 'scatter').map((s) => s.id));
  const cells = findSymbolCells(spin.grid, scatterIds);
  const shown = cells[0] ? spin.grid[cells[0].reel]?.[cells[0].row] : undefined;
  const symbol = shown ?? [...scatterIds][0] ?? 'scatter';
  return [
    ...lines,
    {
      kind: 'scatter',
      symbol,
      count: cells.length,
      win: spin.scatter_win,
      freeSpins: spin.free_spins_awarded,
      cells,
    },
  ];
};

/** The grid row by row, for a screen reader: `[['Seven', 'Bell', ...], ...]`. */
export const getGridRows = (
  grid: SlotSpin['grid'],
  nameOf: (symbol: string) => string,
): string[][] => {
  const rows = Math.max(0, ...grid.map((reel) => reel.length));
  return Array.from({ length: rows }, (_, row) => grid.map((reel) => nameOf(reel[row] ?? '')));
};
