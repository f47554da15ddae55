import type { ContentPageRoute } from '../features/content-pages/content-page-names';
import {
  DASHBOARD_SECTIONS,
  type DashboardSectionEntry,
} from '../features/dashboard/dashboard-sections';
import { LOBBIES, type LobbyName } from '../features/lobby/lobbies';
import type { PathName } from '../shared/routing/paths';
import { route, type RouteEntry, type RouteTitleKey } from './route-entry';
import {
  loadFooterPage,
  loadGame,
  loadGenericPage,
  loadLobby,
  loadPromotion,
  loadPromotions,
} from './route-loaders';
import {
  account,
  AdminAccessPage,
  ChangePasswordPage,
  DashboardPage,
  DashboardSectionPage,
  FooterContentPage,
  GameRoute,
  GenericContentPage,
  LobbyScreen,
  LoginPage,
  MaintenancePage,
  OptOutPage,
  PromotionPage,
  PromotionsPage,
  RecoveryPage,
  RegistrationPage,
  ResetPage,
  TransactionStatusPage,
} from './route-screens';

/** A lobby page, titled by its lobby; `/` opens the casino lobby too. */
const lobbyRoute = (name: PathName, lobby: LobbyName) =>
  route(name, {
    titleKey: LOBBIES[lobby].titleKey,
    screen: () => <LobbyScreen lobby={lobby} />,
    load: loadLobby(lobby),
  });

/** A dashboard section by its own path (`/deposit`); login required. */
const dashboardRoute = ({ section, textKey }: DashboardSectionEntry) =>
  route(section, {
    titleKey: textKey,
    access: 'restricted',
    screen: () => account(<DashboardPage section={section} />),
  });

/** A footer page: the CMS page named by the route's path. */
const footerRoute = (name: ContentPageRoute, titleKey: RouteTitleKey) =>
  route(name, {
    titleKey,
    screen: () => <FooterContentPage route={name} titleKey={titleKey} />,
    load: loadFooterPage(name),
  });

/**
 * The route table of spec 01 §2 and 02 §2: each route's path (from `PATHS`), who may open it
 * (`restricted`: login required; `publicOnly`: not for a logged-in player), its title, the lazy
 * screen it shows and what its loader prefetches. Every path also opens under a `/{lang}` prefix.
 */
export const ROUTES: readonly RouteEntry[] = [
  lobbyRoute('home', 'casino'),
  lobbyRoute('casino', 'casino'),
  lobbyRoute('prime', 'prime'),
  lobbyRoute('liveCasino', 'liveCasino'),
  lobbyRoute('crashGames', 'crashGames'),
  lobbyRoute('others', 'others'),
  route('login', {
    titleKey: 'login',
    access: 'publicOnly',
    screen: () => account(<LoginPage />),
  }),
  route('registration', {
    titleKey: 'registration',
    access: 'publicOnly',
    screen: () => account(<RegistrationPage />),
  }),
  route('recoveryPassword', {
    titleKey: 'recovery_password',
    screen: () => account(<RecoveryPage />),
  }),
  route('passwordReset', { titleKey: 'password_reset', screen: () => account(<ResetPage />) }),
  route('changePassword', {
    titleKey: 'change_password',
    access: 'restricted',
    screen: () => account(<ChangePasswordPage />),
  }),
  route('dashboard', {
    titleKey: 'dashboard',
    access: 'restricted',
    screen: () => account(<DashboardPage section="informations" />),
  }),
  route('dashboardSection', {
    titleKey: 'dashboard',
    access: 'restricted',
    screen: () => account(<DashboardSectionPage />),
  }),
  ...DASHBOARD_SECTIONS.map(dashboardRoute),
  footerRoute('help', 'help'),
  route('promotions', {
    titleKey: 'promotions',
    screen: () => <PromotionsPage />,
    load: loadPromotions,
  }),
  route('promotion', {
    titleKey: 'promotion',
    screen: () => <PromotionPage />,
    load: loadPromotion,
  }),
  footerRoute('security', 'security'),
  footerRoute('responsibleGaming', 'responsible_gaming'),
  footerRoute('contact', 'contact'),
  footerRoute('imprint', 'imprint'),
  footerRoute('termsAndConditions', 'terms_and_conditions'),
  footerRoute('affiliateProgram', 'affiliate_program'),
  footerRoute('privacy', 'privacy'),
  footerRoute('amlcft', 'amlcft'),
  footerRoute('cookies', 'cookies'),
  footerRoute('cryptoTransfer', 'crypto_transfer'),
  footerRoute('bankTransfer', 'bank_transfer'),
  route('newsletterOptOut', { titleKey: 'newsletter_opt_out', screen: () => <OptOutPage /> }),
  // Open, as spec 02 §2 lists it: the API shows a transaction to its owner's session only.
  route('transaction', {
    titleKey: 'transaction',
    screen: () => account(<TransactionStatusPage />),
  }),
  route('game', { titleKey: 'game', layout: 'game', screen: () => <GameRoute />, load: loadGame }),
  route('adminAccess', { titleKey: 'admin_access', screen: () => <AdminAccessPage /> }),
  route('maintenance', {
    titleKey: 'maintenance',
    layout: 'minimal',
    screen: () => <MaintenancePage />,
  }),
  route('page', {
    titleKey: 'page',
    languagePrefix: 'required',
    screen: () => <GenericContentPage />,
    load: loadGenericPage,
  }),
];
