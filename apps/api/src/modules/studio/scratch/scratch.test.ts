import { scratchResultSchema, scratchRulesSchema } from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { RTP_CHECKS, simulateRtp } from '../rtp-checks';
import { createSeededRng, type Rng } from '../slot';
import {
  SCRATCH_MATCH,
  SCRATCH_PRIZES,
  SCRATCH_RTP_BASIS_POINTS,
  computeScratchRtp,
  drawScratchCard,
  evaluateScratchCard,
} from './scratch';
import { scratchEngine } from './scratch-engine';

const VALUES: number[] = SCRATCH_PRIZES.map((prize) => prize.multiplier);

const countsOf = (cells: number[]) => {
  const counts = new Map<number, number>();
  for (const value of cells) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

describe('scratch card prize table', () => {
  it('declares exactly the RTP of its table', () => {
    const { numerator, denominator } = computeScratchRtp();
    expect(numerator % denominator).toBe(0);
    expect(numerator / denominator).toBe(SCRATCH_RTP_BASIS_POINTS);
    expect(SCRATCH_RTP_BASIS_POINTS).toBe(9_550);
  });

  it('offers the table to the page as odds that match the run', () => {
    const rules = scratchRulesSchema.parse(scratchEngine.rules({} as never));
    expect(rules.prizes.map((prize) => prize.multiplier)).toEqual(VALUES);
    expect(rules.prizes[0]).toEqual({ multiplier: 500, one_in: 3125 });
    expect(rules.rtp).toBe(95.5);
  });
});

describe('drawing a card', () => {
  it('shows its prize three times and no other value more than twice', () => {
    const rng = createSeededRng(7);
    const seen = new Set<number | null>();
    const faults: string[] = [];
    for (let card = 0; card < 20_000; card += 1) {
      const drawn = drawScratchCard(rng);
      const counts = countsOf(drawn.cells);
      const fair =
        drawn.cells.length === 9 &&
        drawn.cells.every((value) => VALUES.includes(value)) &&
        [...counts].every(([value, count]) =>
          value === drawn.prize ? count === SCRATCH_MATCH : count <= 2,
        ) &&
        drawn.winningCells.length === (drawn.prize === null ? 0 : SCRATCH_MATCH) &&
        // Read back from the cells alone, the card wins what was drawn.
        JSON.stringify(evaluateScratchCard(drawn.cells)) === JSON.stringify(drawn);
      if (!fair) faults.push(JSON.stringify(drawn));
      seen.add(drawn.prize);
    }
    expect(faults).toEqual([]);
    // 20,000 cards show every prize but the two largest, and cards without a prize.
    for (const value of [null, 1, 2, 5, 10, 20, 50]) expect(seen.has(value)).toBe(true);
  });

  it('keeps to the table at both ends of the RNG', () => {
    const lowest: Rng = { int: () => 0 };
    const highest: Rng = { int: (max) => max - 1 };
    expect(drawScratchCard(lowest).prize).toBe(500);
    const blank = drawScratchCard(highest);
    expect(blank.prize).toBeNull();
    expect(Math.max(...countsOf(blank.cells).values())).toBeLessThanOrEqual(2);
  });

  it('settles the whole card at purchase: the win is the stake times the prize', () => {
    for (let round = 0; round < 200; round += 1) {
      const draw = scratchEngine.play({
        game: { engine: 'scratch-card' } as never,
        rules: scratchEngine.rules({} as never),
        bet: 30n,
        choice: null,
      });
      expect(scratchResultSchema.parse(draw.result)).toEqual(draw.result);
      expect(draw.win).toBe(30n * BigInt(draw.result.prize ?? 0));
      expect(draw.outcome).toMatchObject({ rng: 'crypto.randomInt', cells: draw.result.cells });
    }
  });
});

describe('scratch card RTP by simulation', () => {
  it('returns the declared RTP within 4 standard errors', () => {
    const check = RTP_CHECKS.find((entry) => entry.name === 'scratch-card')!;
    const { measured, standardError } = simulateRtp(check, 300_000, createSeededRng(11));
    expect(Math.abs(measured - check.declaredBasisPoints / 10_000)).toBeLessThan(4 * standardError);
  });
});
