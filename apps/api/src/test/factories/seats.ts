import { expect } from 'vitest';
import { launch, launchToken } from '../calls/play';
import type { Harness } from '../harness';
import type { TestGame } from '../queries/games';
import { buildLoggedInPlayer, type LoggedInPlayer, type LoggedInPlayerOptions } from './players';

/** A logged-in player with a real game session of a game: its launch token in `launch`. */
export type Seat = LoggedInPlayer & { launch: string };

/**
 * A fresh player (see `buildLoggedInPlayer`; 100 EUR withdrawable unless `money` says otherwise)
 * who launched `game` for real money.
 */
export const seatAtGame = async (
  h: Harness,
  game: TestGame,
  options: LoggedInPlayerOptions = {},
): Promise<Seat> => {
  const player = await buildLoggedInPlayer(h.database.db, {
    ...options,
    money: options.money ?? { available: 10_000n },
  });
  const response = await launch(h, game, player.token);
  expect(response.statusCode, response.body).toBe(200);
  return { ...player, launch: launchToken(response) };
};
