import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys';
import { applyGuardDecision, guard, homePath, loginPath, type GuardInput } from './guard';
import { PATHS } from './paths';

const input = (overrides: Partial<GuardInput> = {}): GuardInput => ({
  route: { path: PATHS.casino, access: 'open' },
  inMaintenance: false,
  hasToken: false,
  lang: 'en',
  fullPath: '/casino',
  ...overrides,
});

const restricted = { path: PATHS.deposit, access: 'restricted' } as const;
const publicOnly = { path: PATHS.login, access: 'publicOnly' } as const;
const maintenance = { path: PATHS.maintenance, access: 'open' } as const;

describe('guard', () => {
  it('allows an open route for visitors and players', () => {
    expect(guard(input())).toEqual({ action: 'allow' });
    expect(guard(input({ hasToken: true }))).toEqual({ action: 'allow' });
  });

  describe('maintenance comes first', () => {
    it.each([
      ['open', { path: PATHS.casino, access: 'open' }],
      ['restricted', restricted],
      ['public-only', publicOnly],
    ] as const)('sends a %s route to the maintenance page', (_kind, route) => {
      for (const hasToken of [false, true]) {
        expect(guard(input({ route, hasToken, inMaintenance: true }))).toEqual({
          action: 'redirect',
          to: '/in-maintenance',
        });
      }
    });

    it('does not store an intended path while in maintenance', () => {
      const decision = guard(input({ route: restricted, inMaintenance: true }));
      expect(decision).not.toHaveProperty('storeIntendedPath');
    });

    it('keeps the maintenance page while maintenance is on', () => {
      expect(guard(input({ route: maintenance, inMaintenance: true }))).toEqual({
        action: 'allow',
      });
    });

    it('leaves the maintenance page for / when maintenance is off', () => {
      expect(guard(input({ route: maintenance, inMaintenance: false }))).toEqual({
        action: 'redirect',
        to: '/',
      });
      expect(guard(input({ route: maintenance, lang: 'de', hasToken: true }))).toEqual({
        action: 'redirect',
        to: '/',
      });
    });
  });

  describe('restricted routes', () => {
    it('send a visitor to the login page in the same language with the intended path', () => {
      expect(
        guard(input({ route: restricted, lang: 'de', fullPath: '/de/deposit?amount=20#card' })),
      ).toEqual({
        action: 'redirect',
        to: '/de/login',
        storeIntendedPath: '/de/deposit?amount=20#card',
        clearTemporaryRoute: true,
      });
    });

    it('use /en/login for English', () => {
      const decision = guard(input({ route: restricted, fullPath: '/deposit' }));
      expect(decision).toMatchObject({ action: 'redirect', to: '/en/login' });
    });

    it('allow a player with a token', () => {
      expect(guard(input({ route: restricted, hasToken: true }))).toEqual({ action: 'allow' });
    });
  });

  describe('public-only routes', () => {
    it('allow a visitor', () => {
      expect(guard(input({ route: publicOnly }))).toEqual({ action: 'allow' });
    });

    it('send a player to the casino home of the language', () => {
      expect(guard(input({ route: publicOnly, hasToken: true }))).toEqual({
        action: 'redirect',
        to: '/',
      });
      expect(guard(input({ route: publicOnly, hasToken: true, lang: 'sk' }))).toEqual({
        action: 'redirect',
        to: '/sk',
      });
    });
  });

  it('builds the home and login paths per language', () => {
    expect(homePath('en')).toBe('/');
    expect(homePath('pl')).toBe('/pl');
    expect(loginPath('en')).toBe('/en/login');
    expect(loginPath('hu')).toBe('/hu/login');
  });
});

describe('applyGuardDecision', () => {
  it('stores the intended path and clears the temporary route', () => {
    sessionStorage.setItem(STORAGE_KEYS.temporaryRoute, '/promotion/4');
    applyGuardDecision(guard(input({ route: restricted, fullPath: '/limits?tab=2#loss' })));
    expect(sessionStorage.getItem(STORAGE_KEYS.intendedPath)).toBe('/limits?tab=2#loss');
    expect(sessionStorage.getItem(STORAGE_KEYS.temporaryRoute)).toBeNull();
  });

  it('changes nothing for an allow or a plain redirect', () => {
    sessionStorage.setItem(STORAGE_KEYS.temporaryRoute, '/promotion/4');
    applyGuardDecision({ action: 'allow' });
    applyGuardDecision(guard(input({ route: publicOnly, hasToken: true })));
    expect(sessionStorage.getItem(STORAGE_KEYS.intendedPath)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.temporaryRoute)).toBe('/promotion/4');
  });
});
