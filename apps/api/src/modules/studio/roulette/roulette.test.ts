import { describe, expect, it } from 'vitest';
import { cryptoRng } from '../slot';
import {
  pocketColour,
  RED_NUMBERS,
  ROULETTE_BET_KINDS,
  ROULETTE_EXAMPLE_SPOTS,
  ROULETTE_RTP_BASIS_POINTS,
  roulettePayOf,
  rouletteNumbers,
  rouletteReturn,
  spinRoulette,
} from './roulette';
import { expectSimulatedRtp } from '../../../test/studio/rtp';

describe('roulette bets', () => {
  it.each([
    ['straight:0', [0], 35],
    ['straight:36', [36], 35],
    ['split:0-2', [0, 2], 17],
    ['split:17-20', [17, 20], 17],
    ['split:2-3', [2, 3], 17],
    ['street:34', [34, 35, 36], 11],
    ['corner:1', [1, 2, 4, 5], 8],
    ['corner:32', [32, 33, 35, 36], 8],
    ['line:31', [31, 32, 33, 34, 35, 36], 5],
    ['dozen:3', Array.from({ length: 12 }, (_, i) => 25 + i), 2],
    ['column:1', [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34], 2],
    ['column:3', [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36], 2],
    ['low', Array.from({ length: 18 }, (_, i) => i + 1), 1],
    ['high', Array.from({ length: 18 }, (_, i) => i + 19), 1],
  ])('%s covers its numbers and pays its odds', (spot, numbers, pays) => {
    expect(rouletteNumbers(spot)).toEqual(numbers);
    expect(roulettePayOf(numbers.length)).toBe(pays);
    for (let pocket = 0; pocket <= 36; pocket += 1) {
      const [numerator, denominator] = rouletteReturn(spot, pocket);
      // A winning bet returns its stake plus `pays` times it; a losing one nothing.
      expect(Number(numerator) / Number(denominator)).toBe(numbers.includes(pocket) ? pays + 1 : 0);
    }
  });

  it('splits the outside bets: 18 red and 18 black, odd and even, never zero', () => {
    const red = rouletteNumbers('red')!;
    const black = rouletteNumbers('black')!;
    expect(red).toEqual(RED_NUMBERS);
    expect(red).toHaveLength(18);
    expect(black).toHaveLength(18);
    expect([...red, ...black].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 36 }, (_, i) => i + 1),
    );
    expect(rouletteNumbers('odd')).not.toContain(0);
    expect(rouletteNumbers('even')).toEqual(Array.from({ length: 18 }, (_, i) => 2 * i + 2));
    expect(pocketColour(0)).toBe('green');
    expect(pocketColour(1)).toBe('red');
    expect(pocketColour(2)).toBe('black');
  });

  it('refuses spots that are not on the layout', () => {
    for (const spot of [
      'straight:37',
      'split:3-4',
      'split:1-5',
      'split:0-4',
      'street:2',
      'corner:3',
      'corner:33',
      'line:34',
      'dozen:4',
      'column:0',
      'green',
      'straight:',
      'straight:01x',
    ])
      expect(rouletteNumbers(spot), spot).toBeUndefined();
    expect(() => rouletteReturn('nowhere', 1)).toThrow(RangeError);
  });

  it('returns exactly 36/37 of every bet, counted over the 37 pockets', () => {
    expect(ROULETTE_RTP_BASIS_POINTS).toBe(9730);
    for (const kind of ROULETTE_BET_KINDS) {
      let returned = 0;
      for (let pocket = 0; pocket <= 36; pocket += 1) {
        const [numerator, denominator] = rouletteReturn(ROULETTE_EXAMPLE_SPOTS[kind], pocket);
        returned += Number(numerator) / Number(denominator);
      }
      expect(returned, kind).toBeCloseTo(36, 12);
    }
  });

  it('measures the declared RTP of every bet by simulation', () => {
    expectSimulatedRtp('roulette', 200_000, 37);
  });

  it('spins every pocket from 0 to 36 and nothing else', () => {
    const seen = new Set<number>();
    for (let spin = 0; spin < 5_000; spin += 1) seen.add(spinRoulette(cryptoRng));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });
});
