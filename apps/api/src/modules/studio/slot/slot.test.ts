import { slotRulesSchema, slotSpinSchema } from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { compileSlot } from './compiled';
import { gridAt } from './evaluate';
import {
  SLOT_CONFIGS,
  computeSlotRtp,
  createSeededRng,
  cryptoRng,
  playSlotRound,
  slotConfigFor,
  slotRules,
  toSlotSpin,
  type Rng,
  type SlotConfig,
} from './index';
import { payGrid } from './play';

/**
 * Five reels, three lines (the rows), so a case controls every line; '10' pays nothing.
 * Every strip shows [scatter, 10, 10] at stop 0 and [A, A, A] at stop 3.
 */
const TEST_SLOT: SlotConfig = {
  engine: 'slot-5',
  volatility: 'medium',
  reels: 5,
  rows: 3,
  symbols: [
    { id: 'seven', kind: 'regular', pays: { 3: 20, 4: 50, 5: 100 } },
    { id: 'A', kind: 'regular', pays: { 3: 10, 4: 20, 5: 40 } },
    { id: '10', kind: 'regular', pays: {} },
    { id: 'wild', kind: 'wild', pays: { 3: 30, 4: 60, 5: 500 } },
    { id: 'scatter', kind: 'scatter', pays: { 3: 2, 4: 5, 5: 10 } },
  ],
  strips: Array.from({ length: 5 }, () => ['scatter', '10', '10', 'A', 'A', 'A']),
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
  ],
  freeSpins: { 3: 10, 4: 15, 5: 20 },
  freeSpinsMultiplier: 3,
  maxFreeSpins: 100,
  rtpBasisPoints: 0,
};

/** Pays a grid of the test slot whose middle row is `middle` and other rows pay nothing. */
const payMiddle = (middle: string[], betMinor = 300n, multiplier = 1) => {
  const slot = compileSlot(TEST_SLOT);
  const grid = middle.map((id) => Int32Array.from(['10', id, '10'], (s) => slot.ids.indexOf(s)));
  return payGrid(slot, grid, betMinor, multiplier, 100);
};

/** Draws the given stops in order, then `rest` forever. */
const scripted = (stops: number[], rest: number): Rng => ({
  int: (max) => {
    const stop = stops.shift() ?? rest;
    if (stop >= max) throw new RangeError('stop out of range');
    return stop;
  },
});

describe('line evaluation', () => {
  it('pays the leftmost run of a kind as a multiple of the line bet', () => {
    const spin = payMiddle(['seven', 'seven', 'seven', 'A', 'A']);
    expect(spin.lineWins).toEqual([{ line: 0, symbol: 'seven', count: 3, win: 2_000n }]);
    expect(spin.win).toBe(2_000n);
  });

  it('pays nothing when the run does not start on the first reel', () => {
    expect(payMiddle(['A', 'seven', 'A', 'A', 'A']).lineWins).toEqual([]);
    expect(payMiddle(['10', 'A', 'A', 'A', 'A']).win).toBe(0n);
  });

  it('lets the wild stand in for the symbol of the line', () => {
    const spin = payMiddle(['seven', 'wild', 'seven', 'wild', 'A']);
    expect(spin.lineWins).toEqual([{ line: 0, symbol: 'seven', count: 4, win: 5_000n }]);
  });

  it('pays a line of wilds as wilds', () => {
    const spin = payMiddle(['wild', 'wild', 'wild', 'wild', 'wild']);
    expect(spin.lineWins).toEqual([{ line: 0, symbol: 'wild', count: 5, win: 50_000n }]);
  });

  it('pays the better of the leading wilds and the substituted symbol', () => {
    // Wild x3 pays 30, A x5 pays 40: the A line wins.
    expect(payMiddle(['wild', 'wild', 'wild', 'A', 'A']).lineWins[0]).toMatchObject({
      symbol: 'A',
      count: 5,
    });
    // Wild x4 pays 60, A x5 pays 40: the wilds win.
    expect(payMiddle(['wild', 'wild', 'wild', 'wild', 'A']).lineWins[0]).toMatchObject({
      symbol: 'wild',
      count: 4,
    });
  });

  it('never lets the wild stand in for the scatter', () => {
    expect(payMiddle(['wild', 'wild', 'wild', 'scatter', 'A']).lineWins).toEqual([
      { line: 0, symbol: 'wild', count: 3, win: 3_000n },
    ]);
    expect(payMiddle(['scatter', 'wild', 'wild', 'wild', 'A']).lineWins).toEqual([]);
  });

  it('floors each line win in integers when the bet does not split evenly over the lines', () => {
    // 100 minor over 3 lines: A x5 pays floor(100 x 40 / 3) = 1333, never 1333.33.
    const spin = payMiddle(['A', 'A', 'A', 'A', 'A'], 100n);
    expect(spin.lineWins[0]!.win).toBe(1_333n);
    expect(typeof spin.win).toBe('bigint');
    expect(toSlotSpin(spin).win).toBe(13.33);
  });

  it('applies the free-spins multiplier to the spin win, not to each line', () => {
    const spin = payMiddle(['A', 'A', 'A', 'A', 'A'], 100n, 3);
    expect(spin.lineWins[0]!.win).toBe(1_333n);
    expect(spin.win).toBe(3_999n);
  });
});

