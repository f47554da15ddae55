import { describe, expect, it } from 'vitest';
import { describeBlackjackRound } from './blackjack-page';
import { cardFace, cardName, describeCards, handTotal } from './cards';

describe('blackjack cards on the page', () => {
  it('draws and names a card', () => {
    expect(cardFace('TH')).toEqual({ rank: '10', suit: '♥', red: true });
    expect(cardFace('AS')).toEqual({ rank: 'A', suit: '♠', red: false });
    expect(cardName('QD')).toBe('queen of diamonds');
    expect(cardName('7C')).toBe('7 of clubs');
    expect(describeCards(['AS', '7H'], 18)).toBe('ace of spades, 7 of hearts, total 18');
  });

  it('counts an ace as 11 while it fits', () => {
    expect(handTotal(['AS', '7H'])).toBe(18);
    expect(handTotal(['AS', '7H', '9D'])).toBe(17);
    expect(handTotal(['AS', 'AH', 'KD'])).toBe(12);
  });

  it('describes a finished round of the history, and one still in play', () => {
    const round = {
      round_id: 'r',
      created_at: '2026-01-01T00:00:00.000Z',
      mode: 'real' as const,
      bet: 2,
      win: 3,
      status: 'settled' as const,
      outcome: {
        dealer: ['TS', '7D'],
        hands: [
          { cards: ['8S', '3C', 'TC'], result: 'win' },
          { cards: ['8H', '9H'], result: 'push' },
        ],
      },
    };
    expect(describeBlackjackRound(round)).toBe('You 21 you win, 17 push · Dealer 17');
    expect(describeBlackjackRound({ ...round, status: 'playing', outcome: {} })).toBe(
      'Hand in play',
    );
  });
});
