import type { BaccaratResult, LiveWheelResult, RouletteResult } from '@prime/contract';
import { BACCARAT_SPOTS, baccaratReturn, playBaccarat, shoeDealer } from '../baccarat/baccarat';
import type { StudioEngine } from '../engine';
import { seedInt } from '../fairness';
import { spinWheel, WHEEL_SPOTS, wheelReturn } from '../live-wheel/live-wheel';
import {
  ROULETTE_POCKETS,
  pocketColour,
  rouletteNumbers,
  rouletteReturn,
} from '../roulette/roulette';
import {
  TABLE_RTP_BASIS_POINTS,
  TABLE_STEPS,
  baccaratRules,
  liveWheelRules,
  rouletteRules,
} from '../tables/table-rules';

/**
 * A live table: rounds for everyone on a timeline computed from the clock, each result drawn
 * from the round's seed alone (fairness.ts), so every API instance deals the same round.
 */
export type LiveEngine<Result = unknown> = StudioEngine & {
  /** How long the wheel spins or the cards are dealt, and the result shows (ms). */
  spinningMs: number;
  resultMs: number;
  isSpot: (spot: string) => boolean;
  /** The round's result from its seed: the same on every instance, for every verifier. */
  draw: (seed: string) => Result;
  /** What a spot returns per unit of stake given the result (see paySpots). */
  returnOf: (spot: string, result: Result) => readonly [bigint, bigint];
};

/** A uniform draw from the seed for the k-th pick of a round: label `${name}:${k}`. */
const seedPicker = (seed: string, name: string) => {
  let pick = 0;
  return (n: number) => seedInt(seed, `${name}:${(pick += 1) - 1}`, n);
};

const isLive: StudioEngine['runs'] = (game) => game.is_live;

export const liveRoulette: LiveEngine<RouletteResult> = {
  engines: ['roulette'],
  runs: isLive,
  declaredRtpBasisPoints: TABLE_RTP_BASIS_POINTS.roulette,
  stakesOnSpots: true,
  stakeDivisor: () => TABLE_STEPS.roulette,
  rules: rouletteRules,
  spinningMs: 8_000,
  resultMs: 4_000,
  isSpot: (spot) => rouletteNumbers(spot) !== undefined,
  draw: (seed) => {
    const pocket = seedInt(seed, 'roulette', ROULETTE_POCKETS);
    return { pocket, colour: pocketColour(pocket) };
  },
  returnOf: (spot, result) => rouletteReturn(spot, result.pocket),
};

export const liveBaccarat: LiveEngine<BaccaratResult> = {
  engines: ['baccarat'],
  runs: isLive,
  declaredRtpBasisPoints: TABLE_RTP_BASIS_POINTS.baccarat,
  stakesOnSpots: true,
  stakeDivisor: () => TABLE_STEPS.baccarat,
  rules: baccaratRules,
  spinningMs: 7_000,
  resultMs: 5_000,
  isSpot: (spot) => (BACCARAT_SPOTS as readonly string[]).includes(spot),
  draw: (seed) => playBaccarat(shoeDealer(seedPicker(seed, 'card'))),
  returnOf: (spot, result) => baccaratReturn(spot, result.winner),
};

/** The live money-wheel show: catalog engine `wheel`, live games only. */
export const liveWheel: LiveEngine<LiveWheelResult> = {
  engines: ['wheel'],
  runs: isLive,
  declaredRtpBasisPoints: TABLE_RTP_BASIS_POINTS.wheel,
  stakesOnSpots: true,
  stakeDivisor: () => TABLE_STEPS.wheel,
  rules: liveWheelRules,
  spinningMs: 8_000,
  resultMs: 4_000,
  isSpot: (spot) => WHEEL_SPOTS.includes(spot),
  draw: (seed) => spinWheel(seedPicker(seed, 'wheel')),
  returnOf: (spot, result) => wheelReturn(spot, result),
};

export const LIVE_ENGINES: readonly LiveEngine[] = [
  liveRoulette as LiveEngine,
  liveBaccarat as LiveEngine,
  liveWheel as LiveEngine,
];

export const isLiveEngine = (family: StudioEngine): family is LiveEngine =>
  (LIVE_ENGINES as readonly StudioEngine[]).includes(family);