describe('scatters', () => {
  it('pay anywhere on the grid as a multiple of the total bet and award free spins', () => {
    const slot = compileSlot(TEST_SLOT);
    const ids = (column: string[]) => Int32Array.from(column, (id) => slot.ids.indexOf(id));
    const grid = [
      ids(['scatter', '10', '10']),
      ids(['10', '10', '10']),
      ids(['10', 'scatter', '10']),
      ids(['10', '10', '10']),
      ids(['10', '10', 'scatter']),
    ];
    const spin = payGrid(slot, grid, 300n, 1, 100);
    expect(spin.lineWins).toEqual([]);
    expect(spin.scatterWin).toBe(600n);
    expect(spin.freeSpinsAwarded).toBe(10);
    expect(spin.win).toBe(600n);
  });
});

describe('playSlotRound', () => {
  it('plays the awarded free spins in the same round with the multiplier, and pays once', () => {
    // Paid spin: three scatters on reels 1-3, A on reels 4-5; every free spin shows only A.
    const round = playSlotRound(TEST_SLOT, 300n, scripted([0, 0, 0, 3, 3], 3));
    expect(round.spins).toHaveLength(11);
    expect(round.spins[0]).toMatchObject({ scatterWin: 600n, freeSpinsAwarded: 10, win: 600n });
    for (const free of round.spins.slice(1)) {
      expect(free.lineWins.map((lineWin) => lineWin.win)).toEqual([4_000n, 4_000n, 4_000n]);
      expect(free.win).toBe(36_000n);
    }
    expect(round.totalWin).toBe(600n + 10n * 36_000n);
  });

  it('caps retriggers at the round maximum', () => {
    // Every spin shows five scatters and awards 20: four retriggers reach 100, then no more.
    const round = playSlotRound(TEST_SLOT, 100n, scripted([], 0));
    const awarded = round.spins.map((spin) => spin.freeSpinsAwarded);
    expect(awarded.slice(0, 5)).toEqual([20, 20, 20, 20, 20]);
    expect(awarded.slice(5).every((count) => count === 0)).toBe(true);
    expect(round.spins).toHaveLength(1 + TEST_SLOT.maxFreeSpins);
  });

  it('agrees with the exact figure when every spin retriggers up to the cap', () => {
    // Every stop shows one scatter per reel (10 x stake, 20 free spins) and no line win, so a
    // round is the paid spin and 100 free spins at x3.
    const config = { ...TEST_SLOT, strips: TEST_SLOT.strips.map(() => ['scatter', '10', '10']) };
    const exact = computeSlotRtp(config);
    expect(exact.freeSpinsChance).toBe(1);
    expect(exact.expectedFreeSpins).toBe(100);
    expect(exact.rtp).toBe(10 + 100 * 10 * 3);
    const round = playSlotRound(config, 100n, cryptoRng);
    expect(round.totalWin).toBe(BigInt(exact.rtp) * 100n);
  });

  it('sums the spins into the round win', () => {
    const rng = createSeededRng(7);
    for (const config of SLOT_CONFIGS) {
      for (let i = 0; i < 200; i += 1) {
        const round = playSlotRound(config, 150n, rng);
        const awarded = round.spins.reduce((sum, spin) => sum + spin.freeSpinsAwarded, 0);
        expect(round.spins).toHaveLength(1 + awarded);
        expect(round.totalWin).toBe(round.spins.reduce((sum, spin) => sum + spin.win, 0n));
      }
    }
  });

  it('refuses a bet of zero', () => {
    expect(() => playSlotRound(SLOT_CONFIGS[0]!, 0n, cryptoRng)).toThrow(RangeError);
  });
});

describe('rng', () => {
  it('draws integers within [0, max) from both sources', () => {
    const seeded = createSeededRng(1);
    for (const max of [1, 2, 3, 7, 40, 1_000_003, 2 ** 31]) {
      for (let i = 0; i < 2_000; i += 1) {
        for (const rng of [seeded, cryptoRng]) {
          const value = rng.int(max);
          expect(Number.isInteger(value) && value >= 0 && value < max).toBe(true);
        }
      }
    }
  });

  it('is uniform over a small range and reproducible from its seed', () => {
    const rng = createSeededRng(99);
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i += 1) counts[rng.int(6)]! += 1;
    // Each face expects 10,000 with a standard deviation of about 91.
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
    const again = createSeededRng(99);
    const first = createSeededRng(99);
    expect(Array.from({ length: 5 }, () => again.int(1_000))).toEqual(
      Array.from({ length: 5 }, () => first.int(1_000)),
    );
  });
});

