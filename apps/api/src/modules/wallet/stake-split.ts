import type { PocketChanges } from './wallet.repository';

export type Pockets = { available: bigint; deposited: bigint; bonus: bigint };

/**
 * Where a bet's money comes from (the rule the seamless wallet applies):
 * 1. `deposited` first: deposited money counts as wagered once it is bet, so it cannot be
 *    withdrawn without being played;
 * 2. then `available` (withdrawable);
 * 3. bonus money last, only when the real money does not cover the bet.
 * The answer is the signed change of each pocket, or null when all three together hold less
 * than the bet (nothing is taken then).
 */
export const splitBet = (pockets: Pockets, amount: bigint): PocketChanges | null => {
  if (amount <= 0n) throw new RangeError('A bet is a positive amount.');
  if (pockets.deposited + pockets.available + pockets.bonus < amount) return null;
  let rest = amount;
  const take = (held: bigint) => {
    const taken = held < rest ? held : rest;
    rest -= taken;
    return taken;
  };
  const deposited = take(pockets.deposited);
  const available = take(pockets.available);
  const bonus = take(pockets.bonus);
  return { deposited: -deposited, available: -available, bonus: -bonus };
};

/**
 * Where a win goes: in the proportion the bet was paid, the real-money share to `available`
 * (wagered money is withdrawable) and the bonus share to `bonus`. The bonus share is rounded
 * down, so a rounding cent always favours the player's real money.
 */
export const splitWin = (bet: PocketChanges, amount: bigint): PocketChanges => {
  if (amount < 0n) throw new RangeError('A win is not negative.');
  const fromBonus = -bet.bonus;
  const staked = -(bet.available + bet.deposited + bet.bonus);
  const bonus = staked > 0n ? (amount * fromBonus) / staked : 0n;
  return { available: amount - bonus, deposited: 0n, bonus };
};

const magnitude = (amount: bigint) => (amount < 0n ? -amount : amount);

/**
 * Whether bonus money is the larger part of a stake or a win (more than half of it): such a
 * movement is booked as a bonus bet or bonus win (spec 02 §9 types 7 and 8), any other as a
 * casino bet or win (4 and 5). A stake split between the pockets stays one transaction whose
 * entries keep each pocket's exact share (decision 32).
 */
export const isMostlyBonus = (changes: PocketChanges): boolean => {
  const bonus = magnitude(changes.bonus);
  return bonus * 2n > magnitude(changes.available) + magnitude(changes.deposited) + bonus;
};
