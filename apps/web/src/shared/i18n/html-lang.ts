import type { Language } from '@prime/contract';

/** Keeps `<html lang>` in step with the interface language (screen readers, hyphenation). */
export const setDocumentLanguage = (language: Language): void => {
  document.documentElement.lang = language;
};
