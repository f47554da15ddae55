import type { SlotRules, SlotSpin } from '@prime/contract';
import { TEXTS } from '../texts';
import type { SymbolFace } from '../game/themes';
import { getGridRows, type Cell } from '../game/win-lines';
import { el } from './dom';
import { wait } from './motion';

/** The landing bounce of a stopping reel (`reel-land` in style.css). */
const LANDING_MS = 280;

export type ReelsView = {
  element: HTMLElement;
  /** Sets the reels spinning until `stop`. */
  spin: () => void;
  /**
   * Stops the reels one after another on the grid (without one: on the symbols shown before the
   * spin); resolves when the last reel stands.
   */
  stop: (grid: SlotSpin['grid'] | null, reelDelayMs: number) => Promise<void>;
  highlight: (cells: Cell[]) => void;
  clearHighlight: () => void;
};

/** The reels before the first spin: the rules' symbols in turn, so the game shows its faces. */
export const getStartGrid = (rules: SlotRules): SlotSpin['grid'] => {
  const ids = rules.symbols.map((symbol) => symbol.id);
  return Array.from({ length: rules.reels }, (_, reel) =>
    Array.from({ length: rules.rows }, (_, row) => ids[(reel * 2 + row) % ids.length] ?? ''),
  );
};

export type FaceOf = (symbolId: string) => SymbolFace;

const drawCell = (cell: HTMLElement, face: SymbolFace, symbol: string): void => {
  cell.textContent = face.glyph;
  cell.classList.toggle('cell--text', face.isText);
  const longestWord = Math.max(...face.glyph.split(/\s+/).map((word) => word.length));
  cell.classList.toggle('cell--long', face.isText && face.glyph.length > 3);
  cell.classList.toggle('cell--long-word', face.isText && longestWord > 8);
  cell.dataset.symbol = symbol;
};

/**
 * The reels as a picture for screen readers (role img, its label lists the symbols row by row);
 * each reel is a column of cells that a CSS animation sets spinning.
 */
export const createReelsView = (rules: SlotRules, faceOf: FaceOf): ReelsView => {
  const nameOf = (symbol: string) => faceOf(symbol).label;
  const reels = Array.from({ length: rules.reels }, () =>
    Array.from({ length: rules.rows }, () => el('div', { className: 'cell' })),
  );
  // Copies of cells above each reel, so that a spinning reel shows symbols all the way round.
  const ghosts = reels.map((cells) => cells.map(() => el('div', { className: 'cell' })));
  const columns = reels.map((cells, reel) =>
    el('div', { className: 'reel' }, [
      el('div', { className: 'reel__strip' }, [
        el('div', { className: 'reel__ghost' }, ghosts[reel] ?? []),
        ...cells,
      ]),
    ]),
  );
  const element = el('div', { className: 'reels', attrs: { role: 'img' } }, columns);
  element.style.setProperty('--reels', String(rules.reels));
  element.style.setProperty('--rows', String(rules.rows));

  const describe = (grid: SlotSpin['grid']) => {
    const rows = getGridRows(grid, nameOf).map((names, row) =>
      TEXTS.reelsRow(row + 1, names.join(', ')),
    );
    element.setAttribute('aria-label', TEXTS.reelsLabel(rows.join(' ')));
  };

  const show = (grid: SlotSpin['grid'], reel: number) => {
    reels[reel]?.forEach((cell, row) => {
      const symbol = grid[reel]?.[row] ?? '';
      drawCell(cell, faceOf(symbol), symbol);
    });
  };

  let shown = getStartGrid(rules);
  reels.forEach((_, reel) => show(shown, reel));
  describe(shown);

  const clearHighlight = () => {
    element.classList.remove('reels--highlighting');
    for (const cell of reels.flat()) cell.classList.remove('cell--win');
  };

  return {
    element,
    spin: () => {
      clearHighlight();
      ghosts.forEach((cells, reel) =>
        cells.forEach((cell, row) => {
          const symbol = shown[(reel + 1) % shown.length]?.[row] ?? '';
          drawCell(cell, faceOf(symbol), symbol);
        }),
      );
      element.setAttribute('aria-label', TEXTS.reelsWaiting);
      columns.forEach((column) => {
        column.classList.remove('reel--stopping');
        column.classList.add('reel--spinning');
      });
    },
    stop: async (next, reelDelayMs) => {
      const grid = next ?? shown;
      shown = grid;
      for (const [reel, column] of columns.entries()) {
        if (reel > 0 && reelDelayMs > 0) await wait(reelDelayMs);
        show(grid, reel);
        column.classList.remove('reel--spinning');
        // Restart the landing bounce even when the class is still set from the last spin.
        column.classList.remove('reel--stopping');
        void column.offsetWidth;
        column.classList.add('reel--stopping');
      }
      describe(grid);
      if (reelDelayMs > 0) await wait(LANDING_MS);
    },
    highlight: (cells) => {
      clearHighlight();
      element.classList.add('reels--highlighting');
      for (const { reel, row } of cells) reels[reel]?.[row]?.classList.add('cell--win');
    },
    clearHighlight,
  };
};
