import type { SlotSpin, StudioSpinResult } from '@prime/contract';
import { addMoney } from '../lib/money';

/** One spin of a round as the page plays it back. */
export type RoundStep = {
  spin: SlotSpin;
  /** 0 for the paid spin, then 1, 2, ... for the free spins. */
  freeSpinNumber: number;
  /** Free spins known at this step: the ones awarded by the spins before it. */
  freeSpinsTotal: number;
  /** The multiplier the spin's wins carry (1 for the paid spin). */
  multiplier: number;
  /** The round's win shown before and after this spin. */
  winBefore: number;
  winAfter: number;
};

/**
 * The order in which a round is played back: the paid spin, then each free spin in turn. The
 * free-spin total grows when a free spin awards more, and the last step ends on the round's win
 * as the server settled it.
 */
export const planRound = (result: StudioSpinResult, freeSpinsMultiplier: number): RoundStep[] => {
  const freeSpinCount = Math.max(0, result.spins.length - 1);
  let awarded = 0;
  let win = 0;
  return result.spins.map((spin, index) => {
    const isLast = index === result.spins.length - 1;
    const winBefore = win;
    win = isLast ? result.win : addMoney(win, spin.win);
    const step: RoundStep = {
      spin,
      freeSpinNumber: index,
      freeSpinsTotal: index === 0 ? 0 : Math.min(freeSpinCount, Math.max(index, awarded)),
      multiplier: index === 0 ? 1 : freeSpinsMultiplier,
      winBefore,
      winAfter: win,
    };
    awarded += spin.free_spins_awarded;
    return step;
  });
};
