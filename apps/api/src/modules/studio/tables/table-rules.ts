import {
  toMajor,
  type BaccaratRules,
  type GameDetail,
  type LiveWheelRules,
  type RouletteRules,
  type TableLimits,
} from '@prime/contract';
import { BACCARAT_DECKS, BACCARAT_RTP_BASIS_POINTS, BACCARAT_SPOTS } from '../baccarat/baccarat';
import {
  WHEEL_COUNTS,
  WHEEL_NUMBERS,
  WHEEL_RTP_BASIS_POINTS,
  WHEEL_SEGMENTS,
  wheelSpot,
} from '../live-wheel/live-wheel';
import {
  RED_NUMBERS,
  ROULETTE_BET_KINDS,
  ROULETTE_EXAMPLE_SPOTS,
  ROULETTE_RTP_BASIS_POINTS,
  roulettePayOf,
  rouletteNumbers,
} from '../roulette/roulette';

/** The smallest chip of each table: every pay of its layout is then a whole number of cents. */
export const TABLE_STEPS = { roulette: 10n, baccarat: 20n, wheel: 10n } as const;

const percent = (basisPoints: number) => basisPoints / 100;

const limitsOf = (game: GameDetail, step: bigint): TableLimits => ({
  min: game.min_bet,
  max: game.max_bet,
  step: toMajor(step),
});

export const rouletteRules = (game: GameDetail): RouletteRules => ({
  engine: 'roulette',
  live: game.is_live,
  limits: limitsOf(game, TABLE_STEPS.roulette),
  red: [...RED_NUMBERS],
  bets: ROULETTE_BET_KINDS.map((kind) => {
    const numbers = rouletteNumbers(ROULETTE_EXAMPLE_SPOTS[kind])!.length;
    return { kind, numbers, pays: roulettePayOf(numbers) };
  }),
  rtp: percent(ROULETTE_RTP_BASIS_POINTS),
});

export const baccaratRules = (game: GameDetail): BaccaratRules => ({
  engine: 'baccarat',
  live: game.is_live,
  limits: limitsOf(game, TABLE_STEPS.baccarat),
  decks: BACCARAT_DECKS,
  bets: BACCARAT_SPOTS.map((spot) => ({
    spot,
    pays: spot === 'player' ? 1 : spot === 'banker' ? 0.95 : 8,
    rtp: percent(BACCARAT_RTP_BASIS_POINTS[spot]),
  })),
});

export const liveWheelRules = (game: GameDetail): LiveWheelRules => ({
  engine: 'live-wheel',
  live: true,
  limits: limitsOf(game, TABLE_STEPS.wheel),
  segments: WHEEL_SEGMENTS.map((segment) => ({ ...segment })),
  bets: WHEEL_NUMBERS.map((value) => ({
    spot: wheelSpot(value),
    value,
    segments: WHEEL_COUNTS[value],
    rtp: percent(WHEEL_RTP_BASIS_POINTS[value]),
  })),
});

/**
 * The RTP a catalog game of these engines declares, in basis points: roulette's (the same for
 * every bet), baccarat's best bet (Banker) and the money wheel's best spot, as lobbies list it.
 */
export const TABLE_RTP_BASIS_POINTS = {
  roulette: ROULETTE_RTP_BASIS_POINTS,
  baccarat: Math.max(...Object.values(BACCARAT_RTP_BASIS_POINTS)),
  wheel: Math.max(...Object.values(WHEEL_RTP_BASIS_POINTS)),
} as const;
