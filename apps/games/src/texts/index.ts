import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@prime/contract/constants';
import { cs } from './cs';
import { de } from './de';
import { en, type Texts } from './en';
import { es } from './es';
import { hu } from './hu';
import { pl } from './pl';
import { sk } from './sk';

export type { Texts };

const TEXTS_BY_LANGUAGE: Record<Language, Texts> = { en, cs, de, sk, hu, pl, es };

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

export const getTexts = (language: Language): Texts => TEXTS_BY_LANGUAGE[language];

/** The page's language, read once from its address before anything renders. */
export const PAGE_LANGUAGE: Language = findPageLanguage(globalThis.location?.search ?? '');

/**
 * Every text the game page shows, in the page's language. Resolved at start-up so that the code
 * showing a text just reads `TEXTS.x`, whatever the language.
 */
export const TEXTS: Texts = getTexts(PAGE_LANGUAGE);
