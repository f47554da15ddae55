import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { AccountSession } from '../features/account/account-session';
import { AdminExitButton } from '../features/admin/admin-exit-button';
import { CookieConsent } from '../features/consent/cookie-consent';
import { setDocumentLanguage } from '../shared/i18n/html-lang';
import { PATHS } from '../shared/routing/paths';
import { useAppState } from '../shared/session/app-store-context';
import { RouteView } from './route-view';
import { ROUTES, routePattern } from './routes';

/**
 * What every page shares: `<html lang>`, scroll restoration, the player's session (socket,
 * inactivity, terms, forced password change), the admin exit button and the cookie consent.
 */
const RootShell = () => {
  const language = useAppState((state) => state.language);
  useEffect(() => setDocumentLanguage(language), [language]);
  return (
    <>
      <Outlet />
      <AccountSession />
      <AdminExitButton />
      <CookieConsent />
      <ScrollRestoration />
    </>
  );
};

/** The react-router tree of the route table; any other path goes home. */
export const buildRouteObjects = (): RouteObject[] => [
  {
    element: <RootShell />,
    children: [
      ...ROUTES.map((route) => ({
        id: route.name,
        path: routePattern(route),
        element: <RouteView route={route} />,
      })),
      { path: '*', element: <Navigate to={PATHS.home} replace /> },
    ],
  },
];
