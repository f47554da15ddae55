import { compileSlot, type CompiledSlot } from './compiled';
import { countScatters, evaluateLine } from './evaluate';
import type { LineWin, Rng, SlotConfig, SlotRound, SpinOutcome } from './slot.types';

/**
 * What a grid pays for a total bet of `betMinor`: each line floor(bet x pays / lines), in
 * integers only, plus the scatter's multiple of the total bet; `multiplier` then applies to the
 * sum. `freeSpinsRoom` is how many free spins the round may still award.
 */
export const payGrid = (
  slot: CompiledSlot,
  grid: readonly Int32Array[],
  betMinor: bigint,
  multiplier: number,
  freeSpinsRoom: number,
): SpinOutcome => {
  const { paylines } = slot.config;
  const lines = BigInt(paylines.length);
  const reels = grid.length;
  const symbols = new Int32Array(reels);
  const lineWins: LineWin[] = [];
  let sum = 0n;
  for (let line = 0; line < paylines.length; line += 1) {
    const rows = paylines[line]!;
    for (let reel = 0; reel < reels; reel += 1) symbols[reel] = grid[reel]![rows[reel]!]!;
    const pay = evaluateLine(slot, symbols);
    if (pay.pays === 0) continue;
    const win = (betMinor * BigInt(pay.pays)) / lines;
    lineWins.push({ line, symbol: slot.ids[pay.symbol]!, count: pay.count, win });
    sum += win;
  }
  const scatters = countScatters(slot, grid);
  const scatterPays = slot.scatterPays[scatters] ?? 0;
  const scatterWin = scatterPays === 0 ? 0n : betMinor * BigInt(scatterPays);
  const paid = sum + scatterWin;
  return {
    grid: grid.map((column) => {
      const ids: string[] = [];
      for (const symbol of column) ids.push(slot.ids[symbol]!);
      return ids;
    }),
    lineWins,
    scatterWin,
    freeSpinsAwarded: Math.min(slot.freeSpins[scatters] ?? 0, freeSpinsRoom),
    win: multiplier === 1 || paid === 0n ? paid : paid * BigInt(multiplier),
  };
};

/** Draws a stop per reel, uniformly, and returns the grid it shows. */
const spin = (slot: CompiledSlot, rng: Rng): Int32Array[] => {
  const { rows } = slot.config;
  const grid: Int32Array[] = [];
  for (const strip of slot.strips) {
    const stop = rng.int(strip.length);
    const column = new Int32Array(rows);
    for (let row = 0; row < rows; row += 1) column[row] = strip[(stop + row) % strip.length]!;
    grid.push(column);
  }
  return grid;
};

/**
 * Plays one round: the paid spin, then every free spin it awards, retriggers included up to
 * the configuration's cap. The round is settled once: `betMinor` taken, `totalWin` paid.
 */
export const playSlotRound = (config: SlotConfig, betMinor: bigint, rng: Rng): SlotRound => {
  if (betMinor <= 0n) throw new RangeError('A bet is more than zero.');
  const slot = compileSlot(config);
  const first = payGrid(slot, spin(slot, rng), betMinor, 1, config.maxFreeSpins);
  const spins = [first];
  let totalWin = first.win;
  let awarded = first.freeSpinsAwarded;
  for (let played = 0; played < awarded; played += 1) {
    const free = payGrid(
      slot,
      spin(slot, rng),
      betMinor,
      config.freeSpinsMultiplier,
      config.maxFreeSpins - awarded,
    );
    spins.push(free);
    totalWin += free.win;
    awarded += free.freeSpinsAwarded;
  }
  return { spins, totalWin };
};
