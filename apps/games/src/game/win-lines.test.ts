import type { SlotRules, SlotSpin } from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { findSymbolCells, getGridRows, getLineCells, getWinHighlights } from './win-lines';

const rules: SlotRules = {
  engine: 'slot-3',
  reels: 3,
  rows: 3,
  paylines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
  ],
  symbols: [
    { id: 'cherry', kind: 'regular', pays: { '3': 5 } },
    { id: 'wild', kind: 'wild', pays: {} },
    { id: 'scatter', kind: 'scatter', pays: { '3': 2 } },
  ],
  free_spins: { '3': 10 },
  free_spins_multiplier: 2,
  rtp: 96,
};

const spin = (overrides: Partial<SlotSpin>): SlotSpin => ({
  grid: [
    ['scatter', 'cherry', 'lemon'],
    ['bell', 'wild', 'scatter'],
    ['lemon', 'cherry', 'scatter'],
  ],
  line_wins: [],
  scatter_win: 0,
  free_spins_awarded: 0,
  win: 0,
  ...overrides,
});

describe('getLineCells', () => {
  it('takes the first reels of the payline', () => {
    expect(getLineCells(rules.paylines, 3, 2)).toEqual([
      { reel: 0, row: 0 },
      { reel: 1, row: 1 },
    ]);
    expect(getLineCells(rules.paylines, 0, 3)).toEqual([
      { reel: 0, row: 1 },
      { reel: 1, row: 1 },
      { reel: 2, row: 1 },
    ]);
  });

  it('has no cells for a line the rules do not know', () => {
    expect(getLineCells(rules.paylines, 9, 3)).toEqual([]);
  });
});

describe('getWinHighlights', () => {
  it('shows the line wins in order, numbered from 1', () => {
    const highlights = getWinHighlights(
      spin({
        line_wins: [
          { line: 0, symbol: 'cherry', count: 3, win: 0.5 },
          { line: 3, symbol: 'cherry', count: 3, win: 0.5 },
        ],
        win: 1,
      }),
      rules,
    );
    expect(highlights.map((h) => (h.kind === 'line' ? h.lineNumber : 0))).toEqual([1, 4]);
    expect(highlights[1]?.cells).toEqual([
      { reel: 0, row: 0 },
      { reel: 1, row: 1 },
      { reel: 2, row: 2 },
    ]);
  });

  it('adds the scatters last when they paid or awarded free spins', () => {
    const highlights = getWinHighlights(spin({ scatter_win: 0.4, free_spins_awarded: 10 }), rules);
    expect(highlights).toEqual([
      {
        kind: 'scatter',
        symbol: 'scatter',
        count: 3,
        win: 0.4,
        freeSpins: 10,
        cells: [
          { reel: 0, row: 0 },
          { reel: 1, row: 2 },
          { reel: 2, row: 2 },
        ],
      },
    ]);
  });

  it('has nothing to show for a losing spin, scatters or not', () => {
    expect(getWinHighlights(spin({}), rules)).toEqual([]);
  });
});

describe('grid helpers', () => {
  it('finds the cells of a symbol', () => {
    expect(findSymbolCells(spin({}).grid, new Set(['wild']))).toEqual([{ reel: 1, row: 1 }]);
  });

  it('reads the grid row by row', () => {
    expect(getGridRows(spin({}).grid, (id) => id.toUpperCase())[0]).toEqual([
      'SCATTER',
      'BELL',
      'LEMON',
    ]);
  });
});
