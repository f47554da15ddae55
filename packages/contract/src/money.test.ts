import { describe, expect, it } from 'vitest';
import { toMajor, toMinor } from './money';

describe('toMinor', () => {
  it.each([
    [0, 0n],
    [10.5, 1050n],
    [19.99, 1999n],
    [0.01, 1n],
    [-7.25, -725n],
    [1234567.89, 123456789n],
  ])('%s -> %s minor units', (major, minor) => {
    expect(toMinor(major)).toBe(minor);
  });

  it.each([1.005, 0.001, 0.1 + 0.2, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, 1e20])(
    'rejects %s',
    (major) => {
      expect(() => toMinor(major)).toThrow(RangeError);
    },
  );
});

describe('toMajor', () => {
  it.each([
    [0n, 0],
    [1050n, 10.5],
    [1n, 0.01],
    [-725n, -7.25],
    [123456789n, 1234567.89],
  ])('%s minor units -> %s', (minor, major) => {
    expect(toMajor(minor)).toBe(major);
  });

  it('round-trips every cent of a range, and large amounts', () => {
    for (let cents = -2_000n; cents <= 2_000n; cents += 1n) {
      expect(toMinor(toMajor(cents))).toBe(cents);
    }
    for (const cents of [99_999_999_999n, 123_456_789_012_34n, 900_719_925_474_099n]) {
      expect(toMinor(toMajor(cents))).toBe(cents);
    }
  });
});
