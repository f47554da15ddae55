import { TEXTS } from '../texts';
import type { WinHighlight } from './win-lines';

/** The line under the reels while a win is lit: what paid, and any free spins it awarded. */
export const describeWin = (
  highlight: WinHighlight,
  nameOf: (symbol: string) => string,
  money: (amount: number) => string,
): string => {
  if (highlight.kind === 'line') {
    return TEXTS.lineWin(
      highlight.lineNumber,
      highlight.count,
      nameOf(highlight.symbol),
      money(highlight.win),
    );
  }
  const parts = [];
  if (highlight.win > 0)
    parts.push(TEXTS.scatterWin(highlight.count, nameOf(highlight.symbol), money(highlight.win)));
  if (highlight.freeSpins > 0) parts.push(TEXTS.freeSpinsAwarded(highlight.freeSpins));
  return parts.join(' · ');
};
