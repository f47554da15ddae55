import type { Device } from '../../shared/session/app-store';
import type { GamesFilter } from './api/get-games';
import type { Lobby } from './lobbies';
import type { LobbyFilters } from './use-lobby-filters';

/** The games query of the filter bar's choices; undefined when the lobby has no section. */
export const toGamesFilter = (
  lobby: Lobby,
  filters: LobbyFilters,
  sectionId: number | undefined,
  device: Device,
): GamesFilter | undefined =>
  sectionId === undefined
    ? undefined
    : {
        sectionId,
        device,
        providerId: filters.providerId,
        name: filters.name,
        type: filters.gameType,
        isLive: lobby.isLive,
        reels: filters.reels,
      };
