import type { LightMyRequestResponse } from 'fastify';
import type { Harness } from '../harness';
import type { TestGame } from '../queries/games';

/** POST casino/play for the game: real with a player token, demo without. */
export const launch = (
  h: Harness,
  game: TestGame,
  token?: string,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> =>
  h.call({
    method: 'POST',
    url: `/v1/casino/play/${game.slug}`,
    headers: token ? { 'user-token': token } : {},
    payload: { game_id: game.id, provider_id: game.providerId, ...extra },
  });

/** The launch token in a play_for_real or play_for_fun address. */
export const launchToken = (response: LightMyRequestResponse): string => {
  const data = response.json<{ data: { play_for_real?: string; play_for_fun?: string } }>().data;
  const url = data.play_for_real ?? data.play_for_fun ?? '';
  return decodeURIComponent(/token=([^&]+)/.exec(url)?.[1] ?? '');
};

/** A visitor's launch token of `game` in demo play. */
export const demoToken = async (h: Harness, game: TestGame): Promise<string> =>
  launchToken(await launch(h, game, undefined, { is_demo: 1 }));
