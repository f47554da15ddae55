import type { Player } from '@prime/contract';
import { BUILT_IN_TEXTS } from '@prime/contract/texts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { AppServices } from '../app/providers';
import { ApiProvider } from '../shared/api/api-context';
import type { PrimeApi } from '../shared/api/prime-api';
import { meQueryOptions } from '../shared/api/queries';
import { createQueryClient } from '../shared/api/query-client';
import { createI18n } from '../shared/i18n/i18n';
import { createAppStore, type AppState } from '../shared/session/app-store';
import { AppStoreProvider } from '../shared/session/app-store-context';
import { createFakeApi } from './fake-api';
import { buildAppState } from './fixtures';

export type RenderOptions = {
  state?: Partial<AppState>;
  player?: Player;
  api?: PrimeApi;
  /** The URL the memory router starts at. */
  url?: string;
  /** Routes instead of rendering `ui` at every path; a function builds them on the services. */
  routes?: RouteObject[] | ((services: AppServices) => RouteObject[]);
};

/** Renders inside the providers the booted site has, with a memory router. */
export const renderWithApp = (ui: ReactElement | null, options: RenderOptions = {}) => {
  const state = buildAppState(options.state);
  const store = createAppStore(state);
  const api = options.api ?? createFakeApi();
  const queryClient = createQueryClient();
  if (options.player) queryClient.setQueryData(meQueryOptions(api).queryKey, options.player);
  const i18n = createI18n(state.language, BUILT_IN_TEXTS);
  const routes =
    typeof options.routes === 'function'
      ? options.routes({ api, store, queryClient })
      : (options.routes ?? [{ path: '*', element: ui }]);
  const router = createMemoryRouter(routes, { initialEntries: [options.url ?? '/'] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider api={api}>
          <AppStoreProvider store={store}>
            <RouterProvider router={router} />
          </AppStoreProvider>
        </ApiProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, store, api, router, queryClient, i18n };
};

/** Sets the window width the viewport hooks read and tells them. */
export const setViewportWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};
