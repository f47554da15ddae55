import type { ConsentCode } from '@prime/contract';
import { useSyncExternalStore } from 'react';
import { readConsentCode, writeConsentCode } from './consent';

/**
 * Cookie consent shared by the consent panel and the footer's 'Cookie settings' button. The
 * cookie is the only record of the choice; this store only tells its readers when it changed
 * and whether the visitor asked to see the panel again.
 */
const listeners = new Set<() => void>();
let isSettingsOpen = false;

const notify = () => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The footer's 'Cookie settings': shows the panel with the current choice ticked. */
export const openConsentSettings = (): void => {
  isSettingsOpen = true;
  notify();
};

/** Hides a reopened panel without changing the choice. */
export const closeConsentSettings = (): void => {
  isSettingsOpen = false;
  notify();
};

/** Stores a choice for a year and hides the panel. */
export const saveConsent = (code: ConsentCode): void => {
  writeConsentCode(code);
  isSettingsOpen = false;
  notify();
};

/** The stored consent code, null before the visitor has chosen. */
export const useConsentCode = (): ConsentCode | null =>
  useSyncExternalStore(subscribe, () => readConsentCode());

/** Whether the panel is shown: no choice stored yet, or reopened from the footer. */
export const useIsConsentPanelOpen = (): boolean =>
  useSyncExternalStore(subscribe, () => isSettingsOpen || readConsentCode() === null);
