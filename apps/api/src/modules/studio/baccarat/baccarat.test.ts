import { describe, expect, it } from 'vitest';
import { cryptoRng } from '../slot';
import {
  BACCARAT_RTP_BASIS_POINTS,
  baccaratReturn,
  bankerDraws,
  computeBaccaratRtp,
  enumerateBaccarat,
  playBaccarat,
  shoeDealer,
  SHOE_CARDS,
  type Card,
} from './baccarat';
import { expectSimulatedRtp } from '../../../test/studio/rtp';

/** Deals the given ranks in order (suits do not matter). */
const dealt = (...ranks: number[]) => {
  const cards = ranks.map((rank): Card => ({ rank, suit: 0 }));
  return () => {
    const card = cards.shift();
    if (!card) throw new Error('the hand asked for more cards than scripted');
    return card;
  };
};

describe('baccarat hands', () => {
  it('stands on a natural: player 9 against banker 7, no third card', () => {
    // Dealing order: player, banker, player, banker.
    const hand = playBaccarat(dealt(4, 13, 5, 7));
    expect(hand).toMatchObject({ player_total: 9, banker_total: 7, winner: 'player' });
    expect(hand.player).toHaveLength(2);
    expect(hand.banker).toHaveLength(2);
  });

  it('the player draws on 5 and the banker on 3 unless the third card is an 8', () => {
    const drawsBoth = playBaccarat(dealt(2, 1, 3, 2, 5, 4));
    // Player 5 draws a 5 (total 0); banker 3 draws against a 5: 3 + 4 = 7.
    expect(drawsBoth).toMatchObject({ player_total: 0, banker_total: 7, winner: 'banker' });
    const eight = playBaccarat(dealt(2, 1, 3, 2, 8));
    expect(eight.banker).toHaveLength(2);
    expect(eight).toMatchObject({ player_total: 3, banker_total: 3, winner: 'tie' });
  });

  it('the player stands on 6 and 7; the banker then draws on 0 to 5', () => {
    const hand = playBaccarat(dealt(3, 10, 3, 5, 2));
    expect(hand.player).toHaveLength(2);
    expect(hand).toMatchObject({ player_total: 6, banker_total: 7, winner: 'banker' });
    const bankerSix = playBaccarat(dealt(3, 10, 4, 6));
    expect(bankerSix.banker).toHaveLength(2);
    expect(bankerSix.winner).toBe('player');
  });

  it('follows the tableau for the banker after a player third card', () => {
    const table: [number, number[]][] = [
      [3, [0, 1, 2, 3, 4, 5, 6, 7, 9]],
      [4, [2, 3, 4, 5, 6, 7]],
      [5, [4, 5, 6, 7]],
      [6, [6, 7]],
      [7, []],
    ];
    for (const [banker, drawsOn] of table)
      for (let third = 0; third <= 9; third += 1)
        expect(bankerDraws(banker, third), `${banker} vs ${third}`).toBe(drawsOn.includes(third));
    for (const banker of [0, 1, 2]) expect(bankerDraws(banker, 8)).toBe(true);
  });

  it('pays player 1:1, banker 0.95:1 and tie 8:1, and pushes player and banker on a tie', () => {
    expect(baccaratReturn('player', 'player')).toEqual([2n, 1n]);
    expect(baccaratReturn('banker', 'banker')).toEqual([39n, 20n]);
    expect(baccaratReturn('tie', 'tie')).toEqual([9n, 1n]);
    expect(baccaratReturn('player', 'tie')).toEqual([1n, 1n]);
    expect(baccaratReturn('banker', 'tie')).toEqual([1n, 1n]);
    expect(baccaratReturn('banker', 'player')).toEqual([0n, 1n]);
    expect(baccaratReturn('tie', 'banker')).toEqual([0n, 1n]);
  });
});

describe('baccarat shoe and RTP', () => {
  it('deals distinct cards of an eight-deck shoe, each card at most eight times', () => {
    const deal = shoeDealer((n) => cryptoRng.int(n));
    const counts = new Map<string, number>();
    for (let i = 0; i < SHOE_CARDS; i += 1) {
      const card = deal();
      expect(card.rank).toBeGreaterThanOrEqual(1);
      expect(card.rank).toBeLessThanOrEqual(13);
      const key = `${card.rank}/${card.suit}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((count) => count === 8)).toBe(true);
  });

  it('declares the exact RTP of every bet, from every hand of the eight-deck shoe', () => {
    const exact = computeBaccaratRtp();
    const { player, banker, tie, total } = enumerateBaccarat();
    expect(player + banker + tie).toBe(total);
    expect(exact.player).toBeCloseTo(0.98765, 5);
    expect(exact.banker).toBeCloseTo(0.98942, 5);
    expect(exact.tie).toBeCloseTo(0.8564, 4);
    for (const spot of ['player', 'banker', 'tie'] as const)
      expect(BACCARAT_RTP_BASIS_POINTS[spot]).toBe(Math.round(exact[spot] * 10_000));
  });

  it('measures the declared RTP of every bet by simulation', () => {
    expectSimulatedRtp('baccarat', 200_000, 8);
  });
});
