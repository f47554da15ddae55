/**
 * The dice game's arithmetic, shared by the server that pays and the page that shows the pay
 * before the roll (no zod here, so the page can import it).
 */

/** Equally likely rolls: 0.00 to 99.99, in hundredths. */
export const DICE_OUTCOMES = 10_000;
/** The lowest and highest target a roll may be called under or over. */
export const DICE_TARGET_MIN = 2;
export const DICE_TARGET_MAX = 98;
/** Return to player before rounding, in basis points: the house keeps 2%. */
export const DICE_RTP_BASIS_POINTS = 9_800;

export type DiceDirection = 'under' | 'over';

/** Rolls that win: under 50 wins on 0.00..49.99, over 50 on 50.01..99.99 (a tie loses). */
export const diceWinningOutcomes = (direction: DiceDirection, target: number): number =>
  direction === 'under' ? target * 100 : DICE_OUTCOMES - 1 - target * 100;

/**
 * What a win pays in minor units: the stake times RTP x outcomes / winning outcomes, rounded
 * down to a cent, so the return of every choice is at most the declared RTP.
 */
export const dicePay = (stakeMinor: bigint, direction: DiceDirection, target: number): bigint =>
  (stakeMinor * BigInt(DICE_RTP_BASIS_POINTS) * BigInt(DICE_OUTCOMES)) /
  (10_000n * BigInt(diceWinningOutcomes(direction, target)));

/** Whether a roll (in hundredths) wins the call. */
export const isDiceWin = (roll: number, direction: DiceDirection, target: number): boolean =>
  direction === 'under' ? roll < target * 100 : roll > target * 100;
