import { Suspense, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { isDashboardSection } from '../features/dashboard/dashboard-sections';
import { LOBBIES, type LobbyName } from '../features/lobby/lobbies';
import { RoutePage } from '../features/pages/route-page';
import { PATHS } from '../shared/routing/paths';
import { AccountTexts, lazyScreen } from './lazy-screen';

// Screens of one area load when first opened, so the lobby's first download stays small.
export const MaintenancePage = lazyScreen(
  () => import('../features/maintenance/maintenance-page'),
  'MaintenancePage',
);
export const PromotionsPage = lazyScreen(
  () => import('../features/promotions/promotions-page'),
  'PromotionsPage',
);
export const PromotionPage = lazyScreen(
  () => import('../features/promotions/promotion-page'),
  'PromotionPage',
);
const loadContentPages = () => import('../features/content-pages/content-page-route');
export const FooterContentPage = lazyScreen(
  async () => ({ FooterContentPage: (await loadContentPages()).FooterContentPage }),
  'FooterContentPage',
);
export const GenericContentPage = lazyScreen(
  async () => ({ GenericContentPage: (await loadContentPages()).GenericContentPage }),
  'GenericContentPage',
);
export const RegistrationPage = lazyScreen(
  () => import('../features/registration/registration-page'),
  'RegistrationPage',
);
export const OptOutPage = lazyScreen(
  () => import('../features/newsletter/opt-out-page'),
  'OptOutPage',
);
/** The dashboard with the sections other features give it, in one chunk. */
export const DashboardPage = lazyScreen(() => import('./dashboard-route'), 'DashboardRoute');
export const ChangePasswordPage = lazyScreen(
  () => import('../features/account/change-password-page'),
  'ChangePasswordPage',
);
export const LoginPage = lazyScreen(() => import('../features/auth/login-page'), 'LoginPage');
export const RecoveryPage = lazyScreen(
  () => import('../features/auth/recovery-page'),
  'RecoveryPage',
);
export const ResetPage = lazyScreen(() => import('../features/auth/reset-page'), 'ResetPage');
/** The game screen and the terms prompt of its launch, in one chunk. */
export const GameRoute = lazyScreen(() => import('./game-route'), 'GameRoute');
export const TransactionStatusPage = lazyScreen(
  () => import('../features/transactions/transaction-status-page'),
  'TransactionStatusPage',
);
export const AdminAccessPage = lazyScreen(
  () => import('../features/admin/admin-access-page'),
  'AdminAccessPage',
);

/** The lobbies load in their own chunk; until then the page shows its heading. */
const LobbyPage = lazyScreen(() => import('../features/lobby/lobby-page'), 'LobbyPage');

export const LobbyScreen = ({ lobby }: { lobby: LobbyName }) => (
  <Suspense fallback={<RoutePage titleKey={LOBBIES[lobby].titleKey} />}>
    <LobbyPage lobbyName={lobby} />
  </Suspense>
);

/** The screens of the account areas show with those areas' English texts. */
export const account = (screen: ReactNode) => <AccountTexts>{screen}</AccountTexts>;

/** `/{lang}/dashboard/{section}`: an unknown section is an unknown path (home). */
export const DashboardSectionPage = () => {
  const { section = '' } = useParams();
  if (!isDashboardSection(section)) return <Navigate to={PATHS.home} replace />;
  return <DashboardPage section={section} />;
};
