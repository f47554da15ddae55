import {
  toMajor,
  type BaccaratResult,
  type RouletteResult,
  type SpotPayResult,
} from '@prime/contract';
import { baccaratReturn, playBaccarat, shoeDealer } from '../baccarat/baccarat';
import type { InstantEngine, StudioEngine } from '../engine';
import { pocketColour, rouletteReturn, spinRoulette } from '../roulette/roulette';
import { cryptoRng } from '../slot';
import { paySpots, type SpotBet, type SpotPay } from './spot-bets';
import { TABLE_RTP_BASIS_POINTS, TABLE_STEPS, baccaratRules, rouletteRules } from './table-rules';

/** A table round's result as the page shows it: the engine's result and every spot's pay. */
export type TableResult<Result> = Result & { spots: SpotPayResult[] };

export const spotsInMajor = (spots: readonly SpotPay[]): SpotPayResult[] =>
  spots.map((spot) => ({ spot: spot.spot, amount: toMajor(spot.amount), win: toMajor(spot.win) }));

const isNotLive: StudioEngine['runs'] = (game) => !game.is_live;

/** European roulette at an RNG table: the player's spin, drawn with the cryptographic RNG. */
export const rouletteTable: InstantEngine<SpotBet[], TableResult<RouletteResult>> = {
  engines: ['roulette'],
  runs: isNotLive,
  declaredRtpBasisPoints: TABLE_RTP_BASIS_POINTS.roulette,
  stakesOnSpots: true,
  stakeDivisor: () => TABLE_STEPS.roulette,
  rules: rouletteRules,
  play: ({ choice }) => {
    const pocket = spinRoulette(cryptoRng);
    const paid = paySpots(choice, (spot) => rouletteReturn(spot, pocket));
    const result = { pocket, colour: pocketColour(pocket), spots: spotsInMajor(paid.spots) };
    return {
      win: paid.win,
      result,
      outcome: { engine: 'roulette', rng: 'crypto.randomInt', ...result },
    };
  },
};

/** Punto banco at an RNG table: a shoe shuffled for the hand with the cryptographic RNG. */
export const baccaratTable: InstantEngine<SpotBet[], TableResult<BaccaratResult>> = {
  engines: ['baccarat'],
  runs: isNotLive,
  declaredRtpBasisPoints: TABLE_RTP_BASIS_POINTS.baccarat,
  stakesOnSpots: true,
  stakeDivisor: () => TABLE_STEPS.baccarat,
  rules: baccaratRules,
  play: ({ choice }) => {
    const hand = playBaccarat(shoeDealer((n) => cryptoRng.int(n)));
    const paid = paySpots(choice, (spot) => baccaratReturn(spot, hand.winner));
    const result = { ...hand, spots: spotsInMajor(paid.spots) };
    return {
      win: paid.win,
      result,
      outcome: { engine: 'baccarat', rng: 'crypto.randomInt', ...result },
    };
  },
};
