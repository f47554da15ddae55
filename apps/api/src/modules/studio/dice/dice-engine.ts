import {
  DICE_OUTCOMES,
  DICE_RTP_BASIS_POINTS,
  DICE_TARGET_MAX,
  DICE_TARGET_MIN,
  type DiceChoice,
  type DiceResult,
} from '@prime/contract';
import type { InstantEngine } from '../engine';
import { cryptoRng } from '../slot';
import { rollDice } from './dice';

/** Dice as the studio serves it: the player's call (checked by the route's schema), one roll. */
export const diceEngine: InstantEngine<DiceChoice, DiceResult> = {
  engines: ['dice'],
  declaredRtpBasisPoints: DICE_RTP_BASIS_POINTS,
  rules: () => ({
    engine: 'dice',
    outcomes: DICE_OUTCOMES,
    target_min: DICE_TARGET_MIN,
    target_max: DICE_TARGET_MAX,
    rtp: DICE_RTP_BASIS_POINTS / 100,
  }),
  // Whole euros: a win rounds down to a cent, which costs a 10-cent stake up to 8% of its
  // return but a euro stake at most 0.83% (every call returns 97.17% to 98%).
  stakeDivisor: () => 100n,
  play: ({ game, bet, choice }) => {
    const { roll, won, win } = rollDice(bet, choice.direction, choice.target, cryptoRng);
    const result = { roll: roll / 100, direction: choice.direction, target: choice.target, won };
    return { win, result, outcome: { engine: game.engine, rng: 'crypto.randomInt', ...result } };
  },
};
