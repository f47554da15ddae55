/** The engines of the studio's slots: how many reels they spin. */
export const SLOT_ENGINES = ['slot-3', 'slot-4', 'slot-5'] as const;
export type SlotEngine = (typeof SLOT_ENGINES)[number];

export const isSlotEngine = (engine: string): engine is SlotEngine =>
  (SLOT_ENGINES as readonly string[]).includes(engine);

export const SLOT_VOLATILITIES = ['low', 'medium', 'high'] as const;
export type SlotVolatility = (typeof SLOT_VOLATILITIES)[number];

/** A source of uniform integers in [0, maxExclusive). */
export type Rng = { int(maxExclusive: number): number };

/**
 * A symbol and what it pays by count. Regular and wild symbols pay along a line, as whole
 * multiples of the line bet; the scatter pays anywhere on the grid, as whole multiples of the
 * total bet. Whole multiples keep every win an integer of minor units.
 */
export type SlotSymbol = {
  id: string;
  kind: 'regular' | 'wild' | 'scatter';
  pays: Readonly<Partial<Record<number, number>>>;
};

export type SlotConfig = {
  engine: SlotEngine;
  volatility: SlotVolatility;
  reels: number;
  rows: number;
  symbols: readonly SlotSymbol[];
  /** Symbol ids per reel; a stop shows `rows` consecutive symbols, wrapping around. */
  strips: readonly (readonly string[])[];
  /** Each payline as the row index (0 = top) on every reel. */
  paylines: readonly (readonly number[])[];
  /** Scatters on the grid -> free spins awarded. */
  freeSpins: Readonly<Partial<Record<number, number>>>;
  /** Wins during free spins are multiplied by this. */
  freeSpinsMultiplier: number;
  /** Free spins one round may award in all, retriggers included; awards beyond are dropped. */
  maxFreeSpins: number;
  /** The exact return to player of this configuration, rounded to basis points. */
  rtpBasisPoints: number;
};

export type LineWin = { line: number; symbol: string; count: number; win: bigint };

/** One spin: the grid shown (reel by reel, top to bottom) and what it paid. */
export type SpinOutcome = {
  grid: string[][];
  /** Line wins before the free-spins multiplier; `line` is the payline's index. */
  lineWins: LineWin[];
  /** The scatter's pay before the free-spins multiplier. */
  scatterWin: bigint;
  /** Free spins this spin added to the round, after the round's cap. */
  freeSpinsAwarded: number;
  /** Everything this spin paid, the free-spins multiplier included. */
  win: bigint;
};

/** A round: the paid spin, then its free spins in order; one bet and one win. */
export type SlotRound = { spins: SpinOutcome[]; totalWin: bigint };
