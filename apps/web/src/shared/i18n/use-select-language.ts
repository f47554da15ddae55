import { LANGUAGE_RELOAD_MS, type Language, type UpdateMeBody } from '@prime/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../api/api-context';
import type { PrimeApi } from '../api/prime-api';
import { useAppStore } from '../session/app-store-context';
import { isLanguage, storeLanguage, switchLanguageInPath } from './language';

/** PUT me: the player's language, so e-mails and messages follow the site (spec 01 §4). */
export const updatePlayerLanguage = async (api: PrimeApi, language: Language): Promise<void> => {
  const body: UpdateMeBody = { language };
  await api.client.request<unknown>('PUT', 'me', { body });
};

/** The longest a reload waits for the player update, so a hung request never blocks it. */
export const PLAYER_LANGUAGE_WAIT_MS = 3_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The visitor chose a language (spec 01 §4): a logged-in player's language is updated on the
 * server, the choice is stored, the same page opens under the new prefix and the page reloads
 * after {@link LANGUAGE_RELOAD_MS} so everything loaded in the old language is fetched again.
 * The reload also waits (briefly) for the player update, which it would otherwise cut off.
 * Only this explicit choice reloads; following a `/de/...` link only swaps the texts, so
 * the reloaded page (already under its new prefix) never reloads again.
 */
export const useSelectLanguage = () => {
  const api = useApi();
  const store = useAppStore();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (value: string) => {
      if (!isLanguage(value)) return;
      const update =
        store.getState().token === null
          ? Promise.resolve()
          : updatePlayerLanguage(api, value).catch((error: unknown) => {
              // The site still switches; the player's stored language stays as it was.
              console.warn('Could not update the player language', error);
            });
      storeLanguage(value);
      void navigate(`${switchLanguageInPath(pathname, value)}${search}${hash}`);
      void Promise.all([
        delay(LANGUAGE_RELOAD_MS),
        Promise.race([update, delay(PLAYER_LANGUAGE_WAIT_MS)]),
      ]).then(() => location.reload());
    },
    [api, hash, navigate, pathname, search, store],
  );
};
