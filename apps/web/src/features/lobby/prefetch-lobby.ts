import type { Language } from '@prime/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client';
import { bannersQueryOptions } from '../../shared/banners/get-banners';
import type { Device } from '../../shared/session/app-store';
import { gamesQueryOptions } from './api/get-games';
import { sectionsQueryOptions } from './api/get-sections';
import { toGamesFilter } from './lobby-games-filter';
import { LOBBIES, selectLobbySections, type LobbyName } from './lobbies';

export type PrefetchLobbyOptions = {
  queryClient: QueryClient;
  client: ApiClient;
  lobbyName: LobbyName;
  language: Language;
  device: Device;
};

/**
 * Starts what a lobby shows first (its banners, the sections and the first page of the first
 * section) while the lobby's code is still loading, instead of after it. Failures are left to
 * the page, which asks again and shows them.
 */
export const prefetchLobby = async ({
  queryClient,
  client,
  lobbyName,
  language,
  device,
}: PrefetchLobbyOptions): Promise<void> => {
  const lobby = LOBBIES[lobbyName];
  void queryClient.prefetchQuery(bannersQueryOptions(client, { language, tag: lobby.bannerTag }));
  try {
    const sections = await queryClient.ensureQueryData(sectionsQueryOptions(client));
    const filter = toGamesFilter(lobby, {}, selectLobbySections(sections, lobby)[0]?.id, device);
    if (filter) await queryClient.prefetchInfiniteQuery(gamesQueryOptions(client, filter));
  } catch {
    // The page shows the error with a retry.
  }
};
