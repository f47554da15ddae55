import type { GameDetail } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { PrimeApi } from '../../../shared/api/prime-api';

/** GET static/casinoGames/{gameId}?provider_id=: the game and its provider; 404 when unknown. */
export const getGame = async (
  api: PrimeApi,
  gameId: number,
  providerId: number,
): Promise<GameDetail> =>
  (
    await api.client.request<{ data: GameDetail }>('GET', `static/casinoGames/${gameId}`, {
      query: { provider_id: providerId },
    })
  ).data;

export const gameQueryOptions = (api: PrimeApi, gameId: number, providerId: number) =>
  queryOptions({
    queryKey: ['casino', 'games', gameId, providerId] as const,
    queryFn: () => getGame(api, gameId, providerId),
    staleTime: 60_000,
  });

/** `ids` null (not positive numbers in the URL): nothing is asked, the screen says not available. */
export const useGame = (ids: { gameId: number; providerId: number } | null) =>
  useQuery({
    ...gameQueryOptions(useApi(), ids?.gameId ?? 0, ids?.providerId ?? 0),
    enabled: ids !== null,
  });
