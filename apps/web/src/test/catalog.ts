import type { Banner, Game, GamesPage, Provider, Section } from '@prime/contract';
import { vi } from 'vitest';
import type { ApiClient, HttpMethod, QueryValue, RequestOptions } from '../shared/api/client';
import type { PrimeApi } from '../shared/api/prime-api';
import { createFakeApi, createFakeClient } from './fake-api';
import { buildBanner as buildCmsBanner, buildBannerMedia } from './cms-fixtures';

export type Query = Readonly<Record<string, QueryValue>>;

/** Answers one path of the fake server from the request's query. */
export type FakeRoute = (query: Query) => unknown;

/**
 * A PrimeApi whose client answers the given paths (`casino/games`, ...) and remembers every
 * request, so a test can read what the screen asked for.
 */
export const createRoutedApi = (routes: Record<string, FakeRoute>) => {
  const request = vi.fn(
    async (_method: HttpMethod, path: string, options: RequestOptions = {}): Promise<unknown> => {
      const route = routes[path];
      if (!route) throw new Error(`not faked: ${path}`);
      return route(options.query ?? {});
    },
  );
  const client: ApiClient = {
    ...createFakeClient(),
    request: request as unknown as ApiClient['request'],
  };
  const api: PrimeApi = createFakeApi({ client });
  /** The queries sent to one path, oldest first. */
  const queriesTo = (path: string): Query[] =>
    request.mock.calls
      .filter(([, calledPath]) => calledPath === path)
      .map(([, , options]) => options?.query ?? {});
  return { api, request, queriesTo };
};

export const buildSection = (overrides: Partial<Section> = {}): Section => ({
  id: 1,
  slug: 'casino-top',
  rank: 1,
  name: 'casino-top',
  ...overrides,
});

export const buildProvider = (overrides: Partial<Provider> = {}): Provider => ({
  id: 11,
  name: 'Nova Studio',
  slug: 'nova-studio',
  is_visible: true,
  ...overrides,
});

export const buildGame = (overrides: Partial<Game> = {}): Game => ({
  id: 101,
  provider_id: 11,
  reels_numbers: 5,
  name: 'Golden Harbour',
  slug: 'golden-harbour',
  type: 'slot',
  is_live: false,
  is_desktop: true,
  is_mobile: true,
  has_demo: true,
  image: '/media/games/golden-harbour.svg',
  provider: { id: 11, name: 'Nova Studio' },
  ...overrides,
});

/**
 * The page of a catalog of `total` numbered games that the query asks for: `offset` (or
 * `page`) and `per_page` pick the slice, as the API does.
 */
export const answerGames = (total: number, query: Query): GamesPage => {
  const perPage = Number(query.per_page ?? 48);
  const offset =
    query.offset !== undefined ? Number(query.offset) : (Number(query.page ?? 1) - 1) * perPage;
  const count = Math.max(0, Math.min(perPage, total - offset));
  return {
    data: Array.from({ length: count }, (_, index) => {
      const id = offset + index + 1;
      return buildGame({ id, name: `Game ${id}`, slug: `game-${id}` });
    }),
    meta: {
      current_page: Math.floor(offset / perPage) + 1,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
};

/** A lobby banner with a desktop and a mobile picture. */
export const buildBanner = (overrides: Partial<Banner> = {}): Banner =>
  buildCmsBanner({
    title: 'Welcome bonus',
    subtitle: 'Double your first deposit',
    tags: ['casino'],
    medias: [
      buildBannerMedia({ comment: 'casino-welcome' }),
      buildBannerMedia({
        id: 2,
        is_mobile: true,
        url: '/media/banners/welcome-mobile.svg',
        full_url: 'http://localhost/media/banners/welcome-mobile.svg',
        title: 'mobile',
        comment: 'casino-welcome',
      }),
    ],
    ...overrides,
  });
