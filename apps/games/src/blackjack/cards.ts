import { TEXTS } from '../texts';

const RANK_NAMES: Record<string, string> = {
  A: 'ace',
  T: '10',
  J: 'jack',
  Q: 'queen',
  K: 'king',
};
const SUIT_NAMES: Record<string, string> = {
  S: 'spades',
  H: 'hearts',
  D: 'diamonds',
  C: 'clubs',
};
const SUIT_SIGNS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** How a card is shown: `10`, `A`, `K`, and the suit's sign; red for hearts and diamonds. */
export const cardFace = (card: string): { rank: string; suit: string; red: boolean } => ({
  rank: card[0] === 'T' ? '10' : card[0]!,
  suit: SUIT_SIGNS[card[1]!] ?? '',
  red: card[1] === 'H' || card[1] === 'D',
});

/** A card as read aloud: `ace of spades`, `10 of hearts`. */
export const cardName = (card: string): string =>
  `${RANK_NAMES[card[0]!] ?? card[0]} of ${SUIT_NAMES[card[1]!] ?? ''}`;

/** A hand's best total (one ace as 11 while it fits); the server sends the same. */
export const handTotal = (cards: readonly string[]): number => {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    const rank = card[0]!;
    total += rank === 'A' ? 1 : 'TJQK'.includes(rank) ? 10 : Number(rank);
    if (rank === 'A') aces += 1;
  }
  return aces > 0 && total + 10 <= 21 ? total + 10 : total;
};

/** `ace of spades and 7 of hearts, 18` */
export const describeCards = (cards: readonly string[], total: number): string =>
  TEXTS.blackjack.cardsWithTotal(cards.map(cardName).join(', '), total);
