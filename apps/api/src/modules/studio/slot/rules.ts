import { toMajor, type SlotRules, type SlotSpin } from '@prime/contract';
import type { SlotConfig, SpinOutcome } from './slot.types';

const payRecord = (pays: Readonly<Partial<Record<number, number>>>): Record<string, number> =>
  Object.fromEntries(
    Object.entries(pays).filter((entry): entry is [string, number] => entry[1] !== undefined),
  );

/** What the game page draws and shows as the paytable; the reel strips stay on the server. */
export const slotRules = (config: SlotConfig): SlotRules => ({
  engine: config.engine,
  reels: config.reels,
  rows: config.rows,
  paylines: config.paylines.map((line) => [...line]),
  symbols: config.symbols.map((symbol) => ({
    id: symbol.id,
    kind: symbol.kind,
    pays: payRecord(symbol.pays),
  })),
  free_spins: payRecord(config.freeSpins),
  free_spins_multiplier: config.freeSpinsMultiplier,
  rtp: config.rtpBasisPoints / 100,
});

/** One spin as the game API answers it, in major units. */
export const toSlotSpin = (spin: SpinOutcome): SlotSpin => ({
  grid: spin.grid.map((column) => [...column]),
  line_wins: spin.lineWins.map((lineWin) => ({
    line: lineWin.line,
    symbol: lineWin.symbol,
    count: lineWin.count,
    win: toMajor(lineWin.win),
  })),
  scatter_win: toMajor(spin.scatterWin),
  free_spins_awarded: spin.freeSpinsAwarded,
  win: toMajor(spin.win),
});
