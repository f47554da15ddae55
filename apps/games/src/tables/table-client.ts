import type { LiveRound, LiveTable, SpotPayResult } from '@prime/contract';
import { call, postJson, type Fetch } from '../api/studio-client';

type Bets = { spot: string; amount: number }[];

/** POST an RNG table's round (`/studio/roulette/spin`, `/studio/baccarat/deal`). */
export const postTableRound = <Result>(
  path: string,
  token: string,
  bets: Bets,
  fetchImpl: Fetch = fetch,
) =>
  postJson<{
    round_id: string;
    bet: number;
    win: number;
    balance: number;
    result: Result;
    spots: SpotPayResult[];
  }>(
    path,
    { token, bets },
    (data) =>
      typeof data.win === 'number' &&
      typeof data.balance === 'number' &&
      typeof data.result === 'object',
    fetchImpl,
  );

/** GET /studio/live/table: clock, timeline, current round, the table's last results. */
export const getLiveTable = (token: string, fetchImpl: Fetch = fetch) =>
  call<LiveTable>(
    fetchImpl,
    `/studio/live/table?${new URLSearchParams({ token })}`,
    { method: 'GET' },
    (data) =>
      typeof data.server_ms === 'number' &&
      typeof data.timing === 'object' &&
      Array.isArray(data.history),
  );

/** POST /studio/live/bets: the stakes on the round taking bets. */
export const postLiveBets = (
  token: string,
  sequence: number,
  bets: Bets,
  fetchImpl: Fetch = fetch,
) =>
  postJson<{ round_id: string; sequence: number; bet: number; balance: number }>(
    '/studio/live/bets',
    { token, sequence, bets },
    (data) => typeof data.balance === 'number',
    fetchImpl,
  );

/** GET /studio/live/rounds/{sequence}: the round's result once bets closed, and the player's part. */
export const getLiveRound = (token: string, sequence: number, fetchImpl: Fetch = fetch) =>
  call<LiveRound>(
    fetchImpl,
    `/studio/live/rounds/${sequence}?${new URLSearchParams({ token })}`,
    { method: 'GET' },
    (data) => typeof data.seed === 'string' && typeof data.result === 'object',
  );
