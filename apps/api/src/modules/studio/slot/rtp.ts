import { compileSlot } from './compiled';
import { evaluateLine } from './evaluate';
import type { SlotConfig } from './slot.types';

/** A configuration's exact return, as fractions of the total bet per round. */
export type SlotRtp = {
  /** Line pays of the paid spin. */
  baseLines: number;
  /** Scatter pays of the paid spin. */
  baseScatter: number;
  /** Everything the free spins pay, multiplier included. */
  freeSpins: number;
  rtp: number;
  /** Chance that the paid spin awards free spins. */
  freeSpinsChance: number;
  /** Free spins a round plays on average, retriggers and cap included. */
  expectedFreeSpins: number;
};

/** How often each symbol appears on each reel, as probabilities. */
const frequencies = (strips: readonly Int32Array[], symbolCount: number): number[][] =>
  strips.map((strip) => {
    const counts = new Array<number>(symbolCount).fill(0);
    for (const symbol of strip) counts[symbol]! += 1;
    return counts.map((count) => count / strip.length);
  });

/** Distribution of the scatter count on the grid: per reel over its stops, then convolved. */
const scatterDistribution = (strips: readonly Int32Array[], scatter: number, rows: number) => {
  let total = [1];
  for (const strip of strips) {
    const reel = new Array<number>(rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let count = 0;
      for (let row = 0; row < rows; row += 1)
        if (strip[(stop + row) % strip.length] === scatter) count += 1;
      reel[count]! += 1 / strip.length;
    }
    const next = new Array<number>(total.length + rows).fill(0);
    total.forEach((p, i) => reel.forEach((q, j) => (next[i + j]! += p * q)));
    total = next;
  }
  return total;
};

/**
 * Expected free spins per round. Every spin draws the same way, so only the award of each
 * spin matters: walk the (played, awarded) states until every awarded spin is played.
 */
const expectedFreeSpins = (awards: Map<number, number>, cap: number): number => {
  let byAwarded = new Array<number>(cap + 1).fill(0);
  for (const [award, p] of awards) byAwarded[Math.min(award, cap)]! += p;
  let expected = 0;
  for (let played = 0; played <= cap; played += 1) {
    // States with nothing left to play end here with `played` spins.
    expected += played * byAwarded[played]!;
    byAwarded[played] = 0;
    const next = new Array<number>(cap + 1).fill(0);
    byAwarded.forEach((p, awarded) => {
      if (p === 0) return;
      for (const [award, q] of awards) next[Math.min(awarded + award, cap)]! += p * q;
    });
    byAwarded = next;
  }
  return expected;
};

/**
 * The exact RTP. Each line sees on every reel a uniformly drawn strip position, independent
 * across reels, so one line's expected pay follows from the symbol frequencies alone; every
 * line has the same, and lines x (pays / lines) leaves one line's expected multiple. The
 * scatter count follows from each reel's windows. By Wald's identity the free spins return
 * their expected count times one spin's expected pay times the multiplier.
 */
export const computeSlotRtp = (config: SlotConfig): SlotRtp => {
  const slot = compileSlot(config);
  const freq = frequencies(slot.strips, slot.ids.length);
  const symbols = new Int32Array(config.reels);
  const walk = (reel: number, p: number): number => {
    if (reel === config.reels) return p * evaluateLine(slot, symbols).pays;
    let sum = 0;
    freq[reel]!.forEach((q, symbol) => {
      if (q === 0) return;
      symbols[reel] = symbol;
      sum += walk(reel + 1, p * q);
    });
    return sum;
  };
  const baseLines = walk(0, 1);
  const scatters = scatterDistribution(slot.strips, slot.scatter, config.rows);
  const baseScatter = scatters.reduce((sum, p, count) => sum + p * slot.scatterPays[count]!, 0);
  const awards = new Map<number, number>();
  scatters.forEach((p, count) => {
    const award = slot.freeSpins[count]!;
    awards.set(award, (awards.get(award) ?? 0) + p);
  });
  const freeSpinsChance = 1 - (awards.get(0) ?? 0);
  const expected = expectedFreeSpins(awards, config.maxFreeSpins);
  const freeSpins = expected * (baseLines + baseScatter) * config.freeSpinsMultiplier;
  return {
    baseLines,
    baseScatter,
    freeSpins,
    rtp: baseLines + baseScatter + freeSpins,
    freeSpinsChance,
    expectedFreeSpins: expected,
  };
};
