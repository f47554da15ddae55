import type { Rng } from '../slot';

/** A card as stored and shown: rank (`A`, `2`-`9`, `T`, `J`, `Q`, `K`) then suit (`S`, `H`, `D`, `C`). */
export type Card = string;

export const RANKS = 'A23456789TJQK';
export const SUITS = 'SHDC';

/** Decks in the shoe; every round is dealt from a freshly shuffled shoe. */
export const DECKS = 6;
export const SHOE_SIZE = DECKS * 52;

/** The points of a card: an ace counts 1 here (a hand counts one ace as 11 when it fits). */
export const pointsOf = (card: Card): number => {
  const rank = RANKS.indexOf(card[0]!);
  return rank >= 9 ? 10 : rank + 1;
};

/** A hand's best total and whether an ace counts 11 in it (a soft total). */
export const totalOf = (cards: readonly Card[]): { total: number; soft: boolean } => {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += pointsOf(card);
    if (card[0] === 'A') aces += 1;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
};

/** Two cards worth 21: an ace and a ten-value card. */
export const isBlackjack = (cards: readonly Card[]): boolean =>
  cards.length === 2 && totalOf(cards).total === 21;

/** The cards of `DECKS` decks in order. */
export const orderedShoe = (): Card[] => {
  const cards: Card[] = [];
  for (let deck = 0; deck < DECKS; deck += 1)
    for (const suit of SUITS) for (const rank of RANKS) cards.push(rank + suit);
  return cards;
};

/** A full Fisher-Yates shuffle of the shoe (the cryptographic RNG in play). */
export const shuffledShoe = (rng: Rng): Card[] => {
  const cards = orderedShoe();
  for (let index = cards.length - 1; index > 0; index -= 1) {
    const other = rng.int(index + 1);
    [cards[index], cards[other]] = [cards[other]!, cards[index]!];
  }
  return cards;
};

/** Where the cards of a round come from, in order. */
export type CardSource = { next: () => Card };

/** The cards of a stored shoe in order; a round never reaches the end of a shoe. */
export const shoeSource = (shoe: readonly Card[]): CardSource => {
  let position = 0;
  return {
    next: () => {
      const card = shoe[position];
      if (card === undefined) throw new Error('the shoe is empty');
      position += 1;
      return card;
    },
  };
};

/**
 * A shoe shuffled as it is drawn (each card uniform among those left), for simulations: as
 * fair as a full shuffle, at the cost of the cards a round uses.
 */
export const drawnShoe = (rng: Rng): { source: () => CardSource } => {
  const cards = orderedShoe();
  return {
    source: () => {
      let position = 0;
      return {
        next: () => {
          const other = position + rng.int(cards.length - position);
          [cards[position], cards[other]] = [cards[other]!, cards[position]!];
          position += 1;
          return cards[position - 1]!;
        },
      };
    },
  };
};
