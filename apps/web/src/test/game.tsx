import type { GameDetail, Player } from '@prime/contract';
import type { ReactElement } from 'react';
import { ApiError } from '../shared/api/api-error';
import type { AppState } from '../shared/session/app-store';
import { buildGame } from './catalog';
import { createFakeApi } from './fake-api';
import { answerRequests, type FakeAnswers } from './fake-requests';
import { buildPlayer } from './fixtures';
import { renderWithApp } from './render';

/** A game as GET static/casinoGames/{id} answers it. */
export const buildGameDetail = (overrides: Partial<GameDetail> = {}): GameDetail => ({
  ...buildGame(),
  engine: 'slot-5',
  theme: 'harbour',
  provider_slug: 'nova-studio',
  is_provider_enabled: true,
  description: 'A harbour full of gold.',
  rtp: 96.1,
  volatility: 'medium',
  min_bet: 0.1,
  max_bet: 50,
  section_ids: [1],
  ...overrides,
});

export const GAME_URL = '/game/play/11/101';
export const DETAIL_CALL = 'GET static/casinoGames/101';
export const PLAY_CALL = 'POST casino/play/nova-studio';

/** A refusal as the API sends it. */
export const refusal = (
  status: number,
  code: ApiError['code'],
  message = 'Refused',
  details?: Record<string, unknown>,
) => {
  return () => {
    throw new ApiError(status, code, message, undefined, details);
  };
};

export type GameSetup = {
  answers?: FakeAnswers;
  player?: Player | null;
  state?: Partial<AppState>;
  url?: string;
};

/**
 * Renders `screen` at the game's URL beside the pages it leads to (home, kyc, limits, deposit,
 * login), with a server answering the game and, for a player, a real launch.
 */
export const renderGame = (screen: ReactElement, options: GameSetup = {}) => {
  const api = createFakeApi();
  const isPlayer = options.player !== null;
  const request = answerRequests(api, {
    [DETAIL_CALL]: { data: buildGameDetail() },
    [PLAY_CALL]: isPlayer
      ? { data: { play_for_real: '/games/?token=real-1' } }
      : { data: { play_for_fun: '/games/?token=demo-1' } },
    ...options.answers,
  });
  const page = (text: string) => <p>{text}</p>;
  const view = renderWithApp(null, {
    api,
    url: options.url ?? GAME_URL,
    state: { token: isPlayer ? 'tok' : null, ...options.state },
    ...(isPlayer ? { player: options.player ?? buildPlayer() } : {}),
    routes: [
      { path: '/game/play/:providerId/:gameId', element: screen },
      { path: '/', element: page('Home page') },
      { path: '/kyc', element: page('KYC page') },
      { path: '/en/kyc', element: page('KYC page') },
      { path: '/en/limits', element: page('Limits page') },
      { path: '/en/deposit', element: page('Deposit page') },
      { path: '/en/login', element: page('Login page') },
    ],
  });
  const callsTo = (key: string) =>
    request.mock.calls.filter(([method, path]) => `${method} ${path}` === key);
  return { ...view, request, callsTo };
};
