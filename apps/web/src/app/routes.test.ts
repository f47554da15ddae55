import { BUILT_IN_TEXTS } from '@prime/contract/texts';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routePattern, type RouteEntry } from './route-entry';
import { ROUTES } from './routes';
import {
  DASHBOARD_SECTIONS as DASHBOARD_MENU,
  isDashboardSection,
} from '../features/dashboard/dashboard-sections';

const titleKeys = Object.keys(BUILT_IN_TEXTS.en.routes);

/** The dashboard areas the route table opens by their own path, with their title keys. */
const DASHBOARD_SECTIONS = Object.fromEntries(
  ROUTES.filter((route) => isDashboardSection(route.name)).map((route) => [
    route.name,
    route.titleKey,
  ]),
);

const byPath = (path: string): RouteEntry | undefined =>
  ROUTES.find((route) => route.path === path);

/** Every route of spec 01 §2 and 02 §2 with its flag. */
const SPEC_ROUTES: [string, RouteEntry['access']][] = [
  ['/', 'open'],
  ['/casino', 'open'],
  ['/prime', 'open'],
  ['/live-casino', 'open'],
  ['/others', 'open'],
  ['/crash-games', 'open'],
  ['/login', 'publicOnly'],
  ['/registration/:tempToken?', 'publicOnly'],
  ['/recovery-password', 'open'],
  ['/password/reset/:tempToken', 'open'],
  ['/deposit', 'restricted'],
  ['/withdraw', 'restricted'],
  ['/informations', 'restricted'],
  ['/passwords', 'restricted'],
  ['/documents', 'restricted'],
  ['/kyc', 'restricted'],
  ['/sowq', 'restricted'],
  ['/reports', 'restricted'],
  ['/transactions', 'restricted'],
  ['/limits', 'restricted'],
  ['/myBonus', 'restricted'],
  ['/dashboard/:section', 'restricted'],
  ['/changePassword', 'restricted'],
  ['/help', 'open'],
  ['/promotion', 'open'],
  ['/promotion/:promotionId', 'open'],
  ['/security', 'open'],
  ['/responsible-gaming', 'open'],
  ['/contact', 'open'],
  ['/imprint', 'open'],
  ['/terms-and-conditions', 'open'],
  ['/affiliate-program', 'open'],
  ['/privacy', 'open'],
  ['/amlcft', 'open'],
  ['/cookies', 'open'],
  ['/:page', 'open'],
  ['/newsletter/opt-out', 'open'],
  ['/transactions/:transactionId', 'open'],
  ['/game/play/:providerId/:gameId', 'open'],
  ['/kajot-prime_access_for_admin', 'open'],
  ['/in-maintenance', 'open'],
  ['/crypto-transfer', 'open'],
  ['/bank-transfer', 'open'],
];

const objects = ROUTES.map((route) => ({ id: route.name, path: routePattern(route) }));
const matchName = (url: string): string | undefined => matchRoutes(objects, url)?.at(-1)?.route.id;

describe('route table', () => {
  it.each(SPEC_ROUTES)('has %s flagged %s', (path, access) => {
    const route = byPath(path);
    expect(route, path).toBeDefined();
    expect(route?.access).toBe(access);
  });

  it('restricts exactly the dashboard areas and change password', () => {
    const restricted = ROUTES.filter((route) => route.access === 'restricted').map((r) => r.name);
    expect(restricted.sort()).toEqual(
      [
        'changePassword',
        'dashboard',
        'dashboardSection',
        'deposit',
        'documents',
        'informations',
        'kyc',
        'limits',
        'messages',
        'myBonus',
        'passwords',
        'reports',
        'sowq',
        'transactions',
        'withdraw',
      ].sort(),
    );
  });

  it('keeps only login and registration public-only', () => {
    const publicOnly = ROUTES.filter((route) => route.access === 'publicOnly').map((r) => r.name);
    expect(publicOnly.sort()).toEqual(['login', 'registration']);
  });

  it('gives every route a unique name and an existing title key', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    for (const route of ROUTES) expect(titleKeys).toContain(route.titleKey);
    for (const key of Object.values(DASHBOARD_SECTIONS)) expect(titleKeys).toContain(key);
  });

  it('prefetches the public data the lobbies, promotions, CMS pages and the game open with', () => {
    const loaded = ROUTES.filter((route) => route.load).map((route) => route.name);
    expect(loaded.sort()).toEqual(
      [
        'home',
        'casino',
        'prime',
        'liveCasino',
        'crashGames',
        'others',
        'promotions',
        'promotion',
        'help',
        'security',
        'responsibleGaming',
        'contact',
        'imprint',
        'termsAndConditions',
        'affiliateProgram',
        'privacy',
        'amlcft',
        'cookies',
        'bankTransfer',
        'cryptoTransfer',
        'page',
        'game',
      ].sort(),
    );
  });

  it('shows the game screen without the full layout', () => {
    expect(byPath('/game/play/:providerId/:gameId')?.layout).toBe('game');
  });

  it.each([
    ['/', 'home'],
    ['/de', 'home'],
    ['/casino', 'casino'],
    ['/cs/casino', 'casino'],
    ['/login', 'login'],
    ['/es/login', 'login'],
    ['/registration', 'registration'],
    ['/de/registration/tmp-123', 'registration'],
    ['/password/reset/abc', 'passwordReset'],
    ['/de/dashboard/limits', 'dashboardSection'],
    ['/transactions', 'transactions'],
    ['/transactions/55', 'transaction'],
    ['/sk/promotion/12', 'promotion'],
    ['/game/play/3/42', 'game'],
    ['/de/game/play/3/42', 'game'],
    ['/de/about-us', 'page'],
    ['/kyc', 'kyc'],
    ['/in-maintenance', 'maintenance'],
    ['/newsletter/opt-out', 'newsletterOptOut'],
  ])('matches %s to %s', (url, name) => {
    expect(matchName(url)).toBe(name);
  });

  it('matches no route for an unknown deeper path (the router sends it home)', () => {
    expect(matchName('/a/b/c/d/e')).toBeUndefined();
  });
});

describe('dashboard sections', () => {
  it('lists in the route table exactly the sections of the dashboard menu', () => {
    expect(Object.keys(DASHBOARD_SECTIONS).sort()).toEqual(
      DASHBOARD_MENU.map((entry) => entry.section).sort(),
    );
  });
});
