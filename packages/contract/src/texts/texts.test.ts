import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { en } from './en';
import { BUILT_IN_TEXTS, TRANSLATION_SECTIONS } from './index';

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The sorted, de-duplicated placeholder names of a text. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

const reference: Record<string, Record<string, string>> = en;
const sections = Object.keys(reference).sort();
const translated = LANGUAGES.filter((language) => language !== 'en');

describe('built-in texts', () => {
  it('has a translation for every non-English language', () => {
    expect(translated.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      expect(BUILT_IN_TEXTS[language]).toBeDefined();
    }
  });

  it('lists every English section in TRANSLATION_SECTIONS', () => {
    const known: readonly string[] = TRANSLATION_SECTIONS;
    for (const section of sections) {
      expect(known).toContain(section);
    }
  });

  describe.each(translated)('%s', (language) => {
    const texts: Record<string, Record<string, string>> = BUILT_IN_TEXTS[language];

    it('has exactly the English sections', () => {
      expect(Object.keys(texts).sort()).toEqual(sections);
    });

    it.each(sections)('has exactly the English keys in %s', (section) => {
      expect(Object.keys(texts[section] ?? {}).sort()).toEqual(
        Object.keys(reference[section] ?? {}).sort(),
      );
    });

    it.each(sections)('translates every text of %s', (section) => {
      const english = reference[section] ?? {};
      const local = texts[section] ?? {};
      for (const [key, source] of Object.entries(english)) {
        const value = local[key];
        const label = `${language}.${section}.${key}`;
        expect(typeof value, label).toBe('string');
        expect((value ?? '').trim().length, label).toBeGreaterThan(0);
        expect(value, label).not.toBe(source);
        expect(placeholders(value ?? ''), label).toEqual(placeholders(source));
      }
    });
  });
});
