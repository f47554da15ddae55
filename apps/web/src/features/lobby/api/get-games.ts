import {
  GAMES_LOAD_MORE,
  GAMES_PER_PAGE,
  type GamesPage,
  type GameType,
  type REEL_COUNTS,
} from '@prime/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient, QueryValue } from '../../../shared/api/client';
import type { Device } from '../../../shared/session/app-store';

/** Reels of a prime slot: 3, 4 or 5. */
export type ReelCount = (typeof REEL_COUNTS)[number];

/** What the grid shows: one section of a lobby, narrowed by the filter bar. */
export type GamesFilter = {
  sectionId: number;
  device: Device;
  providerId?: number;
  /** Already lowercased, at least SEARCH_MIN_LENGTH characters. */
  name?: string;
  type?: GameType;
  /** Live casino lists live games only, others none; casino and crash games do not filter. */
  isLive?: boolean;
  reels?: ReelCount;
};

/**
 * The query of GET casino/games for the games already loaded (`offset`). The first page is
 * `page=1&per_page=48`; each 'load more' asks 50 more from `offset`, which pages alone cannot
 * express after a first page of another size.
 */
export const buildGamesQuery = (
  filter: GamesFilter,
  offset: number,
): Record<string, QueryValue> => ({
  ...(offset === 0 ? { page: 1, per_page: GAMES_PER_PAGE } : { offset, per_page: GAMES_LOAD_MORE }),
  sort_by: 'rank',
  section_id: filter.sectionId,
  provider_id: filter.providerId,
  name: filter.name,
  type: filter.type,
  is_live: filter.isLive === undefined ? undefined : filter.isLive ? 1 : 0,
  reels: filter.reels,
  is_provider_visible: 1,
  ...(filter.device === 'desktop' ? { is_desktop: 1 } : { is_mobile: 1 }),
});

/** GET casino/games: one page of the catalog with its paging meta. */
export const getGames = (
  client: ApiClient,
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<GamesPage> => client.request<GamesPage>('GET', 'casino/games', { query, signal });

/** Games loaded so far over every page. */
export const countLoaded = (pages: readonly GamesPage[]): number =>
  pages.reduce((sum, page) => sum + page.data.length, 0);

export const gamesQueryOptions = (client: ApiClient, filter: GamesFilter) =>
  infiniteQueryOptions({
    queryKey: ['casino', 'games', filter] as const,
    queryFn: ({ pageParam, signal }) =>
      getGames(client, buildGamesQuery(filter, pageParam), signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = countLoaded(pages);
      // An empty page ends the list even if the total says otherwise (games left meanwhile).
      return lastPage.data.length > 0 && loaded < lastPage.meta.total ? loaded : undefined;
    },
    staleTime: 60_000,
  });

/**
 * The games of the grid. While a new filter loads, the previous games stay in place (dimmed)
 * instead of collapsing the grid.
 */
export const useGames = (filter: GamesFilter | undefined) => {
  const { client } = useApi();
  return useInfiniteQuery({
    ...gamesQueryOptions(client, filter ?? { sectionId: 0, device: 'desktop' }),
    enabled: filter !== undefined,
    placeholderData: keepPreviousData,
  });
};
