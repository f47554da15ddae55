import type { i18n as I18n } from 'i18next';
import { Suspense, use } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { LoadingSplash } from '../features/loading/loading-splash';
import type { BootedApp } from './boot';
import { AppProviders } from './providers';

const BootedRouter = ({ boot }: { boot: Promise<BootedApp> }) => {
  const app = use(boot);
  return (
    <AppProviders services={app}>
      <RouterProvider router={app.router} />
    </AppProviders>
  );
};

/** The loading splash until startup has finished, then the router. */
export const App = ({ boot, i18n }: { boot: Promise<BootedApp>; i18n: I18n }) => (
  <I18nextProvider i18n={i18n}>
    <Suspense fallback={<LoadingSplash />}>
      <BootedRouter boot={boot} />
    </Suspense>
  </I18nextProvider>
);
