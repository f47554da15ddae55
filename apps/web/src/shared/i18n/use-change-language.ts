import type { Language } from '@prime/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { useAppStore } from '../session/app-store-context';
import { setDocumentLanguage } from './html-lang';
import { addBuiltInTexts } from './built-in-texts';
import { applyServerTexts } from './i18n';
import { storeLanguage } from './language';
import { loadServerTexts } from './server-texts';

/**
 * Switches the interface language: remembered in storage and cookie, `<html lang>` updated,
 * the built-in texts shown at once and the server's texts laid over them when they arrive.
 */
export const useChangeLanguage = () => {
  const api = useApi();
  const store = useAppStore();
  const { i18n } = useTranslation();
  return useCallback(
    async (language: Language) => {
      store.setState({ language });
      storeLanguage(language);
      setDocumentLanguage(language);
      await addBuiltInTexts(i18n, language);
      await i18n.changeLanguage(language);
      const texts = await loadServerTexts(api, language, sessionStorage);
      if (texts) applyServerTexts(i18n, language, texts);
    },
    [api, i18n, store],
  );
};
