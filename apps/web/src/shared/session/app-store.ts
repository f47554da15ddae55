import type { Language, LanguageEntry, SkinSettings } from '@prime/contract';

export type Device = 'desktop' | 'mobile';

/** What the site knows about itself and the visitor once startup has run. */
export type AppState = {
  language: Language;
  clientIp: string;
  /** The player session token; null for a visitor. */
  token: string | null;
  device: Device;
  skinSettings: SkinSettings | null;
  languages: LanguageEntry[];
  inMaintenance: boolean;
  isAdmin: boolean;
};

export type AppStore = {
  getState: () => AppState;
  setState: (patch: Partial<AppState>) => void;
  subscribe: (listener: () => void) => () => void;
};

/** A tiny external store read with `useSyncExternalStore`; the query cache holds server data. */
export const createAppStore = (initial: AppState): AppStore => {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState: (patch) => {
      const changed = (Object.keys(patch) as (keyof AppState)[]).some(
        (key) => patch[key] !== state[key],
      );
      if (!changed) return;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
