import {
  BTAG_COOKIE_DAYS,
  LANGUAGE_COOKIE_SECONDS,
  LANGUAGES,
  type LanguageEntry,
  type LanguageTexts,
  type Player,
} from '@prime/contract';
import type { ClientCredentials } from '../shared/api/client';
import type { PrimeApi } from '../shared/api/prime-api';
import { detectDevice } from '../shared/hooks/use-viewport';
import { resolveLanguage } from '../shared/i18n/language';
import { loadServerTexts } from '../shared/i18n/server-texts';
import { PATHS } from '../shared/routing/paths';
import type { AppState } from '../shared/session/app-store';
import { daysToSeconds, type CookieOptions } from '../shared/storage/cookies';
import { COOKIE_NAMES, STORAGE_KEYS } from '../shared/storage/keys';
import { clearAccessToken, isAdminSession, readAccessToken } from '../shared/storage/session-keys';
import { readItem, writeItem, type KeyValueStorage } from '../shared/storage/web-storage';

/** The steps of spec 01 §4, in the order they run. */
export const STARTUP_STEPS = [
  'language',
  'authHeaders',
  'clientIp',
  'token',
  'player',
  'device',
  'skinSettings',
  'maintenance',
  'translations',
  'admin',
  'btag',
] as const;
export type StartupStep = (typeof STARTUP_STEPS)[number];

/** The client IP when the lookup fails, as the spec gives it. */
export const UNKNOWN_IP = '{ip}';

export type StartupEnvironment = {
  location: { pathname: string; search: string };
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  innerWidth: number;
  setCookie: (name: string, value: string, options: CookieOptions) => void;
};

export type StartupDeps = {
  env: StartupEnvironment;
  credentials: ClientCredentials;
  /** Builds the API with the site's Basic authorization header. */
  createApi: (credentials: ClientCredentials) => PrimeApi;
  /** Told as each step starts (tests and diagnostics). */
  onStep?: (step: StartupStep) => void;
};

export type StartupResult = {
  api: PrimeApi;
  state: AppState;
  player: Player | null;
  /** The server's texts of `state.language`, null when only the built-in texts apply. */
  texts: LanguageTexts | null;
  /** Where the router must start instead of the current URL, if anywhere. */
  redirectTo: string | null;
};

/** Used when the server's language list cannot be read: the codes stand for the names. */
const fallbackLanguages = (): LanguageEntry[] =>
  LANGUAGES.map((code, index) => ({ id: index + 1, code, name: code.toUpperCase() }));

const attempt = async <T>(task: () => Promise<T>, fallback: T): Promise<T> => {
  try {
    return await task();
  } catch {
    return fallback;
  }
};

/**
 * Runs the startup sequence of spec 01 §4 in its order. It never rejects: every failing call
 * has a fallback, so the site always mounts (a visitor, built-in texts, no maintenance).
 */
export const runStartup = async ({
  env,
  credentials,
  createApi,
  onStep = () => undefined,
}: StartupDeps): Promise<StartupResult> => {
  onStep('language');
  const language = resolveLanguage(
    env.location.pathname,
    readItem(env.localStorage, STORAGE_KEYS.language),
  );
  writeItem(env.localStorage, STORAGE_KEYS.language, language);
  env.setCookie(COOKIE_NAMES.language, language, { maxAgeSeconds: LANGUAGE_COOKIE_SECONDS });

  onStep('authHeaders');
  const api = createApi(credentials);

  onStep('clientIp');
  const clientIp = await attempt(() => api.getClientIp(), UNKNOWN_IP);

  onStep('token');
  let token = readAccessToken(env.localStorage);
  api.client.setToken(token);

  onStep('player');
  let player: Player | null = null;
  if (token) {
    try {
      player = await api.getMe();
    } catch {
      await attempt(() => api.logout(), undefined);
      api.client.setToken(null);
      clearAccessToken(env.localStorage);
      token = null;
    }
  }

  onStep('device');
  const device = detectDevice(env.innerWidth);

  onStep('skinSettings');
  const skinSettings = await attempt(() => api.getSkinSettings(), null);

  onStep('maintenance');
  const inMaintenance = await attempt(() => api.isInMaintenance(), false);

  onStep('translations');
  const [languages, texts] = await Promise.all([
    attempt(() => api.getLanguages(), fallbackLanguages()),
    loadServerTexts(api, language, env.sessionStorage),
  ]);

  onStep('admin');
  const isAdmin = isAdminSession(env.sessionStorage);

  onStep('btag');
  const btag = new URLSearchParams(env.location.search).get('btag');
  if (btag) {
    env.setCookie(COOKIE_NAMES.btag, btag, { maxAgeSeconds: daysToSeconds(BTAG_COOKIE_DAYS) });
  }

  return {
    api,
    state: {
      language,
      clientIp,
      token,
      device,
      skinSettings,
      languages: languages.length > 0 ? languages : fallbackLanguages(),
      inMaintenance,
      isAdmin,
    },
    player,
    texts,
    redirectTo:
      inMaintenance && env.location.pathname !== PATHS.maintenance ? PATHS.maintenance : null,
  };
};
