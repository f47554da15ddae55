import {
  baccaratReturn,
  BACCARAT_RTP_BASIS_POINTS,
  BACCARAT_SPOTS,
  playBaccarat,
  shoeDealer,
} from './baccarat/baccarat';
import type { RtpCheck } from './engine';
import {
  spinWheel,
  WHEEL_NUMBERS,
  WHEEL_RTP_BASIS_POINTS,
  wheelReturn,
  wheelSpot,
} from './live-wheel/live-wheel';
import {
  ROULETTE_BET_KINDS,
  ROULETTE_EXAMPLE_SPOTS,
  ROULETTE_RTP_BASIS_POINTS,
  rouletteReturn,
  spinRoulette,
} from './roulette/roulette';
import { WHEEL_RISKS, type DiceDirection } from '@prime/contract';
import { BINGO_RTP_BASIS_POINTS, playBingo } from './bingo/bingo';
import { computeDiceRtp, rollDice } from './dice/dice';
import { SCRATCH_RTP_BASIS_POINTS, drawScratchCard } from './scratch/scratch';
import { CRASH_RTP_TARGETS, crashAutoCashoutCheck } from './crash/crash-engine';
import { SLOT_CONFIGS, playSlotRound } from './slot';
import {
  WHEEL_RTP_BASIS_POINTS as INSTANT_WHEEL_RTP_BASIS_POINTS,
  spinWheel as spinInstantWheel,
} from './wheel/wheel';

type Rng = Parameters<RtpCheck['playOnce']>[0];

/** A spot's return per unit of stake as a number. */
const ratio = ([numerator, denominator]: readonly [bigint, bigint]) =>
  Number(numerator) / Number(denominator);
import { BLACKJACK_RTP_BASIS_POINTS, createBasicStrategyRound } from './blackjack';

/** A stake every slot's line count divides, so a slot's figures carry no rounding. */
const SLOT_STAKE = 100n;

/** A stake of €1: dice pays round down to a cent, so a choice's figure is the one at this stake. */
const INSTANT_STAKE = 100n;

/**
 * Dice calls whose RTP is checked: the declared 98% where the pay is exact at €1 (under 50
 * pays 1.96), and the exact figure after rounding down where it is not.
 */
const DICE_CALLS: readonly [DiceDirection, number][] = [
  ['under', 50],
  ['over', 50],
  ['under', 2],
  ['over', 98],
  ['over', 3],
];

const diceCheck = ([direction, target]: [DiceDirection, number]): RtpCheck => {
  const exact = computeDiceRtp(INSTANT_STAKE, direction, target);
  return {
    name: `dice: ${direction} ${target}`,
    declaredBasisPoints: (Number(exact.numerator) * 10_000) / Number(exact.denominator),
    playOnce: (rng) =>
      Number(rollDice(INSTANT_STAKE, direction, target, rng).win) / Number(INSTANT_STAKE),
  };
};

const bingoCheck = (tickets: number): RtpCheck => ({
  name: `bingo-90: ${tickets} ticket${tickets > 1 ? 's' : ''}`,
  declaredBasisPoints: BINGO_RTP_BASIS_POINTS,
  playOnce: (rng) =>
    Number(playBingo(INSTANT_STAKE, tickets, rng).win) / Number(INSTANT_STAKE * BigInt(tickets)),
});

/** Every engine variant whose declared RTP the benchmark checks by simulation. */
export const RTP_CHECKS: readonly RtpCheck[] = [
  ...SLOT_CONFIGS.map((config) => ({
    name: `${config.engine} ${config.volatility}`,
    declaredBasisPoints: config.rtpBasisPoints,
    playOnce: (rng: Parameters<RtpCheck['playOnce']>[0]) =>
      Number(playSlotRound(config, SLOT_STAKE, rng).totalWin) / Number(SLOT_STAKE),
  })),
  ...ROULETTE_BET_KINDS.map((kind) => ({
    name: `roulette: ${kind}`,
    declaredBasisPoints: ROULETTE_RTP_BASIS_POINTS,
    playOnce: (rng: Rng) => ratio(rouletteReturn(ROULETTE_EXAMPLE_SPOTS[kind], spinRoulette(rng))),
  })),
  ...BACCARAT_SPOTS.map((spot) => ({
    name: `baccarat: ${spot}`,
    declaredBasisPoints: BACCARAT_RTP_BASIS_POINTS[spot],
    playOnce: (rng: Rng) =>
      ratio(baccaratReturn(spot, playBaccarat(shoeDealer((n) => rng.int(n))).winner)),
  })),
  ...WHEEL_NUMBERS.map((value) => ({
    name: `live money wheel: ${value}`,
    declaredBasisPoints: WHEEL_RTP_BASIS_POINTS[value],
    playOnce: (rng: Rng) =>
      ratio(
        wheelReturn(
          wheelSpot(value),
          spinWheel((n) => rng.int(n)),
        ),
      ),
  })),
  {
    name: 'scratch-card',
    declaredBasisPoints: SCRATCH_RTP_BASIS_POINTS,
    playOnce: (rng) => drawScratchCard(rng).prize ?? 0,
  },
  ...DICE_CALLS.map(diceCheck),
  ...WHEEL_RISKS.map((risk) => ({
    name: `wheel: ${risk} risk`,
    declaredBasisPoints: INSTANT_WHEEL_RTP_BASIS_POINTS,
    playOnce: (rng: Parameters<RtpCheck['playOnce']>[0]) =>
      Number(spinInstantWheel(INSTANT_STAKE, risk, rng).win) / Number(INSTANT_STAKE),
  })),
  bingoCheck(1),
  bingoCheck(6),
  ...CRASH_RTP_TARGETS.map(crashAutoCashoutCheck),
  {
    // Per initial stake; a round keeps its shoe per RNG, so each RNG gets its own player.
    name: 'blackjack: basic strategy',
    declaredBasisPoints: BLACKJACK_RTP_BASIS_POINTS,
    playOnce: (rng) => basicStrategyPlayer(rng)(),
  },
];

const players = new WeakMap<Rng, () => number>();
const basicStrategyPlayer = (rng: Rng) => {
  let play = players.get(rng);
  if (!play) {
    play = createBasicStrategyRound(rng);
    players.set(rng, play);
  }
  return play;
};

/** Plays a variant `rounds` times: the measured RTP and its standard error, as fractions. */
export const simulateRtp = (
  check: RtpCheck,
  rounds: number,
  rng: Parameters<RtpCheck['playOnce']>[0],
): { measured: number; standardError: number } => {
  let sum = 0;
  let squares = 0;
  for (let round = 0; round < rounds; round += 1) {
    const ratio = check.playOnce(rng);
    sum += ratio;
    squares += ratio * ratio;
  }
  const measured = sum / rounds;
  const variance = Math.max(0, squares / rounds - measured * measured);
  return { measured, standardError: Math.sqrt(variance / (rounds - 1)) };
};
