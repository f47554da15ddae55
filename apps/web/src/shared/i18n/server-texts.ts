import type { Language, LanguageTexts } from '@prime/contract';
import type { PrimeApi } from '../api/prime-api';
import { translationsKey } from '../storage/keys';
import { readJson, writeItem, type KeyValueStorage } from '../storage/web-storage';

const isLanguageTexts = (value: unknown): value is LanguageTexts =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((section) => typeof section === 'object' && section !== null);

/**
 * The server's texts of one language, cached for the browser session under
 * `translations_{lang}`. Null when the server cannot give them: the built-in texts stay.
 */
export const loadServerTexts = async (
  api: Pick<PrimeApi, 'getTranslations'>,
  language: Language,
  storage: KeyValueStorage,
): Promise<LanguageTexts | null> => {
  const cached = readJson<unknown>(storage, translationsKey(language));
  if (isLanguageTexts(cached)) return cached;
  try {
    const texts = await api.getTranslations(language);
    writeItem(storage, translationsKey(language), JSON.stringify(texts));
    return texts;
  } catch {
    return null;
  }
};
