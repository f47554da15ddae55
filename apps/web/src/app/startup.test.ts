import { BTAG_COOKIE_DAYS } from '@prime/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api/api-error';
import type { PrimeApi } from '../shared/api/prime-api';
import { STORAGE_KEYS } from '../shared/storage/keys';
import { createFakeApi } from '../test/fake-api';
import { buildPlayer } from '../test/fixtures';
import { runStartup, STARTUP_STEPS, UNKNOWN_IP, type StartupEnvironment } from './startup';

type Call = string;

/** A fake API that writes every call into one log, in the order they happen. */
const recordingApi = (log: Call[], overrides: Partial<PrimeApi> = {}): PrimeApi => {
  const base = createFakeApi(overrides);
  const wrap =
    <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
    (...args: A) => {
      log.push(args.length > 0 ? `${name}(${args.join(',')})` : name);
      return fn(...args);
    };
  return {
    ...base,
    client: {
      ...base.client,
      setToken: (token) => {
        log.push(`setToken(${token ?? 'null'})`);
        base.client.setToken(token);
      },
    },
    getClientIp: wrap('getClientIp', base.getClientIp),
    getMe: wrap('getMe', base.getMe),
    logout: wrap('logout', base.logout),
    getSkinSettings: wrap('getSkinSettings', base.getSkinSettings),
    isInMaintenance: wrap('isInMaintenance', base.isInMaintenance),
    getLanguages: wrap('getLanguages', base.getLanguages),
    getTranslations: wrap('getTranslations', base.getTranslations),
  };
};

const environment = (overrides: Partial<StartupEnvironment> = {}) => {
  const cookies: { name: string; value: string; maxAgeSeconds: number }[] = [];
  const env: StartupEnvironment = {
    location: { pathname: '/', search: '' },
    localStorage,
    sessionStorage,
    innerWidth: 1280,
    setCookie: (name, value, { maxAgeSeconds }) => cookies.push({ name, value, maxAgeSeconds }),
    ...overrides,
  };
  return { env, cookies };
};

const start = (options: { env?: Partial<StartupEnvironment>; api?: Partial<PrimeApi> } = {}) => {
  const log: Call[] = [];
  const steps: string[] = [];
  const { env, cookies } = environment(options.env);
  const createApi = vi.fn((credentials: { ref: string; password: string }) => {
    log.push(`createApi(${credentials.ref})`);
    return recordingApi(log, options.api);
  });
  const promise = runStartup({
    env,
    credentials: { ref: 'prime-web', password: 'prime-web-client' },
    createApi,
    onStep: (step) => steps.push(step),
  });
  return { promise, log, steps, cookies, createApi };
};

