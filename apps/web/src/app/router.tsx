import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { CookieConsent } from '../features/consent/cookie-consent';
import { LoadingSplash } from '../features/loading/loading-splash';
import { setDocumentLanguage } from '../shared/i18n/html-lang';
import { PATHS } from '../shared/routing/paths';
import { useAppState } from '../shared/session/app-store-context';
import { AccountTexts, lazyScreen } from './lazy-screen';
import type { AppServices } from './providers';
import { routePattern } from './route-entry';
import { createRouteLoader } from './route-loaders';
import { RouteView } from './route-view';
import { ROUTES } from './routes';

/** The logged-in player's session pieces load with the first page that has a player. */
const AccountSession = lazyScreen(
  () => import('../features/account/account-session'),
  'AccountSession',
);

/** The player's messages as notifications: socket pushes, polling while it is down. */
const MessageNotifications = lazyScreen(
  () => import('../features/messages/notifications/message-notifications'),
  'MessageNotifications',
);

/** Staff in admin preview only. */
const AdminExitButton = lazyScreen(
  () => import('../features/admin/admin-exit-button'),
  'AdminExitButton',
);

/**
 * What every page shares: `<html lang>`, scroll restoration, the player's session (socket,
 * inactivity, terms, forced password change), the admin exit button and the cookie consent.
 */
const RootShell = () => {
  const language = useAppState((state) => state.language);
  const hasPlayer = useAppState((state) => state.token !== null);
  const isAdmin = useAppState((state) => state.isAdmin);
  useEffect(() => setDocumentLanguage(language), [language]);
  return (
    <>
      <Outlet />
      {hasPlayer ? (
        <Suspense fallback={null}>
          <AccountTexts>
            <AccountSession />
            <MessageNotifications />
          </AccountTexts>
        </Suspense>
      ) : null}
      {isAdmin ? (
        <Suspense fallback={null}>
          <AdminExitButton />
        </Suspense>
      ) : null}
      <CookieConsent />
      <ScrollRestoration />
    </>
  );
};

/**
 * The react-router tree of the route table; any other path goes home. Until the first route's
 * loader has returned, the startup splash stays.
 */
export const buildRouteObjects = (services: AppServices): RouteObject[] => [
  {
    element: <RootShell />,
    HydrateFallback: LoadingSplash,
    children: [
      ...ROUTES.map((route) => ({
        id: route.name,
        path: routePattern(route),
        element: <RouteView route={route} />,
        ...(route.load ? { loader: createRouteLoader(services, route, route.load) } : {}),
      })),
      { path: '*', element: <Navigate to={PATHS.home} replace /> },
    ],
  },
];
