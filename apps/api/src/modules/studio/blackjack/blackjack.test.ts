import { describe, expect, it } from 'vitest';
import { RTP_CHECKS, simulateRtp } from '../rtp-checks';
import { createSeededRng, cryptoRng } from '../slot';
import {
  act,
  BLACKJACK_RTP_BASIS_POINTS,
  basicStrategy,
  basicStrategyReturn,
  deal,
  infiniteDeckRtp,
  isBlackjack,
  legalActions,
  orderedShoe,
  payoutOf,
  refusalOf,
  replay,
  SHOE_SIZE,
  shoeSource,
  shuffledShoe,
  standAll,
  totalOf,
  unitsStaked,
  type BlackjackAction,
  type Card,
} from '.';

/**
 * A round from a stacked shoe: the player's first card, the dealer's up card, the player's
 * second card, the dealer's hole card, then every card drawn after, in order.
 */
const stacked = (cards: Card[]) => {
  const source = shoeSource(cards);
  return { source, state: deal(source) };
};

const BET = 100n;

describe('hand totals', () => {
  it('counts one ace as 11 while it fits, and says so', () => {
    expect(totalOf(['AS', '6H'])).toEqual({ total: 17, soft: true });
    expect(totalOf(['AS', '6H', 'TD'])).toEqual({ total: 17, soft: false });
    expect(totalOf(['AS', 'AD'])).toEqual({ total: 12, soft: true });
    expect(totalOf(['AS', 'AD', '9C'])).toEqual({ total: 21, soft: true });
    expect(totalOf(['AS', 'AD', 'AC', 'AH', 'KS'])).toEqual({ total: 14, soft: false });
    expect(totalOf(['KS', 'QH', '2D'])).toEqual({ total: 22, soft: false });
    expect(totalOf(['JS', 'QH'])).toEqual({ total: 20, soft: false });
  });

  it('knows a blackjack: an ace and a ten-value card, two cards only', () => {
    expect(isBlackjack(['AS', 'KH'])).toBe(true);
    expect(isBlackjack(['TD', 'AC'])).toBe(true);
    expect(isBlackjack(['7S', '7H', '7D'])).toBe(false);
    expect(isBlackjack(['AS', '9H'])).toBe(false);
  });
});

describe('the dealer', () => {
  it('stands on soft 17', () => {
    const { source, state } = stacked(['TS', 'AH', '7D', '6C', '5S']);
    act(state, 'stand', source);
    expect(state.dealer).toEqual(['AH', '6C']);
    expect(payoutOf(state, BET)).toBe(BET); // 17 against 17: the stake back
  });

  it('draws to 17 and busts', () => {
    const { source, state } = stacked(['TS', 'TH', '8D', '6C', '5S', 'KD']);
    act(state, 'stand', source);
    expect(state.dealer).toEqual(['TH', '6C', '5S']);
    expect(totalOf(state.dealer).total).toBe(21);
    expect(payoutOf(state, BET)).toBe(0n);

    const bust = stacked(['TS', 'TH', '8D', '6C', 'KS']);
    act(bust.state, 'stand', bust.source);
    expect(totalOf(bust.state.dealer).total).toBe(26);
    expect(payoutOf(bust.state, BET)).toBe(2n * BET);
  });

  it('draws nothing when every hand of the player is bust', () => {
    const { source, state } = stacked(['TS', 'TH', '6D', '6C', 'KS', '5H']);
    act(state, 'hit', source);
    expect(state.active).toBeNull();
    expect(state.dealer).toEqual(['TH', '6C']);
    expect(payoutOf(state, BET)).toBe(0n);
  });
});