describe('runStartup', () => {
  it('runs the steps of spec 01 §4 in order', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok-1');
    const { promise, log, steps } = start({
      env: { location: { pathname: '/de/casino', search: '' } },
    });
    await promise;
    expect(steps).toEqual([...STARTUP_STEPS]);
    expect(log).toEqual([
      'createApi(prime-web)',
      'getClientIp',
      'setToken(tok-1)',
      'getMe',
      'getSkinSettings',
      'isInMaintenance',
      'getLanguages',
      'getTranslations(de)',
    ]);
  });

  it('returns the state the site starts with', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok-1');
    const player = buildPlayer();
    const { promise } = start({
      env: { location: { pathname: '/sk/prime', search: '' } },
      api: {
        getMe: async () => player,
        getTranslations: async () => ({ header: { casino: 'Kasíno (server)' } }),
      },
    });
    const result = await promise;
    expect(result.player).toEqual(player);
    expect(result.texts).toEqual({ header: { casino: 'Kasíno (server)' } });
    expect(result.redirectTo).toBeNull();
    expect(result.state).toMatchObject({
      language: 'sk',
      clientIp: '203.0.113.7',
      token: 'tok-1',
      device: 'desktop',
      inMaintenance: false,
      isAdmin: false,
    });
    expect(result.state.languages).toHaveLength(7);
    expect(result.state.skinSettings?.ui_options.company_name).toBe('Prime Entertainment Ltd.');
  });

  describe('language', () => {
    it('comes from the route, with cz read as cs', async () => {
      const { promise } = start({ env: { location: { pathname: '/cz/login', search: '' } } });
      expect((await promise).state.language).toBe('cs');
    });

    it('falls back to the stored language, then English', async () => {
      localStorage.setItem(STORAGE_KEYS.language, 'hu');
      expect((await start().promise).state.language).toBe('hu');
      localStorage.setItem(STORAGE_KEYS.language, 'xx');
      expect((await start().promise).state.language).toBe('en');
    });

    it('is stored in local storage and the language cookie', async () => {
      const { promise, cookies } = start({ env: { location: { pathname: '/pl', search: '' } } });
      await promise;
      expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('pl');
      expect(cookies).toContainEqual(expect.objectContaining({ name: 'language', value: 'pl' }));
    });
  });

  it('uses {ip} when the IP lookup fails', async () => {
    const { promise } = start({
      api: { getClientIp: () => Promise.reject(new ApiError(0, 'network_error', 'offline')) },
    });
    expect((await promise).state.clientIp).toBe(UNKNOWN_IP);
    expect(UNKNOWN_IP).toBe('{ip}');
  });

  it('loads no player without a stored token', async () => {
    const { promise, log } = start();
    const result = await promise;
    expect(result.player).toBeNull();
    expect(result.state.token).toBeNull();
    expect(log).not.toContain('getMe');
  });

  it('logs out and clears the token when the player cannot be loaded', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'stale');
    const { promise, log } = start({
      api: { getMe: () => Promise.reject(new ApiError(401, 'unauthenticated', 'ended')) },
    });
    const result = await promise;
    expect(log.slice(2, 6)).toEqual(['setToken(stale)', 'getMe', 'logout', 'setToken(null)']);
    expect(result.player).toBeNull();
    expect(result.state.token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('still clears the token when the logout call fails too', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'stale');
    const { promise } = start({
      api: {
        getMe: () => Promise.reject(new ApiError(500, 'server_error', 'x')),
        logout: () => Promise.reject(new ApiError(0, 'network_error', 'x')),
      },
    });
    expect((await promise).state.token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('detects desktop from 1200 px and mobile below', async () => {
    expect((await start({ env: { innerWidth: 1200 } }).promise).state.device).toBe('desktop');
    expect((await start({ env: { innerWidth: 1199 } }).promise).state.device).toBe('mobile');
  });

  it('routes to the maintenance page when maintenance is on', async () => {
    const { promise } = start({
      env: { location: { pathname: '/de/deposit', search: '' } },
      api: { isInMaintenance: async () => true },
    });
    const result = await promise;
    expect(result.state.inMaintenance).toBe(true);
    expect(result.redirectTo).toBe('/in-maintenance');
  });

  it('starts without skin settings, maintenance answer or language list when they fail', async () => {
    const failing = () => Promise.reject(new ApiError(500, 'server_error', 'down'));
    const { promise } = start({
      api: {
        getSkinSettings: failing,
        isInMaintenance: failing,
        getLanguages: failing,
        getTranslations: failing,
      },
    });
    const result = await promise;
    expect(result.state.skinSettings).toBeNull();
    expect(result.state.inMaintenance).toBe(false);
    expect(result.state.languages.map((entry) => entry.code)).toEqual([
      'en',
      'cs',
      'de',
      'sk',
      'hu',
      'pl',
      'es',
    ]);
    expect(result.texts).toBeNull();
  });

  it('caches the server texts per language in session storage', async () => {
    const texts = { footer: { help: 'Hilfe (Server)' } };
    const first = start({
      env: { location: { pathname: '/de', search: '' } },
      api: { getTranslations: async () => texts },
    });
    await first.promise;
    expect(JSON.parse(sessionStorage.getItem('translations_de') ?? 'null')).toEqual(texts);

    const second = start({ env: { location: { pathname: '/de', search: '' } } });
    expect((await second.promise).texts).toEqual(texts);
    expect(second.log).not.toContain('getTranslations(de)');
  });

  it('detects admin mode from both session keys', async () => {
    sessionStorage.setItem(STORAGE_KEYS.adminNickname, 'editor');
    expect((await start().promise).state.isAdmin).toBe(false);
    sessionStorage.setItem(STORAGE_KEYS.adminToken, 'adm-1');
    expect((await start().promise).state.isAdmin).toBe(true);
  });

  it('keeps the btag query parameter as a cookie for 30 days', async () => {
    const { promise, cookies } = start({
      env: { location: { pathname: '/', search: '?btag=aff-42&x=1' } },
    });
    await promise;
    expect(cookies).toContainEqual({
      name: 'btag',
      value: 'aff-42',
      maxAgeSeconds: BTAG_COOKIE_DAYS * 86_400,
    });
  });

  it('sets no btag cookie without the parameter', async () => {
    const { promise, cookies } = start();
    await promise;
    expect(cookies.map((cookie) => cookie.name)).not.toContain('btag');
  });
});
