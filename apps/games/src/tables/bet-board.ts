import { addMoney, subtractMoney } from '../lib/money';

/**
 * The chips a player has put on a table's spots, in cents-exact money: add the selected chip to
 * a spot, undo the last chip, clear everything. Pure, so the rules are tested without a page.
 */
export type BetBoard = {
  add: (spot: string, chip: number) => void;
  undo: () => void;
  clear: () => void;
  total: () => number;
  stakeOn: (spot: string) => number;
  bets: () => { spot: string; amount: number }[];
  isEmpty: () => boolean;
};

export const createBetBoard = (): BetBoard => {
  const placed: { spot: string; chip: number }[] = [];
  const stakeOn = (spot: string) =>
    placed.filter((entry) => entry.spot === spot).reduce((sum, e) => addMoney(sum, e.chip), 0);
  return {
    add: (spot, chip) => {
      placed.push({ spot, chip });
    },
    undo: () => {
      placed.pop();
    },
    clear: () => {
      placed.length = 0;
    },
    total: () => placed.reduce((sum, entry) => addMoney(sum, entry.chip), 0),
    stakeOn,
    bets: () =>
      [...new Set(placed.map((entry) => entry.spot))].map((spot) => ({
        spot,
        amount: stakeOn(spot),
      })),
    isEmpty: () => placed.length === 0,
  };
};

/** Whether a layout's total may be played: within the table's limits and the balance. */
export const checkStake = (
  total: number,
  limits: { min: number; max: number },
  balance: number,
): 'empty' | 'below_min' | 'above_max' | 'above_balance' | 'ok' => {
  if (total <= 0) return 'empty';
  if (subtractMoney(total, limits.min) < 0) return 'below_min';
  if (subtractMoney(total, limits.max) > 0) return 'above_max';
  if (subtractMoney(total, balance) > 0) return 'above_balance';
  return 'ok';
};
