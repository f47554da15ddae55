import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search-text';
import { createTrigramIndex } from './trigram-index';

/** A tiny seeded generator, so a failure can be replayed. */
const randomFrom = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

describe('trigram index', () => {
  it('finds exactly what a naive substring filter finds, on random texts and needles', () => {
    const random = randomFrom(42);
    // A small alphabet makes many grams collide, the case where a wrong intersection shows.
    const alphabet = 'abcde fé';
    const word = (length: number) =>
      Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    const texts = Array.from({ length: 2_000 }, () =>
      normalizeSearchText(word(3 + Math.floor(random() * 20))),
    );
    const index = createTrigramIndex(texts);
    for (let round = 0; round < 500; round += 1) {
      const needle = normalizeSearchText(word(1 + Math.floor(random() * 6)));
      const expected = texts.flatMap((text, position) => (text.includes(needle) ? [position] : []));
      expect(index.search(needle), needle).toEqual(expected);
    }
  });

  it('needs every gram of the needle, in order', () => {
    const index = createTrigramIndex(['abcabd', 'abdabc', 'xyz']);
    expect(index.search('abcab')).toEqual([0]);
    expect(index.search('abdab')).toEqual([1]);
    expect(index.search('zzz')).toEqual([]);
  });
});

describe('normalizeSearchText', () => {
  it('folds case and accents the same way for names and queries', () => {
    expect(normalizeSearchText('Café Royale')).toBe('cafe royale');
    expect(normalizeSearchText('ZLATÁ Koruna')).toBe('zlata koruna');
    expect(normalizeSearchText('Señor')).toBe(normalizeSearchText('SENOR'));
  });
});
