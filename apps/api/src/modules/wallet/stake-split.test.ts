import { describe, expect, it } from 'vitest';
import { isMostlyBonus, splitBet, splitWin } from './stake-split';

const pockets = (available: number, deposited: number, bonus: number) => ({
  available: BigInt(available),
  deposited: BigInt(deposited),
  bonus: BigInt(bonus),
});
const changes = (available: number, deposited: number, bonus: number) => ({
  available: BigInt(available),
  deposited: BigInt(deposited),
  bonus: BigInt(bonus),
});

describe('splitBet', () => {
  it.each([
    ['deposited money first', pockets(500, 300, 100), 200, changes(0, -200, 0)],
    ['then withdrawable money', pockets(500, 300, 100), 600, changes(-300, -300, 0)],
    ['bonus money last', pockets(500, 300, 100), 850, changes(-500, -300, -50)],
    ['everything, exactly', pockets(500, 300, 100), 900, changes(-500, -300, -100)],
    ['bonus alone', pockets(0, 0, 100), 40, changes(0, 0, -40)],
  ])('takes %s', (_label, held, amount, expected) => {
    expect(splitBet(held, BigInt(amount))).toEqual(expected);
  });

  it('takes nothing when the three pockets hold less than the bet', () => {
    expect(splitBet(pockets(500, 300, 100), 901n)).toBeNull();
  });

  it('refuses a bet that is not positive', () => {
    expect(() => splitBet(pockets(1, 1, 1), 0n)).toThrow(RangeError);
  });
});

describe('splitWin', () => {
  it.each([
    ['a real-money bet pays withdrawable money', changes(-100, -100, 0), 500, changes(500, 0, 0)],
    ['a bonus bet pays bonus money', changes(0, 0, -100), 250, changes(0, 0, 250)],
    ['a mixed bet pays in proportion', changes(-50, 0, -50), 300, changes(150, 0, 150)],
    ['a rounding cent goes to real money', changes(-2, 0, -1), 100, changes(67, 0, 33)],
    ['a lost round pays nothing', changes(-100, 0, 0), 0, changes(0, 0, 0)],
  ])('%s', (_label, bet, amount, expected) => {
    expect(splitWin(bet, BigInt(amount))).toEqual(expected);
  });

  it('never creates or loses a cent', () => {
    for (let amount = 0n; amount < 500n; amount += 7n) {
      const win = splitWin(changes(-13, -4, -9), amount);
      expect(win.available + win.deposited + win.bonus).toBe(amount);
    }
  });
});

describe('isMostlyBonus', () => {
  it.each([
    ['real money only', changes(-100, -50, 0), false],
    ['bonus money only', changes(0, 0, -100), true],
    ['more than half bonus', changes(-49, 0, -51), true],
    ['exactly half bonus', changes(-25, -25, -50), false],
    ['less than half bonus', changes(-60, 0, -40), false],
    ['a win mostly to the bonus pocket', changes(200, 0, 800), true],
  ])('%s: %s', (_label, movement, expected) => {
    expect(isMostlyBonus(movement)).toBe(expected);
  });
});
