import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys';
import {
  languageFromPath,
  localizePath,
  readLanguageSegment,
  resolveLanguage,
  splitLanguagePrefix,
  storeLanguage,
  switchLanguageInPath,
} from './language';

describe('language resolution', () => {
  it('reads each of the seven languages from the first segment', () => {
    for (const code of ['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es']) {
      expect(languageFromPath(`/${code}/casino`)).toBe(code);
    }
  });

  it('accepts cz as an alias of cs', () => {
    expect(readLanguageSegment('cz')).toEqual({ kind: 'alias', language: 'cs' });
    expect(languageFromPath('/cz/login')).toBe('cs');
    expect(resolveLanguage('/cz', null)).toBe('cs');
  });

  it('does not take other segments for a language', () => {
    expect(readLanguageSegment('casino')).toEqual({ kind: 'none' });
    expect(readLanguageSegment('fr')).toEqual({ kind: 'none' });
    expect(readLanguageSegment(undefined)).toEqual({ kind: 'none' });
    expect(languageFromPath('/')).toBeNull();
  });

  it('prefers the route, then the stored language, then English', () => {
    expect(resolveLanguage('/de/casino', 'sk')).toBe('de');
    expect(resolveLanguage('/casino', 'sk')).toBe('sk');
    expect(resolveLanguage('/casino', 'fr')).toBe('en');
    expect(resolveLanguage('/casino', null)).toBe('en');
  });

  it('splits the prefix from the rest of the path', () => {
    expect(splitLanguagePrefix('/de/promotion/3')).toEqual({
      segment: { kind: 'language', language: 'de' },
      rest: '/promotion/3',
    });
    expect(splitLanguagePrefix('/de')).toMatchObject({ rest: '/' });
    expect(splitLanguagePrefix('/casino')).toEqual({ segment: { kind: 'none' }, rest: '/casino' });
  });

  it('localizes paths with the home page bare in English', () => {
    expect(localizePath('en', '/')).toBe('/');
    expect(localizePath('de', '/')).toBe('/de');
    expect(localizePath('en', '/login')).toBe('/en/login');
    expect(localizePath('sk', 'casino')).toBe('/sk/casino');
  });

  it('switches the language of a path and keeps the rest', () => {
    expect(switchLanguageInPath('/de/promotion/3', 'sk')).toBe('/sk/promotion/3');
    expect(switchLanguageInPath('/cz/login', 'en')).toBe('/en/login');
    expect(switchLanguageInPath('/casino', 'pl')).toBe('/pl/casino');
    expect(switchLanguageInPath('/', 'hu')).toBe('/hu');
  });

  it('stores the language in local storage and a cookie', () => {
    storeLanguage('de');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
    expect(document.cookie).toContain('language=de');
  });
});
