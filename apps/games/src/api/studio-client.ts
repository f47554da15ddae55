import type { StudioSession, StudioSpinResult } from '@prime/contract';
import { TEXTS } from '../texts';

/** The studio's game API, on the same origin as the page. */
export const STUDIO_PATHS = {
  session: '/studio/session',
  spin: '/studio/slot/spin',
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
const call = async <T>(
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
  if (!isRecord(body) || !isRecord(body.data) || !isValid(body.data)) {
    throw new StudioApiError(response.status, CLIENT_ERROR_CODES.badAnswer, TEXTS.connectionFailed);
  }
  return body.data as T;
};

/** GET /studio/session?token=: the game, its rules, the balance and the allowed bets. */
export const getStudioSession = (token: string, fetchImpl: Fetch = fetch): Promise<StudioSession> =>
  call<StudioSession>(
    fetchImpl,
    `${STUDIO_PATHS.session}?${new URLSearchParams({ token })}`,
    { method: 'GET' },
    (data) =>
      isRecord(data.game) &&
      isRecord(data.rules) &&
      Array.isArray(data.rules.paylines) &&
      Array.isArray(data.rules.symbols) &&
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
  call<StudioSpinResult>(
    fetchImpl,
    STUDIO_PATHS.spin,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, bet }),
    },
    (data) =>
      Array.isArray(data.spins) &&
      data.spins.length > 0 &&
      typeof data.win === 'number' &&
      typeof data.balance === 'number',
  );
