import type { StudioHistoryRound, StudioSession, StudioSpinResult } from '@prime/contract';
import { TEXTS } from '../texts';

/** The studio's game API, on the same origin as the page. */
export const STUDIO_PATHS = {
  session: '/studio/session',
  spin: '/studio/slot/spin',
  rounds: '/studio/rounds',
} as const;

/** Codes of failures the page meets without an answer from the API. */
export const CLIENT_ERROR_CODES = { network: 'network_error', badAnswer: 'bad_answer' } as const;

/** A refused or failed call: the API's `{ message, code, details }`, with the HTTP status. */
export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'StudioApiError';
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
};

const toError = (status: number, body: unknown): StudioApiError => {
  if (isRecord(body) && typeof body.message === 'string' && typeof body.code === 'string') {
    return new StudioApiError(
      status,
      body.code,
      body.message,
      isRecord(body.details) ? body.details : {},
    );
  }
  return new StudioApiError(status, CLIENT_ERROR_CODES.badAnswer, TEXTS.connectionFailed);
};

/**
 * One call: the `data` of a 2xx answer, or a StudioApiError. The server declares the answer's
 * schema (`studioSessionResponse`, `studioSpinResponse`); the page checks the fields it cannot do
 * without rather than bundling the schema library.
 */
export const call = async <T>(
  fetchImpl: Fetch,
  path: string,
  init: RequestInit,
  isValid: (data: Record<string, unknown>) => boolean,
): Promise<T> => {
  let response: Response;
  try {
    response = await fetchImpl(path, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new StudioApiError(0, CLIENT_ERROR_CODES.network, TEXTS.connectionFailed);
  }
  const body = await readJson(response);
  if (!response.ok) throw toError(response.status, body);
  const data = isRecord(body) ? body.data : undefined;
  // A list's data is an array; `isValid` checks the shape either way.
  if (!(isRecord(data) || Array.isArray(data)) || !isValid(data as Record<string, unknown>)) {
    throw new StudioApiError(response.status, CLIENT_ERROR_CODES.badAnswer, TEXTS.connectionFailed);
  }
  return data as T;
};

/** POST a JSON body to a studio path; the answer's data, checked by `isValid`. */
export const postJson = <T>(
  path: string,
  body: unknown,
  isValid: (data: Record<string, unknown>) => boolean,
  fetchImpl: Fetch = fetch,
): Promise<T> =>
  call<T>(
    fetchImpl,
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    isValid,
  );

/** GET /studio/session?token=: the game, its rules, the balance and the allowed bets. */
export const getStudioSession = (token: string, fetchImpl: Fetch = fetch): Promise<StudioSession> =>
  call<StudioSession>(
    fetchImpl,
    `${STUDIO_PATHS.session}?${new URLSearchParams({ token })}`,
    { method: 'GET' },
    (data) =>
      isRecord(data.game) &&
      isRecord(data.rules) &&
      typeof data.rules.engine === 'string' &&
      isRecord(data.currency) &&
      typeof data.balance === 'number' &&
      Array.isArray(data.bets),
  );

/** POST /studio/slot/spin {token, bet}: one round, settled by the server. */
export const postSlotSpin = (
  token: string,
  bet: number,
  fetchImpl: Fetch = fetch,
): Promise<StudioSpinResult> =>
  postJson<StudioSpinResult>(
    STUDIO_PATHS.spin,
    { token, bet },
    (data) =>
      Array.isArray(data.spins) &&
      data.spins.length > 0 &&
      typeof data.win === 'number' &&
      typeof data.balance === 'number',
    fetchImpl,
  );

/**
 * POST {token, bet, choice} to an instant engine's round path: one round, settled by the server.
 * `isResult` checks the engine's own result.
 */
export const postRound = <Result>(
  path: string,
  body: { token: string; bet: number; choice: unknown },
  isResult: (result: unknown) => boolean,
  fetchImpl: Fetch = fetch,
): Promise<{ round_id: string; bet: number; win: number; balance: number; result: Result }> =>
  postJson(
    path,
    body,
    (data) =>
      typeof data.round_id === 'string' &&
      typeof data.win === 'number' &&
      typeof data.balance === 'number' &&
      isResult(data.result),
    fetchImpl,
  );

/** GET /studio/rounds?token=: the player's last rounds of this game, newest first. */
export const getRoundHistory = (
  token: string,
  fetchImpl: Fetch = fetch,
): Promise<StudioHistoryRound[]> =>
  call<StudioHistoryRound[]>(
    fetchImpl,
    `${STUDIO_PATHS.rounds}?${new URLSearchParams({ token })}`,
    { method: 'GET' },
    (data) => Array.isArray(data),
  );
