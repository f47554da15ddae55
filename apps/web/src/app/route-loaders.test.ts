import type { LoaderFunction, LoaderFunctionArgs, Params } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../shared/api/query-client';
import { createAppStore, type AppState } from '../shared/session/app-store';
import { buildCmsPage, buildPromotion } from '../test/cms-fixtures';
import { createFakeApi } from '../test/fake-api';
import { answerRequests, type FakeAnswers } from '../test/fake-requests';
import { buildAppState } from '../test/fixtures';
import { buildGameDetail } from '../test/game';
import { route, type RouteEntry, type RouteLoad } from './route-entry';
import {
  createRouteLoader,
  loadFooterPage,
  loadGame,
  loadGenericPage,
  loadPromotion,
  loadPromotions,
} from './route-loaders';

const setup = (answers: FakeAnswers = {}, state: Partial<AppState> = {}) => {
  const api = createFakeApi();
  const request = answerRequests(api, answers);
  const services = {
    api,
    store: createAppStore(buildAppState(state)),
    queryClient: createQueryClient(),
  };
  return { services, request };
};

const run = (loader: LoaderFunction, path: string, params: Params) => {
  const url = new URL(path, 'http://localhost');
  return loader({
    request: new Request(url),
    url,
    params,
    pattern: '',
    context: {},
  } as LoaderFunctionArgs);
};

const promotions = route('promotions', { titleKey: 'promotions', screen: () => null });
const deposit: RouteEntry = { ...promotions, name: 'deposit', access: 'restricted' };

describe('the route loader', () => {
  it('starts the route load in the language of the prefix and returns at once', async () => {
    const { services } = setup();
    const load = vi.fn<RouteLoad>(() => new Promise(() => undefined));
    const loader = createRouteLoader(services, promotions, load);
    expect(await run(loader, '/de/promotion', { lang: 'de' })).toBeNull();
    expect(load).toHaveBeenCalledWith(
      expect.objectContaining({ language: 'de', params: { lang: 'de' }, api: services.api }),
    );
  });

  it('uses the current language without a prefix', async () => {
    const { services } = setup({}, { language: 'sk' });
    const load = vi.fn<RouteLoad>(async () => undefined);
    await run(createRouteLoader(services, promotions, load), '/promotion', {});
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ language: 'sk' }));
  });

  it.each([
    ['an alias prefix, which moves to its language first', '/cz/promotion', { lang: 'cz' }, {}],
    ['an unknown prefix, which goes home', '/fr/promotion', { lang: 'fr' }, {}],
    ['maintenance', '/promotion', {}, { inMaintenance: true }],
  ])('loads nothing for %s', async (_case, path, params, state) => {
    const { services } = setup({}, state);
    const load = vi.fn<RouteLoad>(async () => undefined);
    await run(createRouteLoader(services, promotions, load), path, params);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a restricted route only for a player', async () => {
    const load = vi.fn<RouteLoad>(async () => undefined);
    await run(createRouteLoader(setup().services, deposit, load), '/deposit', {});
    expect(load).not.toHaveBeenCalled();
    await run(
      createRouteLoader(setup({}, { token: 'tok' }).services, deposit, load),
      '/deposit',
      {},
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed load to the screen', async () => {
    const { services } = setup();
    const load = vi.fn<RouteLoad>(async () => Promise.reject(new Error('offline')));
    expect(await run(createRouteLoader(services, promotions, load), '/promotion', {})).toBeNull();
  });
});

describe('route loads', () => {
  const context = (services: ReturnType<typeof setup>['services'], params: Params = {}) => ({
    ...services,
    language: 'de' as const,
    device: 'desktop' as const,
    params,
  });

  it('asks for the promotions and their banners', async () => {
    const { services, request } = setup({
      'GET cms/pages': { data: [buildPromotion()], meta: {} },
      'GET cms/banners': { data: [] },
    });
    await loadPromotions(context(services));
    expect(request).toHaveBeenCalledWith('GET', 'cms/pages', {
      query: { type: 'promotion', campaign_visible: 1, language: 'de' },
    });
    expect(request).toHaveBeenCalledWith('GET', 'cms/banners', {
      query: { language: 'de', 'tag[0]': 'promotion' },
      signal: expect.any(AbortSignal),
    });
  });

  it('asks for the promotion of the URL, and for nothing when the id cannot name one', async () => {
    const { services, request } = setup({ 'GET cms/pages/3': { data: buildPromotion({ id: 3 }) } });
    await loadPromotion(context(services, { promotionId: '3' }));
    expect(request).toHaveBeenCalledWith('GET', 'cms/pages/3', { query: { language: 'de' } });
    await loadPromotion(context(services, { promotionId: '3x' }));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks for a footer page by its path name', async () => {
    const { services, request } = setup({ 'GET cms/pages': { data: [buildCmsPage()], meta: {} } });
    await loadFooterPage('termsAndConditions')(context(services));
    expect(request).toHaveBeenCalledWith('GET', 'cms/pages', {
      query: { type: 'page', name: 'terms-and-conditions', language: 'de' },
    });
  });

  it('asks for a generic page only when the segment can name one', async () => {
    const { services, request } = setup({ 'GET cms/pages': { data: [], meta: {} } });
    await loadGenericPage(context(services, { page: 'Not A Name' }));
    expect(request).not.toHaveBeenCalled();
    await loadGenericPage(context(services, { page: 'about-us' }));
    expect(request).toHaveBeenCalledWith('GET', 'cms/pages', {
      query: { type: 'page', name: 'about-us', language: 'de' },
    });
  });

  it('asks for the game of the URL, and for nothing when its ids are not numbers', async () => {
    const { services, request } = setup({
      'GET static/casinoGames/2': { data: buildGameDetail({ id: 2 }) },
    });
    await loadGame(context(services, { providerId: '1', gameId: 'x' }));
    expect(request).not.toHaveBeenCalled();
    await loadGame(context(services, { providerId: '1', gameId: '2' }));
    expect(request).toHaveBeenCalledWith('GET', 'static/casinoGames/2', {
      query: { provider_id: 1 },
    });
  });
});
