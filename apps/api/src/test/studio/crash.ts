import { setTimeout as sleep } from 'node:timers/promises';
import type { CrashRound, CrashState } from '@prime/contract';
import { expect } from 'vitest';
import { GAME_PROVIDER_KEY, type Harness } from '../harness';
import { roundSeed } from '../../modules/studio/fairness';
import { crashHundredthsOfSeed } from '../../modules/studio/crash/crash-point';
import type { CrashTimings } from '../../modules/studio/crash/timeline';

/** Fast rounds for tests: bets for 0.6 s, 2x after 0.4 s of running. */
export const TEST_CRASH_TIMINGS: CrashTimings = {
  bettingMs: 600,
  pauseMs: 300,
  growthPerSecond: Math.LN2 / 0.4,
  settleGraceMs: 400,
};

/** The crash point (hundredths) a round of the game will have, as only the server knows it. */
export const crashPointOf = (gameId: number, sequence: number): number =>
  crashHundredthsOfSeed(roundSeed(GAME_PROVIDER_KEY, gameId, sequence));

export const crashState = async (h: Harness, token: string): Promise<CrashState> => {
  const response = await h.app.inject({
    method: 'GET',
    url: `/studio/crash/state?token=${encodeURIComponent(token)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CrashState }>().data;
};

/**
 * Waits for a round in its betting window, with at least `leftMs` of it left, whose crash point
 * (hundredths) satisfies `accept`; the test then knows how the round ends.
 */
export const bettingRoundWhere = async (
  h: Harness,
  token: string,
  gameId: number,
  accept: (crashPoint: number) => boolean,
  leftMs = 250,
): Promise<CrashRound> => {
  for (let tries = 0; tries < 2_000; tries += 1) {
    const { round } = await crashState(h, token);
    const left = Date.parse(round.starts_at) - Date.parse(round.server_time);
    if (round.phase === 'betting' && left >= leftMs && accept(crashPointOf(gameId, round.sequence)))
      return round;
    await sleep(20);
  }
  throw new Error('no such round came');
};

/** Waits until `at` (ISO) has passed, plus `extraMs`. */
export const waitUntil = async (at: string, extraMs = 0) => {
  const ms = Date.parse(at) + extraMs - Date.now();
  if (ms > 0) await sleep(ms);
};
