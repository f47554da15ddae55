import { describe, expect, it } from 'vitest';
import { describeWin } from './win-text';

const nameOf = (symbol: string) => symbol.toUpperCase();
const money = (amount: number) => `€${amount.toFixed(2)}`;

describe('describeWin', () => {
  it('names the line, the count, the symbol and the win', () => {
    expect(
      describeWin(
        { kind: 'line', lineNumber: 2, symbol: 'bell', count: 4, win: 1.5, cells: [] },
        nameOf,
        money,
      ),
    ).toBe('Line 2: 4 × BELL — €1.50');
  });

  it('tells what the scatters paid and the free spins they awarded', () => {
    const scatter = { kind: 'scatter' as const, symbol: 'scatter', count: 3, cells: [] };
    expect(describeWin({ ...scatter, win: 0.4, freeSpins: 10 }, nameOf, money)).toBe(
      '3 × SCATTER anywhere — €0.40 · 10 free spins!',
    );
    expect(describeWin({ ...scatter, win: 0, freeSpins: 10 }, nameOf, money)).toBe(
      '10 free spins!',
    );
    expect(describeWin({ ...scatter, win: 2, freeSpins: 0 }, nameOf, money)).toBe(
      '3 × SCATTER anywhere — €2.00',
    );
  });
});