describe('payouts', () => {
  it('pays a blackjack 3:2 at once, in whole cents for an even stake', () => {
    const { state } = stacked(['AS', '9H', 'KD', '7C']);
    expect(state.active).toBeNull();
    expect(legalActions(state)).toEqual([]);
    expect(payoutOf(state, BET)).toBe(250n);
    expect(payoutOf(state, 2n)).toBe(5n);
  });

  it('pays 21 of three cards 1:1, not as a blackjack', () => {
    const { source, state } = stacked(['7S', 'TH', '4D', 'KC', 'KS']);
    act(state, 'hit', source);
    expect(totalOf(state.hands[0]!.cards).total).toBe(21);
    expect(state.active).toBeNull(); // 21 stands by itself
    expect(payoutOf(state, BET)).toBe(200n);
  });

  it('pushes a blackjack against a blackjack, and loses anything else to one', () => {
    expect(payoutOf(stacked(['AS', 'AH', 'KD', 'QC']).state, BET)).toBe(BET);
    const dealerNatural = stacked(['TS', 'AH', 'QD', 'KC']).state;
    expect(dealerNatural.active).toBeNull(); // the dealer checks the hole card
    expect(payoutOf(dealerNatural, BET)).toBe(0n);
  });

  it('pushes equal totals, pays a higher one 1:1 and takes a lower one', () => {
    const push = stacked(['TS', '9H', '9D', 'TC']);
    act(push.state, 'stand', push.source);
    expect(payoutOf(push.state, BET)).toBe(BET);
    const win = stacked(['TS', '9H', 'TD', '9C']);
    act(win.state, 'stand', win.source);
    expect(payoutOf(win.state, BET)).toBe(2n * BET);
    const lose = stacked(['TS', 'TH', '8D', '9C']);
    act(lose.state, 'stand', lose.source);
    expect(payoutOf(lose.state, BET)).toBe(0n);
  });

  it('refuses to price a round still in play', () => {
    expect(() => payoutOf(stacked(['TS', 'TH', '8D', '9C']).state, BET)).toThrow();
  });
});

describe('doubles and splits', () => {
  it('doubles on two cards: one more card, twice the stake, twice the win', () => {
    const { source, state } = stacked(['5S', 'TH', '6D', '7C', 'TS']);
    expect(legalActions(state)).toEqual(['hit', 'stand', 'double']);
    act(state, 'double', source);
    expect(state.hands[0]).toMatchObject({ cards: ['5S', '6D', 'TS'], units: 2, done: true });
    expect(unitsStaked(state)).toBe(2);
    expect(payoutOf(state, BET)).toBe(400n);
  });

  it('does not double after a hit, nor split cards of different values', () => {
    const { source, state } = stacked(['2S', 'TH', '3D', '7C', '4S']);
    act(state, 'hit', source);
    expect(refusalOf(state, 'double')).toBe('You can double only on your first two cards.');
    expect(refusalOf(state, 'split')).toBe('You can split only two cards of the same value.');
    expect(() => act(state, 'double', source)).toThrow();
    expect(state.actions).toEqual(['hit']);
  });

  it('splits a pair into two hands, each dealt its second card in turn, doubles after it', () => {
    const { source, state } = stacked(['8S', 'TS', '8H', '7D', '3C', 'TC', '9H']);
    act(state, 'split', source);
    expect(state.hands.map((hand) => hand.cards)).toEqual([['8S', '3C'], ['8H']]);
    act(state, 'double', source);
    expect(state.hands.map((hand) => hand.cards)).toEqual([
      ['8S', '3C', 'TC'],
      ['8H', '9H'],
    ]);
    expect(state.active).toBe(1);
    act(state, 'stand', source);
    expect(unitsStaked(state)).toBe(3);
    // 21 against 17 on a doubled hand (4 units back), 17 against 17 (the unit back).
    expect(payoutOf(state, BET)).toBe(500n);
  });

  it('splits once only, and ten-value cards of different ranks count as a pair', () => {
    const { source, state } = stacked(['8S', 'TS', '8H', '7D', '8C']);
    act(state, 'split', source);
    expect(state.hands[0]!.cards).toEqual(['8S', '8C']);
    expect(refusalOf(state, 'split')).toBe('You can split only once.');
    expect(legalActions(stacked(['KS', '9H', 'QD', '7C']).state)).toContain('split');
  });

  it('gives split aces one card each and pays their 21 1:1', () => {
    const { source, state } = stacked(['AS', '9H', 'AD', '7C', 'KS', '5H', '4D']);
    expect(basicStrategy(state)).toBe('split');
    act(state, 'split', source);
    expect(state.active).toBeNull();
    expect(state.hands.map((hand) => hand.cards)).toEqual([
      ['AS', 'KS'],
      ['AD', '5H'],
    ]);
    expect(state.dealer).toEqual(['9H', '7C', '4D']);
    // 21 (not a blackjack) against 20 wins 1:1; soft 16 loses.
    expect(payoutOf(state, BET)).toBe(200n);
  });

  it('stands on every open hand for a player who left', () => {
    const { source, state } = stacked(['8S', 'TS', '8H', '7D', '3C', '9H']);
    act(state, 'split', source);
    standAll(state, source);
    expect(state.active).toBeNull();
    expect(state.actions).toEqual(['split', 'stand', 'stand']);
    expect(state.hands.map((hand) => hand.cards)).toEqual([
      ['8S', '3C'],
      ['8H', '9H'],
    ]);
    // 11 loses to 17; 17 pushes.
    expect(payoutOf(state, BET)).toBe(BET);
  });
});

