import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProvider } from '../shared/api/api-context';
import type { PrimeApi } from '../shared/api/prime-api';
import type { AppStore } from '../shared/session/app-store';
import { AppStoreProvider } from '../shared/session/app-store-context';

export type AppServices = { api: PrimeApi; store: AppStore; queryClient: QueryClient };

/** Everything a page may use after startup: the API, the app state and the query cache. */
export const AppProviders = ({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) => (
  <QueryClientProvider client={services.queryClient}>
    <ApiProvider api={services.api}>
      <AppStoreProvider store={services.store}>{children}</AppStoreProvider>
    </ApiProvider>
  </QueryClientProvider>
);
