import { HttpError } from 'ra-core';

/** Every staff call goes here; the session is the `prime_staff` cookie the API sets. */
export const STAFF_API = '/v1/staff';

/**
 * Names the caller on every request. The API refuses a write without it, so another site cannot
 * make a logged-in operator's browser post a form to the staff API.
 */
export const CONSOLE_HEADER = { 'x-requested-with': 'prime-backoffice' } as const;

/** A failure answer of the API: `{ message, code, errors? }` (the contract's `errorSchema`). */
export class ApiError extends HttpError {
  readonly code: string;
  readonly errors: Record<string, string[]> | undefined;

  constructor(status: number, body: unknown) {
    const payload = (body && typeof body === 'object' ? body : {}) as {
      message?: unknown;
      code?: unknown;
      errors?: unknown;
    };
    const message =
      typeof payload.message === 'string' && payload.message
        ? payload.message
        : `The server answered ${status}.`;
    super(message, status, body);
    // HttpError sets its own prototype, which would hide this class from `instanceof`.
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
    this.code = typeof payload.code === 'string' ? payload.code : 'server_error';
    this.errors =
      payload.errors && typeof payload.errors === 'object'
        ? (payload.errors as Record<string, string[]>)
        : undefined;
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT';
  body?: unknown;
};

/** Calls the staff API and returns the parsed answer; a non-2xx answer throws an `ApiError`. */
export const requestJson = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...CONSOLE_HEADER };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${STAFF_API}${path}`, {
    method,
    credentials: 'same-origin',
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  if (!response.ok) throw new ApiError(response.status, payload);
  return payload as T;
};

/** The URL of a file the API serves to a logged-in operator (a document's image or PDF). */
export const staffFileUrl = (path: string) => `${STAFF_API}${path}`;
