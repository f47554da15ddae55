import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AppState, AppStore } from './app-store';

const AppStoreContext = createContext<AppStore | null>(null);

export const AppStoreProvider = ({ store, children }: { store: AppStore; children: ReactNode }) => (
  <AppStoreContext.Provider value={store}>{children}</AppStoreContext.Provider>
);

export const useAppStore = (): AppStore => {
  const store = useContext(AppStoreContext);
  if (!store) throw new Error('useAppStore must be used inside <AppStoreProvider>');
  return store;
};

/** Subscribes to one slice of the app state. */
export const useAppState = <T,>(select: (state: AppState) => T): T => {
  const store = useAppStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
};
