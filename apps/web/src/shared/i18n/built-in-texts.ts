import type { Language } from '@prime/contract';
import type { Texts } from '@prime/contract/texts';
import { en } from '@prime/contract/texts/en';
import type { i18n as I18n } from 'i18next';

/** Built-in texts by language, as `createI18n` takes them. */
export type BuiltInTexts = Partial<Record<Language, Texts>>;

/**
 * English, the fallback of every key, ships in the first bundle; every other language is a
 * chunk of its own that only its visitors fetch. Bundling all seven would put every text
 * section into everyone's first load seven times over.
 */
const LOADERS: Record<Language, () => Promise<Texts>> = {
  en: async () => en,
  cs: async () => (await import('@prime/contract/texts/cs')).cs,
  de: async () => (await import('@prime/contract/texts/de')).de,
  sk: async () => (await import('@prime/contract/texts/sk')).sk,
  hu: async () => (await import('@prime/contract/texts/hu')).hu,
  pl: async () => (await import('@prime/contract/texts/pl')).pl,
  es: async () => (await import('@prime/contract/texts/es')).es,
};

/** English and `language`; English alone when the language's chunk cannot be fetched. */
export const loadBuiltInTexts = async (language: Language): Promise<BuiltInTexts> => {
  try {
    return { en, [language]: await LOADERS[language]() };
  } catch {
    return { en };
  }
};

/**
 * Adds the built-in texts of `language` before the site switches to it. Keys already present
 * (the server's texts) are kept; a language already loaded costs nothing.
 */
export const addBuiltInTexts = async (i18n: I18n, language: Language): Promise<void> => {
  const texts = (await loadBuiltInTexts(language))[language];
  if (!texts) return;
  for (const [section, entries] of Object.entries(texts)) {
    i18n.addResourceBundle(language, section, entries, true, false);
  }
};
