import { DICE_OUTCOMES, dicePay, isDiceWin, type DiceDirection } from '@prime/contract/dice-pay';
import type { Rng } from '../slot';

export type DiceRoll = { roll: number; won: boolean; win: bigint };

/** One roll: 0..9999 in hundredths, uniform; a win pays `dicePay` of the stake. */
export const rollDice = (
  stake: bigint,
  direction: DiceDirection,
  target: number,
  rng: Rng,
): DiceRoll => {
  const roll = rng.int(DICE_OUTCOMES);
  const won = isDiceWin(roll, direction, target);
  return { roll, won, win: won ? dicePay(stake, direction, target) : 0n };
};

/**
 * A choice's exact return at a stake, as a fraction (winning rolls x pay / (outcomes x stake)),
 * counted over every roll rather than from the formula, so the test checks the rules as played.
 */
export const computeDiceRtp = (
  stake: bigint,
  direction: DiceDirection,
  target: number,
): { numerator: bigint; denominator: bigint } => {
  let paid = 0n;
  for (let roll = 0; roll < DICE_OUTCOMES; roll += 1)
    if (isDiceWin(roll, direction, target)) paid += dicePay(stake, direction, target);
  return { numerator: paid, denominator: BigInt(DICE_OUTCOMES) * stake };
};
