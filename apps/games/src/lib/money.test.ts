import { describe, expect, it } from 'vitest';
import { addMoney, formatMoney, interpolateMoney, subtractMoney } from './money';

const eur = { code: 'EUR', symbol: '€' };

describe('formatMoney', () => {
  it('writes the symbol and two decimals', () => {
    expect(formatMoney(12.5, eur)).toBe('€12.50');
    expect(formatMoney(0, eur)).toBe('€0.00');
    expect(formatMoney(0.07, { code: 'USD', symbol: '$' })).toBe('$0.07');
  });

  it('groups thousands and puts the sign first', () => {
    expect(formatMoney(1234567.8, eur)).toBe('€1,234,567.80');
    expect(formatMoney(-3, eur)).toBe('-€3.00');
  });
});

describe('money arithmetic', () => {
  it('adds and subtracts in cents', () => {
    expect(addMoney(0.1, 0.2)).toBe(0.3);
    expect(addMoney()).toBe(0);
    expect(subtractMoney(10, 0.2)).toBe(9.8);
  });

  it('interpolates a count-up in whole cents and ends exactly on the target', () => {
    expect(interpolateMoney(0, 1.2, 0)).toBe(0);
    expect(interpolateMoney(0, 1.2, 0.5)).toBe(0.6);
    expect(interpolateMoney(0, 0.05, 0.5)).toBe(0.02);
    expect(interpolateMoney(0, 1.2, 1)).toBe(1.2);
    expect(interpolateMoney(0, 1.2, 7)).toBe(1.2);
  });
});
