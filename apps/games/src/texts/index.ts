import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@prime/contract/constants';
import { en, type Texts } from './en';

export type { Texts };

/**
 * English ships with the page; every other language is a chunk of its own that only its
 * players fetch, as the site does with its own texts.
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Texts>> = {
  cs: async () => (await import('./cs')).cs,
  de: async () => (await import('./de')).de,
  sk: async () => (await import('./sk')).sk,
  hu: async () => (await import('./hu')).hu,
  pl: async () => (await import('./pl')).pl,
  es: async () => (await import('./es')).es,
};

const isLanguage = (value: string | null): value is Language =>
  value !== null && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language the casino asks for with `?lang=` in the game's address (its own page language);
 * English when the address names none or one the games do not speak.
 */
export const findPageLanguage = (search: string): Language => {
  const lang = new URLSearchParams(search).get('lang')?.toLowerCase() ?? null;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
};

/** The texts of `language`; English when its chunk cannot be fetched. */
export const loadTexts = async (language: Language): Promise<Texts> => {
  if (language === 'en') return en;
  try {
    return await LOADERS[language]();
  } catch {
    return en;
  }
};

/** The page's language, read once from its address before anything renders. */
export const PAGE_LANGUAGE: Language = findPageLanguage(globalThis.location?.search ?? '');

/**
 * Every text the game page shows, in the page's language. Resolved before any module that shows
 * a text runs, so that code just reads `TEXTS.x`, whatever the language.
 */
export const TEXTS: Texts = await loadTexts(PAGE_LANGUAGE);
