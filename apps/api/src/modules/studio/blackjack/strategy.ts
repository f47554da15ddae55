import { pointsOf, totalOf } from './cards';
import { legalActions, type BlackjackAction, type BlackjackState } from './game';

/** The dealer's up card as 2..11 (an ace is 11). */
const upValue = (state: BlackjackState) => {
  const points = pointsOf(state.dealer[0]!);
  return points === 1 ? 11 : points;
};

const between = (value: number, low: number, high: number) => value >= low && value <= high;

/** Whether basic strategy splits a pair of this value (an ace is 1) against the up card. */
const splitsPair = (pair: number, up: number): boolean => {
  switch (pair) {
    case 1:
    case 8:
      return true;
    case 9:
      return between(up, 2, 9) && up !== 7;
    case 7:
    case 3:
    case 2:
      return between(up, 2, 7);
    case 6:
      return between(up, 2, 6);
    case 4:
      return between(up, 5, 6);
    default:
      return false;
  }
};

/** Hit, stand or double for a hard total. */
const hardPlay = (total: number, up: number): BlackjackAction => {
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return between(up, 4, 6) ? 'stand' : 'hit';
  if (total === 11) return up <= 10 ? 'double' : 'hit';
  if (total === 10) return up <= 9 ? 'double' : 'hit';
  if (total === 9) return between(up, 3, 6) ? 'double' : 'hit';
  return 'hit';
};

/** Hit, stand or double for a soft total. */
const softPlay = (total: number, up: number): BlackjackAction => {
  if (total >= 19) return 'stand';
  if (total === 18) return between(up, 3, 6) ? 'double' : up <= 8 ? 'stand' : 'hit';
  if (total === 17) return between(up, 3, 6) ? 'double' : 'hit';
  if (total >= 15) return between(up, 4, 6) ? 'double' : 'hit';
  return between(up, 5, 6) ? 'double' : 'hit';
};

/**
 * Basic strategy for these rules (6 decks, dealer stands on soft 17, double on any two cards
 * and after a split, one split, no surrender), from the player's cards and the up card only.
 */
export const basicStrategy = (state: BlackjackState): BlackjackAction => {
  const legal = legalActions(state);
  const hand = state.hands[state.active!]!;
  const up = upValue(state);
  if (legal.includes('split') && splitsPair(pointsOf(hand.cards[0]!), up)) return 'split';
  const { total, soft } = totalOf(hand.cards);
  const play = soft ? softPlay(total, up) : hardPlay(total, up);
  if (play !== 'double' || legal.includes('double')) return play;
  // Without a double: soft 18 stands, everything else hits.
  return soft && total === 18 ? 'stand' : 'hit';
};
