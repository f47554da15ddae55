import type { Language } from '@prime/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { isContentPageRoute } from '../features/content-pages/content-page-names';
import { isDashboardSection } from '../features/dashboard/dashboard-sections';
import { Layout } from '../features/layout/layout';
import type { LobbyName } from '../features/lobby/lobbies';
import { prefetchLobby } from '../features/lobby/prefetch-lobby';
import { RoutePage } from '../features/pages/route-page';
import { useApi } from '../shared/api/api-context';
import { useIsDesktop } from '../shared/hooks/use-viewport';
import { readLanguageSegment, switchLanguageInPath } from '../shared/i18n/language';
import { useChangeLanguage } from '../shared/i18n/use-change-language';
import { applyGuardDecision, guard, type GuardDecision } from '../shared/routing/guard';
import { PATHS, type PathName } from '../shared/routing/paths';
import { useAppState } from '../shared/session/app-store-context';
import { AccountTexts, lazyScreen, ScreenPlaceholder } from './lazy-screen';
import type { RouteEntry } from './routes';

// Screens of one area load when first opened, so the lobby's first download stays small.
const MaintenancePage = lazyScreen(
  () => import('../features/maintenance/maintenance-page'),
  'MaintenancePage',
);
const PromotionsPage = lazyScreen(
  () => import('../features/promotions/promotions-page'),
  'PromotionsPage',
);
const PromotionPage = lazyScreen(
  () => import('../features/promotions/promotion-page'),
  'PromotionPage',
);
const loadContentPages = () => import('../features/content-pages/content-page-route');
const FooterContentPage = lazyScreen(
  async () => ({ FooterContentPage: (await loadContentPages()).FooterContentPage }),
  'FooterContentPage',
);
const GenericContentPage = lazyScreen(
  async () => ({ GenericContentPage: (await loadContentPages()).GenericContentPage }),
  'GenericContentPage',
);
const RegistrationPage = lazyScreen(
  () => import('../features/registration/registration-page'),
  'RegistrationPage',
);
const OptOutPage = lazyScreen(() => import('../features/newsletter/opt-out-page'), 'OptOutPage');
/** The dashboard with the sections other features give it, in one chunk. */
const DashboardPage = lazyScreen(() => import('./dashboard-route'), 'DashboardRoute');
const ChangePasswordPage = lazyScreen(
  () => import('../features/account/change-password-page'),
  'ChangePasswordPage',
);
const LoginPage = lazyScreen(() => import('../features/auth/login-page'), 'LoginPage');
const RecoveryPage = lazyScreen(() => import('../features/auth/recovery-page'), 'RecoveryPage');
const ResetPage = lazyScreen(() => import('../features/auth/reset-page'), 'ResetPage');
/** The game screen and the terms prompt of its launch, in one chunk. */
const GameRoute = lazyScreen(() => import('./game-route'), 'GameRoute');
const AdminAccessPage = lazyScreen(
  () => import('../features/admin/admin-access-page'),
  'AdminAccessPage',
);

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

/** `/{lang}/dashboard/{section}`: an unknown section is an unknown path (home). */
const DashboardSectionPage = () => {
  const { section = '' } = useParams();
  if (!isDashboardSection(section)) return <Navigate to={PATHS.home} replace />;
  return <DashboardPage section={section} />;
};

/** The lobbies load in their own chunk; until then the page shows its heading. */
const LobbyPage = lazyScreen(() => import('../features/lobby/lobby-page'), 'LobbyPage');

/** `/` and `/casino` both open the casino lobby. */
const LOBBY_ROUTES: Partial<Record<PathName, LobbyName>> = {
  home: 'casino',
  casino: 'casino',
  prime: 'prime',
  liveCasino: 'liveCasino',
  crashGames: 'crashGames',
  others: 'others',
};

/** Asks for the lobby's first data while its code loads; the heading shows meanwhile. */
const LobbyRoute = ({ route, lobbyName }: { route: RouteEntry; lobbyName: LobbyName }) => {
  const queryClient = useQueryClient();
  const { client } = useApi();
  const language = useAppState((state) => state.language);
  const device = useIsDesktop() ? 'desktop' : 'mobile';
  useEffect(() => {
    void prefetchLobby({ queryClient, client, lobbyName, language, device });
  }, [queryClient, client, lobbyName, language, device]);
  return (
    <Suspense fallback={<RoutePage titleKey={route.titleKey} />}>
      <LobbyPage lobbyName={lobbyName} />
    </Suspense>
  );
};

/** The screens of the account areas; they show with those areas' English texts. */
const ACCOUNT_SCREENS: Partial<Record<PathName, ComponentType>> = {
  changePassword: ChangePasswordPage,
  login: LoginPage,
  recoveryPassword: RecoveryPage,
  passwordReset: ResetPage,
  registration: RegistrationPage,
};

/** The account area's screen of a route, if the route opens one. */
const accountScreen = (route: RouteEntry) => {
  if (route.name === 'dashboardSection') return <DashboardSectionPage />;
  // `/dashboard` opens the first section; `/informations`, `/deposit`, ... open their own.
  if (route.name === 'dashboard') return <DashboardPage section="informations" />;
  if (isDashboardSection(route.name)) return <DashboardPage section={route.name} />;
  const Screen = ACCOUNT_SCREENS[route.name];
  return Screen ? <Screen /> : null;
};

const RouteContent = ({ route }: { route: RouteEntry }) => {
  if (route.name === 'maintenance') return <MaintenancePage />;
  const account = accountScreen(route);
  if (account) return <AccountTexts>{account}</AccountTexts>;
  const lobby = LOBBY_ROUTES[route.name];
  if (lobby) return <LobbyRoute route={route} lobbyName={lobby} />;
  if (route.name === 'promotions') return <PromotionsPage />;
  if (route.name === 'promotion') return <PromotionPage />;
  if (route.name === 'newsletterOptOut') return <OptOutPage />;
  if (route.name === 'adminAccess') return <AdminAccessPage />;
  if (route.name === 'game') return <GameRoute />;
  if (route.name === 'page') return <GenericContentPage />;
  if (isContentPageRoute(route.name)) {
    return <FooterContentPage route={route.name} titleKey={route.titleKey} />;
  }
  return <RoutePage titleKey={route.titleKey} descriptionKey={route.descriptionKey} />;
};

/** Follows the route's language, asks the guard, and renders the page in its layout. */
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
      <Suspense fallback={<ScreenPlaceholder />}>
        <RouteContent route={route} />
      </Suspense>
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
