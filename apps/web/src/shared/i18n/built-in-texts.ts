import type { Language } from '@prime/contract';
import type { Texts } from '@prime/contract/texts';
import { enShell } from '@prime/contract/texts/en-shell';
import type { i18n as I18n } from 'i18next';

/** Built-in texts by language, as `createI18n` takes them (English without the account areas). */
export type BuiltInTexts = Partial<Record<Language, Partial<Texts>>>;

/**
 * English, the fallback of every key, ships in the first bundle without the account areas'
 * sections (they come with those screens, see `accountTexts`); every other language is a chunk
 * of its own that only its visitors fetch. Bundling all seven would put every text section into
 * everyone's first load seven times over.
 */
const LOADERS: Record<Language, () => Promise<Partial<Texts>>> = {
  en: async () => enShell,
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
    return { en: enShell, [language]: await LOADERS[language]() };
  } catch {
    return { en: enShell };
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

const accountTextsLoads = new WeakMap<I18n, Promise<void>>();

/**
 * Adds the English sections of the account areas (registration, login, profile, dashboard) as
 * the fallback of their keys, once per i18n instance; texts already there (the server's) win.
 * Screens of those areas wait for it before they render.
 */
export const accountTexts = (i18n: I18n): Promise<void> => {
  let load = accountTextsLoads.get(i18n);
  if (!load) {
    load = import('@prime/contract/texts/en-account').then(
      ({ enAccount }) => {
        for (const [section, entries] of Object.entries(enAccount)) {
          i18n.addResourceBundle('en', section, entries, true, false);
        }
      },
      // Without the chunk the server's texts (or the keys) still show.
      () => undefined,
    );
    accountTextsLoads.set(i18n, load);
  }
  return load;
};
