import { createContext, useContext, type ReactNode } from 'react';
import type { PrimeApi } from './prime-api';

const ApiContext = createContext<PrimeApi | null>(null);

export const ApiProvider = ({ api, children }: { api: PrimeApi; children: ReactNode }) => (
  <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
);

/** The site's API, created during startup. */
export const useApi = (): PrimeApi => {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
};
