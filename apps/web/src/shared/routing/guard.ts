import { DEFAULT_LANGUAGE, type Language } from '@prime/contract';
import { STORAGE_KEYS } from '../storage/keys';
import { removeItem, writeItem, type KeyValueStorage } from '../storage/web-storage';
import { PATHS } from './paths';

/** `restricted`: login required; `publicOnly`: a logged-in player is sent away; `open`: anyone. */
export type RouteAccess = 'restricted' | 'publicOnly' | 'open';

export type GuardInput = {
  route: { path: string; access: RouteAccess };
  inMaintenance: boolean;
  /** A player session token is stored. */
  hasToken: boolean;
  lang: Language;
  /** Path, search and hash of the URL being opened. */
  fullPath: string;
};

export type GuardDecision =
  | { action: 'allow' }
  | {
      action: 'redirect';
      to: string;
      /** Remember this path so login can return to it. */
      storeIntendedPath?: string;
      /** Forget the temporary route of an earlier flow. */
      clearTemporaryRoute?: boolean;
    };

const ALLOW: GuardDecision = { action: 'allow' };

/** The casino home in a language: `/` in English, `/{lang}` otherwise. */
export const homePath = (lang: Language): string =>
  lang === DEFAULT_LANGUAGE ? PATHS.home : `/${lang}`;

export const loginPath = (lang: Language): string => `/${lang}${PATHS.login}`;

/**
 * The navigation guard of spec 01 §2, with no side effects: maintenance first, then the
 * restricted and public-only rules. {@link applyGuardDecision} performs what it asks for.
 */
export const guard = ({
  route,
  inMaintenance,
  hasToken,
  lang,
  fullPath,
}: GuardInput): GuardDecision => {
  const isMaintenancePage = route.path === PATHS.maintenance;
  if (inMaintenance) {
    return isMaintenancePage ? ALLOW : { action: 'redirect', to: PATHS.maintenance };
  }
  if (isMaintenancePage) return { action: 'redirect', to: PATHS.home };
  if (route.access === 'restricted' && !hasToken) {
    return {
      action: 'redirect',
      to: loginPath(lang),
      storeIntendedPath: fullPath,
      clearTemporaryRoute: true,
    };
  }
  if (route.access === 'publicOnly' && hasToken) {
    return { action: 'redirect', to: homePath(lang) };
  }
  return ALLOW;
};

/** Stores the intended path and clears the temporary route when the decision says so. */
export const applyGuardDecision = (
  decision: GuardDecision,
  storage: KeyValueStorage = sessionStorage,
): void => {
  if (decision.action !== 'redirect') return;
  if (decision.storeIntendedPath !== undefined) {
    writeItem(storage, STORAGE_KEYS.intendedPath, decision.storeIntendedPath);
  }
  if (decision.clearTemporaryRoute) removeItem(storage, STORAGE_KEYS.temporaryRoute);
};
