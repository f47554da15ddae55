import type { Rng } from '../slot';
import { drawnShoe, type CardSource } from './cards';
import { act, deal, payoutOf, unitsStaked } from './game';
import { basicStrategy } from './strategy';

export * from './cards';
export * from './game';
export { basicStrategy } from './strategy';
export { infiniteDeckRtp } from './rtp';

/**
 * The declared return to player of basic strategy under these rules, per initial stake: a
 * simulation of 100 million rounds, each from a fresh 6-deck shoe, measured 99.532% with a
 * standard error of 0.011% (docs/decisions/0016-blackjack.md).
 */
export const BLACKJACK_RTP_BASIS_POINTS = 9_953;

/**
 * One round played with basic strategy from a source of cards: what it returns per initial
 * stake, extra stakes of doubles and splits counted as money put in (a lost double after a
 * split is -3).
 */
export const basicStrategyReturn = (source: CardSource): number => {
  const state = deal(source);
  while (state.active !== null) act(state, basicStrategy(state), source);
  return Number(payoutOf(state, 2n)) / 2 - unitsStaked(state) + 1;
};

/** Rounds of basic strategy, each from a fresh 6-deck shoe drawn with `rng`. */
export const createBasicStrategyRound = (rng: Rng): (() => number) => {
  const shoe = drawnShoe(rng);
  return () => basicStrategyReturn(shoe.source());
};
