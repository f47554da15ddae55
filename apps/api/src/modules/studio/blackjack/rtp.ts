import { totalOf, type Card } from './cards';
import type { BlackjackAction, BlackjackState } from './game';
import { basicStrategy } from './strategy';

/** One card of each value (ace, 2..9, ten) and its chance from an infinite shoe. */
const DRAWS: readonly { card: Card; p: number }[] = [
  { card: 'AS', p: 1 / 13 },
  ...'23456789'.split('').map((rank) => ({ card: `${rank}S`, p: 1 / 13 })),
  { card: 'TS', p: 4 / 13 },
];

/** The dealer's final totals (17..21, or 22 for bust) from an up card, without a blackjack. */
const dealerFinals = (up: Card): Map<number, number> => {
  const finals = new Map<number, number>();
  const draw = (cards: Card[], p: number) => {
    const { total } = totalOf(cards);
    if (total >= 17) {
      const key = Math.min(total, 22);
      finals.set(key, (finals.get(key) ?? 0) + p);
      return;
    }
    for (const next of DRAWS) draw([...cards, next.card], p * next.p);
  };
  // The dealer checked the hole card: it does not make a blackjack.
  const holes = DRAWS.filter(({ card }) => totalOf([up, card]).total !== 21);
  const left = holes.reduce((sum, { p }) => sum + p, 0);
  for (const hole of holes) draw([up, hole.card], hole.p / left);
  return finals;
};

/**
 * The exact return of basic strategy with an infinite shoe (every card value drawn with its
 * fixed chance), per initial stake, by enumerating every hand. A 6-deck shoe returns a little
 * more: its cards are not replaced (the simulation measures that shoe).
 */
export const infiniteDeckRtp = (): number => {
  let expected = 0;
  for (const upDraw of DRAWS) {
    const up = upDraw.card;
    const finals = dealerFinals(up);
    const dealerBlackjack = DRAWS.filter(({ card }) => totalOf([up, card]).total === 21).reduce(
      (sum, { p }) => sum + p,
      0,
    );
    /** Standing on a total: its expected net per unit against the dealer's finals. */
    const stand = (total: number) => {
      if (total > 21) return -1;
      let value = 0;
      for (const [dealer, p] of finals)
        value += p * (dealer > 21 || total > dealer ? 1 : total === dealer ? 0 : -1);
      return value;
    };
    const memo = new Map<string, number>();
    /** The best-strategy value of a hand (per unit of its first stake) as basic strategy plays it. */
    const play = (cards: Card[], split: boolean): number => {
      const { total, soft } = totalOf(cards);
      if (total > 21) return -1;
      if (total === 21 || (split && cards[0]![0] === 'A')) return stand(total);
      const key = `${total}:${soft}:${cards.length === 2}:${split}:${pairKey(cards, split)}`;
      const known = memo.get(key);
      if (known !== undefined) return known;
      const state: BlackjackState = {
        hands: split
          ? [
              { cards, units: 1, split: true, done: false },
              { cards: [cards[0]!], units: 1, split: true, done: false },
            ]
          : [{ cards, units: 1, split: false, done: false }],
        dealer: [up],
        active: 0,
        actions: [],
      };
      const value = valueOf(basicStrategy(state), cards, split);
      memo.set(key, value);
      return value;
    };
    const valueOf = (action: BlackjackAction, cards: Card[], split: boolean): number => {
      switch (action) {
        case 'stand':
          return stand(totalOf(cards).total);
        case 'hit':
          return DRAWS.reduce((sum, { card, p }) => sum + p * play([...cards, card], split), 0);
        case 'double':
          return DRAWS.reduce(
            (sum, { card, p }) => sum + 2 * p * stand(totalOf([...cards, card]).total),
            0,
          );
        case 'split':
          // Two hands, each from one card of the pair and a card of its own.
          return 2 * DRAWS.reduce((sum, { card, p }) => sum + p * play([cards[0]!, card], true), 0);
      }
    };
    for (const first of DRAWS)
      for (const second of DRAWS) {
        const p = upDraw.p * first.p * second.p;
        const cards = [first.card, second.card];
        const natural = totalOf(cards).total === 21;
        const value = natural
          ? (1 - dealerBlackjack) * 1.5
          : -dealerBlackjack + (1 - dealerBlackjack) * play(cards, false);
        expected += p * value;
      }
  }
  return 1 + expected;
};

/** Two-card first hands that may split are keyed by their pair value. */
const pairKey = (cards: Card[], split: boolean) =>
  !split && cards.length === 2 && totalOf([cards[0]!]).total === totalOf([cards[1]!]).total
    ? cards[0]![0]
    : '-';