describe('configurations', () => {
  const LINES = { 'slot-3': 5, 'slot-4': 10, 'slot-5': 20 };

  it.each(SLOT_CONFIGS.map((config) => [`${config.engine} ${config.volatility}`, config]))(
    '%s is well formed',
    (_, config) => {
      expect(slotConfigFor(config.engine, config.volatility)).toBe(config);
      expect(config.reels).toBe(Number(config.engine.slice(-1)));
      expect(config.strips).toHaveLength(config.reels);
      expect(config.paylines).toHaveLength(LINES[config.engine]);
      expect(new Set(config.paylines.map((line) => line.join())).size).toBe(LINES[config.engine]);
      for (const line of config.paylines) {
        expect(line).toHaveLength(config.reels);
        expect(line.every((row) => row >= 0 && row < config.rows)).toBe(true);
      }
      expect(config.symbols.filter((symbol) => symbol.kind === 'wild')).toHaveLength(1);
      expect(config.symbols.filter((symbol) => symbol.kind === 'scatter')).toHaveLength(1);
      const pays = config.symbols.flatMap((symbol) => Object.values(symbol.pays));
      expect(pays.every((pay) => Number.isInteger(pay) && pay! > 0)).toBe(true);
      // A reel never shows two scatters, so the scatter count is at most the reel count.
      const slot = compileSlot(config);
      slot.strips.forEach((strip, reel) => {
        for (let stop = 0; stop < strip.length; stop += 1) {
          const stops = config.strips.map((_, r) => (r === reel ? stop : 0));
          const column = gridAt(slot, stops)[reel]!;
          expect(column.filter((symbol) => symbol === slot.scatter).length).toBeLessThan(2);
        }
      });
    },
  );

  it.each(SLOT_CONFIGS.map((config) => [`${config.engine} ${config.volatility}`, config]))(
    '%s declares its exact RTP, between 94% and 97%',
    (_, config) => {
      const { rtp } = computeSlotRtp(config);
      expect(config.rtpBasisPoints).toBe(Math.round(rtp * 10_000));
      expect(config.rtpBasisPoints).toBeGreaterThanOrEqual(9_400);
      expect(config.rtpBasisPoints).toBeLessThanOrEqual(9_700);
    },
  );

  it.each(
    SLOT_CONFIGS.filter((config) => config.reels === 3).map((config) => [
      config.volatility,
      config,
    ]),
  )('slot-3 %s: every stop combination pays on average what the formula says', (_, config) => {
    const slot = compileSlot(config);
    const [a, b, c] = slot.strips.map((strip) => strip.length) as [number, number, number];
    const bet = BigInt(config.paylines.length);
    let total = 0n;
    for (let i = 0; i < a; i += 1)
      for (let j = 0; j < b; j += 1)
        for (let k = 0; k < c; k += 1)
          total += payGrid(slot, gridAt(slot, [i, j, k]), bet, 1, 0).win;
    const exact = computeSlotRtp(config);
    expect(Number(total) / Number(bet) / (a * b * c)).toBeCloseTo(
      exact.baseLines + exact.baseScatter,
      12,
    );
  });
});

describe('declared RTP by simulation', () => {
  const ROUNDS = 150_000;

  it.each(SLOT_CONFIGS.map((config) => [`${config.engine} ${config.volatility}`, config]))(
    '%s returns its declared RTP within 4 standard errors',
    (_, config) => {
      const rng = createSeededRng(20_261_123);
      const bet = 100n;
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < ROUNDS; i += 1) {
        const ratio = Number(playSlotRound(config, bet, rng).totalWin) / Number(bet);
        sum += ratio;
        squares += ratio * ratio;
      }
      const mean = sum / ROUNDS;
      const standardError = Math.sqrt((squares / ROUNDS - mean * mean) / (ROUNDS - 1));
      expect(Math.abs(mean - config.rtpBasisPoints / 10_000)).toBeLessThan(4 * standardError);
    },
  );
});

describe('rules for the game page', () => {
  it('match the contract and leave the strips out', () => {
    const config = slotConfigFor('slot-5', 'high');
    const rules = slotRules(config);
    expect(slotRulesSchema.strict().parse(rules)).toEqual(rules);
    expect(JSON.stringify(rules)).not.toContain('strip');
    expect(rules).toMatchObject({
      engine: 'slot-5',
      reels: 5,
      rows: 3,
      free_spins: { 3: 10, 4: 15, 5: 20 },
      free_spins_multiplier: config.freeSpinsMultiplier,
      rtp: config.rtpBasisPoints / 100,
    });
    expect(rules.paylines).toHaveLength(20);
    expect(rules.symbols.find((symbol) => symbol.kind === 'wild')?.pays).toEqual({
      3: 300,
      4: 3_000,
      5: 15_000,
    });
  });

  it('map a spin to major units', () => {
    const round = playSlotRound(TEST_SLOT, 300n, scripted([0, 0, 0, 3, 3], 3));
    const spin = toSlotSpin(round.spins[1]!);
    expect(slotSpinSchema.strict().parse(spin)).toEqual(spin);
    expect(spin).toMatchObject({ scatter_win: 0, free_spins_awarded: 0, win: 360 });
    expect(spin.line_wins[0]).toEqual({ line: 0, symbol: 'A', count: 5, win: 40 });
    expect(spin.grid[0]).toEqual(['A', 'A', 'A']);
  });
});
