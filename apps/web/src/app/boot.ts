import type { i18n as I18n } from 'i18next';
import { createBrowserRouter } from 'react-router';
import { createApiClient } from '../shared/api/client';
import { CLIENT_CREDENTIALS } from '../shared/api/credentials';
import { createPrimeApi } from '../shared/api/prime-api';
import { meQueryOptions } from '../shared/api/queries';
import { createQueryClient } from '../shared/api/query-client';
import { setDocumentLanguage } from '../shared/i18n/html-lang';
import { addBuiltInTexts } from '../shared/i18n/built-in-texts';
import { applyServerTexts } from '../shared/i18n/i18n';
import { createAppStore } from '../shared/session/app-store';
import { setCookie } from '../shared/storage/cookies';
import { clearAccessToken } from '../shared/storage/session-keys';
import type { AppServices } from './providers';
import { buildRouteObjects } from './router';
import { runStartup, type StartupEnvironment } from './startup';

export type BootedApp = AppServices & { router: ReturnType<typeof createBrowserRouter> };

const browserEnvironment = (): StartupEnvironment => ({
  location: { pathname: window.location.pathname, search: window.location.search },
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
  innerWidth: window.innerWidth,
  setCookie,
});

/**
 * Runs startup, lays the server texts over the built-in ones, and only then builds the router,
 * so the first route the guard sees already knows the session and the maintenance state.
 */
export const bootApp = async (i18n: I18n): Promise<BootedApp> => {
  let handleMaintenance: () => void = () => undefined;
  const result = await runStartup({
    env: browserEnvironment(),
    credentials: CLIENT_CREDENTIALS,
    createApi: (credentials) =>
      createPrimeApi(createApiClient({ credentials, onMaintenance: () => handleMaintenance() })),
  });
  const { api, state } = result;

  await addBuiltInTexts(i18n, state.language);
  if (result.texts) applyServerTexts(i18n, state.language, result.texts);
  await i18n.changeLanguage(state.language);
  setDocumentLanguage(state.language);

  const store = createAppStore(state);
  handleMaintenance = () => store.setState({ inMaintenance: true });
  const queryClient = createQueryClient({
    onUnauthenticated: () => {
      api.client.setToken(null);
      clearAccessToken();
      store.setState({ token: null });
    },
  });
  if (result.player) queryClient.setQueryData(meQueryOptions(api).queryKey, result.player);

  if (result.redirectTo) window.history.replaceState(null, '', result.redirectTo);
  const router = createBrowserRouter(buildRouteObjects({ api, store, queryClient }));
  return { api, store, queryClient, router };
};
