import type { Language } from '@prime/contract';
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Layout } from '../features/layout/layout';
import { readLanguageSegment, switchLanguageInPath } from '../shared/i18n/language';
import { useChangeLanguage } from '../shared/i18n/use-change-language';
import { applyGuardDecision, guard, type GuardDecision } from '../shared/routing/guard';
import { PATHS } from '../shared/routing/paths';
import { useAppState } from '../shared/session/app-store-context';
import { ScreenPlaceholder } from './lazy-screen';
import type { RouteEntry } from './route-entry';

const GuardRedirect = ({
  decision,
}: {
  decision: Extract<GuardDecision, { action: 'redirect' }>;
}) => {
  const navigate = useNavigate();
  useEffect(() => {
    applyGuardDecision(decision);
    void navigate(decision.to, { replace: true });
  }, [decision, navigate]);
  return null;
};

/** Follows the route's language, asks the guard, and renders the screen in its layout. */
const GuardedRoute = ({
  route,
  routeLanguage,
}: {
  route: RouteEntry;
  routeLanguage: Language | null;
}) => {
  const language = useAppState((state) => state.language);
  const inMaintenance = useAppState((state) => state.inMaintenance);
  const hasToken = useAppState((state) => state.token !== null);
  const { pathname, search, hash } = useLocation();
  const changeLanguage = useChangeLanguage();

  useEffect(() => {
    if (routeLanguage && routeLanguage !== language) void changeLanguage(routeLanguage);
  }, [routeLanguage, language, changeLanguage]);

  const lang = routeLanguage ?? language;
  const fullPath = `${pathname}${search}${hash}`;
  const decision = useMemo(
    () => guard({ route, inMaintenance, hasToken, lang, fullPath }),
    [route, inMaintenance, hasToken, lang, fullPath],
  );

  if (decision.action === 'redirect') return <GuardRedirect decision={decision} />;
  return (
    <Layout variant={route.layout}>
      <Suspense fallback={<ScreenPlaceholder />}>{route.screen(route)}</Suspense>
    </Layout>
  );
};

/**
 * One route of the table. An unknown language prefix is an unknown path (home); an alias
 * (`cz`) moves to its canonical prefix (`cs`) keeping the rest of the URL.
 */
export const RouteView = ({ route }: { route: RouteEntry }) => {
  const { lang } = useParams();
  const { pathname, search, hash } = useLocation();
  const segment = readLanguageSegment(lang);
  if (lang !== undefined && segment.kind === 'none') return <Navigate to={PATHS.home} replace />;
  if (segment.kind === 'alias') {
    const to = `${switchLanguageInPath(pathname, segment.language)}${search}${hash}`;
    return <Navigate to={to} replace />;
  }
  return (
    <GuardedRoute
      key={route.name}
      route={route}
      routeLanguage={segment.kind === 'language' ? segment.language : null}
    />
  );
};
