import type { LoaderFunction } from 'react-router';
import { contentPageQueryOptions } from '../features/content-pages/api/get-content-page';
import {
  contentPageName,
  isPageName,
  type ContentPageRoute,
} from '../features/content-pages/content-page-names';
import { gameQueryOptions } from '../features/game/api/get-game';
import { readGameIds } from '../features/game/game-ids';
import type { LobbyName } from '../features/lobby/lobbies';
import { prefetchLobby } from '../features/lobby/prefetch-lobby';
import { promotionQueryOptions } from '../features/promotions/api/get-promotion';
import { promotionsQueryOptions } from '../features/promotions/api/get-promotions';
import { readPromotionId } from '../features/promotions/promotion-id';
import { bannersQueryOptions } from '../shared/banners/get-banners';
import { detectDevice } from '../shared/hooks/use-viewport';
import { readLanguageSegment } from '../shared/i18n/language';
import { guard } from '../shared/routing/guard';
import type { AppServices } from './providers';
import type { RouteEntry, RouteLoad } from './route-entry';

/**
 * The route's loader: starts its screen's queries in the page's language when the guard lets
 * the page show, and returns at once, so the screen renders while they run.
 */
export const createRouteLoader =
  ({ api, store, queryClient }: AppServices, route: RouteEntry, load: RouteLoad): LoaderFunction =>
  ({ params, url }) => {
    const segment = readLanguageSegment(params['lang']);
    if (params['lang'] !== undefined && segment.kind !== 'language') return null;
    const state = store.getState();
    const language = segment.kind === 'language' ? segment.language : state.language;
    const decision = guard({
      route,
      inMaintenance: state.inMaintenance,
      hasToken: state.token !== null,
      lang: language,
      fullPath: `${url.pathname}${url.search}`,
    });
    if (decision.action !== 'allow') return null;
    const device = detectDevice(window.innerWidth);
    void load({ queryClient, api, language, device, params }).catch(() => undefined);
    return null;
  };

/** A lobby's banners, its sections and the first page of games of its first section. */
export const loadLobby =
  (lobbyName: LobbyName): RouteLoad =>
  ({ queryClient, api, language, device }) =>
    prefetchLobby({ queryClient, client: api.client, lobbyName, language, device });

/** The promotions and the promotion banners above them. */
export const loadPromotions: RouteLoad = ({ queryClient, api, language }) =>
  Promise.all([
    queryClient.ensureQueryData(promotionsQueryOptions(api, language)),
    queryClient.ensureQueryData(bannersQueryOptions(api.client, { language, tag: 'promotion' })),
  ]);

/** The promotion of the URL, when its id can name one. */
export const loadPromotion: RouteLoad = async ({ queryClient, api, language, params }) => {
  const id = readPromotionId(params['promotionId']);
  if (id !== null) await queryClient.ensureQueryData(promotionQueryOptions(api, id, language));
};

/** The CMS page a footer route shows. */
export const loadFooterPage =
  (route: ContentPageRoute): RouteLoad =>
  ({ queryClient, api, language }) =>
    queryClient.ensureQueryData(contentPageQueryOptions(api, contentPageName(route), language));

/** The CMS page `/{lang}/{page}` names, when the segment can name one. */
export const loadGenericPage: RouteLoad = async ({ queryClient, api, language, params }) => {
  const page = params['page'] ?? '';
  if (isPageName(page)) {
    await queryClient.ensureQueryData(contentPageQueryOptions(api, page, language));
  }
};

/** The game of `/game/play/{providerId}/{gameId}`; its launch waits for the screen. */
export const loadGame: RouteLoad = async ({ queryClient, api, params }) => {
  const ids = readGameIds(params);
  if (ids) await queryClient.ensureQueryData(gameQueryOptions(api, ids.gameId, ids.providerId));
};
