import {
  DEMO_CURRENCY,
  type GameDetail,
  type Language,
  type Player,
  type PlayBody,
} from '@prime/contract';
import type { PrimeApi } from '../../../shared/api/prime-api';
import type { Device } from '../../../shared/session/app-store';

export type PlayMode = 'real' | 'demo';

/** What the site knows when it launches a game (spec 02 §7 Game). */
export type LaunchContext = {
  game: GameDetail;
  /** The logged-in player; undefined launches the demo. */
  player: Player | undefined;
  language: Language;
  device: Device;
  clientIp: string;
  /** Where the game's own lobby button leads: a path of this site. */
  lobbyUrl: string;
};

/**
 * The spec's payload of POST casino/play/{provider_slug}: the real-play fields for a player,
 * the demo's five for a visitor (play money in EUR). The server takes the player, skin, address,
 * language and currency from the session and ignores what the body says about them.
 */
export const buildPlayBody = ({
  game,
  player,
  language,
  device,
  clientIp,
  lobbyUrl,
}: LaunchContext): PlayBody => {
  if (!player) {
    return {
      is_demo: 1,
      game_id: game.id,
      provider_id: game.provider.id,
      user_language: language,
      user_currency: DEMO_CURRENCY,
    };
  }
  return {
    game_id: game.id,
    provider_name: game.provider.name,
    provider_id: game.provider.id,
    is_mobile: device === 'mobile' ? 1 : 0,
    is_desktop: device === 'desktop' ? 1 : 0,
    lobby_url: lobbyUrl,
    skin_id: player.skin_id,
    ip_address: clientIp,
    user_id: player.user_id,
    user_language: language,
    user_currency: player.currency.code,
    // The spec's bonus fields, for a provider that shows the bonus itself; the server keeps its own.
    ...(player.bonus
      ? {
          bonus_type: player.bonus.campaign.type,
          bonus_info: player.bonus.campaign.code,
          bonus_target: player.bonus.target,
          bonus_counter: player.bonus.counter,
        }
      : {}),
  };
};

/**
 * Only an address of this site may fill the iframe (as a path): the game pages are served on
 * the site's origin, and the screen trusts messages from that origin alone.
 */
export const toSameOriginUrl = (address: string | undefined): string | null => {
  if (!address) return null;
  try {
    const url = new URL(address, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
};

/**
 * POST casino/play/{provider_slug}: the game's address for the iframe, or null when the answer
 * holds none (the spec's "empty launch response": game not available).
 */
export const launchGame = async (api: PrimeApi, context: LaunchContext): Promise<string | null> => {
  const answer = await api.client.request<{
    data?: { play_for_real?: string; play_for_fun?: string };
  }>('POST', `casino/play/${encodeURIComponent(context.game.provider_slug)}`, {
    body: buildPlayBody(context),
  });
  const data = answer?.data;
  return toSameOriginUrl(context.player ? data?.play_for_real : data?.play_for_fun);
};
