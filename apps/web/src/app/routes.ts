import type { Texts } from '@prime/contract/texts';
import { DASHBOARD_SECTIONS } from '../features/dashboard/dashboard-sections';
import type { LayoutVariant } from '../features/layout/layout';
import type { RouteAccess } from '../shared/routing/guard';
import { PATHS, type PathName } from '../shared/routing/paths';

export type RouteTitleKey = keyof Texts['routes'];

export type RouteEntry = {
  name: PathName;
  /** Pattern without the language prefix (react-router syntax). */
  path: string;
  /** Key of the page title in the `routes` text section. */
  titleKey: RouteTitleKey;
  access: RouteAccess;
  layout: LayoutVariant;
  /** `optional`: `/casino` and `/de/casino` both open it; `required`: only `/de/...`. */
  languagePrefix: 'optional' | 'required';
  /** A `namespace:key` sentence shown under the title, only where such a text exists. */
  descriptionKey?: string;
};

type EntryOptions = Partial<Pick<RouteEntry, 'layout' | 'languagePrefix' | 'descriptionKey'>>;

const entry = (
  name: PathName,
  titleKey: RouteTitleKey,
  access: RouteAccess = 'open',
  options: EntryOptions = {},
): RouteEntry => ({
  name,
  path: PATHS[name],
  titleKey,
  access,
  layout: options.layout ?? 'full',
  languagePrefix: options.languagePrefix ?? 'optional',
  ...(options.descriptionKey ? { descriptionKey: options.descriptionKey } : {}),
});

/**
 * The route table of spec 01 §2 and 02 §2. Every path also opens under a `/{lang}` prefix.
 * Dashboard areas are restricted; login and registration are public-only.
 */
export const ROUTES: readonly RouteEntry[] = [
  entry('home', 'casino'),
  entry('casino', 'casino'),
  entry('prime', 'prime'),
  entry('liveCasino', 'live_casino'),
  entry('crashGames', 'crash_games'),
  entry('others', 'others'),
  entry('login', 'login', 'publicOnly'),
  entry('registration', 'registration', 'publicOnly'),
  entry('recoveryPassword', 'recovery_password'),
  entry('passwordReset', 'password_reset'),
  entry('changePassword', 'change_password', 'restricted'),
  entry('dashboard', 'dashboard', 'restricted'),
  entry('dashboardSection', 'dashboard', 'restricted'),
  ...DASHBOARD_SECTIONS.map(({ section, textKey }) => entry(section, textKey, 'restricted')),
  entry('help', 'help'),
  entry('promotions', 'promotions'),
  entry('promotion', 'promotion'),
  entry('security', 'security'),
  entry('responsibleGaming', 'responsible_gaming', 'open', {
    descriptionKey: 'footer:responsible_warning',
  }),
  entry('contact', 'contact'),
  entry('imprint', 'imprint'),
  entry('termsAndConditions', 'terms_and_conditions'),
  entry('affiliateProgram', 'affiliate_program'),
  entry('privacy', 'privacy'),
  entry('amlcft', 'amlcft'),
  entry('cookies', 'cookies'),
  entry('cryptoTransfer', 'crypto_transfer'),
  entry('bankTransfer', 'bank_transfer'),
  entry('newsletterOptOut', 'newsletter_opt_out'),
  entry('transaction', 'transaction'),
  entry('game', 'game', 'open', { layout: 'game' }),
  entry('adminAccess', 'admin_access'),
  entry('maintenance', 'maintenance', 'open', { layout: 'minimal' }),
  entry('page', 'page', 'open', { languagePrefix: 'required' }),
];

/** The react-router pattern of an entry, with its language prefix. */
export const routePattern = (route: RouteEntry): string => {
  if (route.languagePrefix === 'required') return `/:lang${route.path}`;
  return route.path === PATHS.home ? '/:lang?' : `/:lang?${route.path}`;
};

export const findRoute = (name: PathName): RouteEntry => {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
};