describe('the shoe', () => {
  it('holds six decks, every card six times, shuffled', () => {
    const shoe = shuffledShoe(cryptoRng);
    expect(shoe).toHaveLength(SHOE_SIZE);
    expect([...shoe].sort()).toEqual(orderedShoe().sort());
    expect(shoe).not.toEqual(orderedShoe());
  });

  it('is never drawn past its end, and a round replays the same from its shoe and actions', () => {
    const rng = createSeededRng(16);
    let mostCards = 0;
    for (let round = 0; round < 3_000; round += 1) {
      const shoe = shuffledShoe(rng);
      const source = shoeSource(shoe);
      const state = deal(source);
      while (state.active !== null) {
        const legal = legalActions(state);
        act(state, legal[rng.int(legal.length)] as BlackjackAction, source);
      }
      const used =
        state.dealer.length + state.hands.reduce((sum, hand) => sum + hand.cards.length, 0);
      mostCards = Math.max(mostCards, used);
      const again = replay(shoeSource(shoe), state.actions);
      expect(again).toEqual(state);
    }
    expect(mostCards).toBeLessThan(SHOE_SIZE / 4);
  });

  it('refuses to draw from an empty shoe', () => {
    expect(() => deal(shoeSource(['AS', 'KS']))).toThrow('the shoe is empty');
  });
});

describe('basic strategy', () => {
  const at = (cards: Card[]) => stacked(cards).state;
  it('plays the textbook moves', () => {
    expect(basicStrategy(at(['5S', 'TH', '6D', '7C']))).toBe('double'); // 11 v 10
    expect(basicStrategy(at(['5S', 'AH', '6D', '7C']))).toBe('hit'); // 11 v A
    expect(basicStrategy(at(['TS', 'TH', '6D', '7C']))).toBe('hit'); // 16 v 10
    expect(basicStrategy(at(['TS', '6H', '3D', '7C']))).toBe('stand'); // 13 v 6
    expect(basicStrategy(at(['AS', '9H', '7D', '7C']))).toBe('hit'); // soft 18 v 9
    expect(basicStrategy(at(['AS', '2H', '7D', '7C']))).toBe('stand'); // soft 18 v 2
    expect(basicStrategy(at(['8S', 'AH', '8D', '7C']))).toBe('split'); // 8,8 v A
    expect(basicStrategy(at(['KS', '6H', 'QD', '7C']))).toBe('stand'); // tens stay together
  });
});

describe('declared RTP', () => {
  it('is what basic strategy returns, within 4 standard errors of a million rounds', () => {
    const check = RTP_CHECKS.find((entry) => entry.name === 'blackjack: basic strategy')!;
    expect(check.declaredBasisPoints).toBe(BLACKJACK_RTP_BASIS_POINTS);
    const { measured, standardError } = simulateRtp(check, 1_000_000, createSeededRng(2026));
    expect(Math.abs(measured - BLACKJACK_RTP_BASIS_POINTS / 10_000)).toBeLessThan(
      4 * standardError,
    );
    // The house keeps a little: about half a percent for these rules.
    expect(BLACKJACK_RTP_BASIS_POINTS).toBeGreaterThan(9_900);
    expect(BLACKJACK_RTP_BASIS_POINTS).toBeLessThan(10_000);
  });
});

describe('exact return with an infinite shoe', () => {
  it('is what the engine returns when every card is drawn with replacement', () => {
    const exact = infiniteDeckRtp();
    const rng = createSeededRng(61);
    const deck = orderedShoe().slice(0, 52);
    const source = { next: () => deck[rng.int(52)]! };
    const rounds = 1_000_000;
    let sum = 0;
    let squares = 0;
    for (let round = 0; round < rounds; round += 1) {
      const ratio = basicStrategyReturn(source);
      sum += ratio;
      squares += ratio * ratio;
    }
    const mean = sum / rounds;
    const standardError = Math.sqrt((squares / rounds - mean * mean) / (rounds - 1));
    expect(Math.abs(mean - exact)).toBeLessThan(4 * standardError);
  });

  it('lies a little below the declared 6-deck RTP, as a finite shoe favours the player', () => {
    const exact = infiniteDeckRtp();
    expect(exact).toBeCloseTo(0.99429, 5);
    const gap = BLACKJACK_RTP_BASIS_POINTS / 10_000 - exact;
    expect(gap).toBeGreaterThan(0.0005);
    expect(gap).toBeLessThan(0.0015);
  });
});
