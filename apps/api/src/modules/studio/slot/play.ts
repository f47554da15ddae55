import { compileSlot, type CompiledSlot } from './compiled';
import { countScatters, evaluateLine, gridAt } from './evaluate';
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
  const symbols = new Int32Array(grid.length);
  const lineWins: LineWin[] = [];
  let sum = 0n;
  paylines.forEach((rows, line) => {
    for (let reel = 0; reel < symbols.length; reel += 1) symbols[reel] = grid[reel]![rows[reel]!]!;
    const pay = evaluateLine(slot, symbols);
    if (pay.pays === 0) return;
    const win = (betMinor * BigInt(pay.pays)) / lines;
    lineWins.push({ line, symbol: slot.ids[pay.symbol]!, count: pay.count, win });
    sum += win;
  });
  const scatters = countScatters(slot, grid);
  const scatterWin = betMinor * BigInt(slot.scatterPays[scatters] ?? 0);
  return {
    grid: grid.map((column) => Array.from(column, (symbol) => slot.ids[symbol]!)),
    lineWins,
    scatterWin,
    freeSpinsAwarded: Math.min(slot.freeSpins[scatters] ?? 0, freeSpinsRoom),
    win: (sum + scatterWin) * BigInt(multiplier),
  };
};

const spin = (slot: CompiledSlot, rng: Rng): Int32Array[] =>
  gridAt(
    slot,
    slot.strips.map((strip) => rng.int(strip.length)),
  );

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
