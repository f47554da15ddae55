import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type LanguageTexts } from '@prime/contract';
import { TRANSLATION_SECTIONS } from '@prime/contract/texts';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { BuiltInTexts } from './built-in-texts';
import { translationKeysProcessor } from './translation-keys';

const builtInResources = (texts: BuiltInTexts): Resource => {
  const resources: Resource = {};
  for (const [language, sections] of Object.entries(texts)) resources[language] = { ...sections };
  return resources;
};

/**
 * One i18next instance with the built-in texts it is given (the site gives English and the
 * visitor's language; see built-in-texts.ts). Namespaces are the text sections (`header`,
 * `footer`, `routes`, ...); keys are flat, so a key may contain dots.
 */
export const createI18n = (language: Language, texts: BuiltInTexts): I18n => {
  const instance = i18next.createInstance();
  // Admin preview shows keys beside texts; off until showTranslationKeys turns it on.
  instance.use(translationKeysProcessor);
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: builtInResources(texts),
    ns: [...TRANSLATION_SECTIONS],
    defaultNS: 'header',
    keySeparator: false,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    // Server texts arrive after the first render; re-render when they are added.
    react: { bindI18n: 'languageChanged', bindI18nStore: 'added', useSuspense: false },
  });
  return instance;
};

/** Laid over the built-in texts: the server's texts win key by key. */
export const applyServerTexts = (instance: I18n, language: Language, texts: LanguageTexts) => {
  for (const [section, entries] of Object.entries(texts)) {
    instance.addResourceBundle(language, section, entries, true, true);
  }
};
