import { ApiError, toApiError } from './api-error';

export type ClientCredentials = { ref: string; password: string };

export type QueryValue = string | number | boolean | undefined;

export type RequestOptions = {
  query?: Readonly<Record<string, QueryValue>>;
  /** JSON, or a FormData sent as multipart/form-data (its boundary set by the browser). */
  body?: unknown;
  /** `blob` answers the body as it came (a document's picture); `json` by default. */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /**
   * Extra headers of one call, e.g. the `token` of a temp-token flow (newsletter opt-out).
   * They never replace the site's `authorization` header.
   */
  headers?: Readonly<Record<string, string>>;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiClient = {
  request: <T>(method: HttpMethod, path: string, options?: RequestOptions) => Promise<T>;
  /** The player session sent as `user-token`; null logs the client out. */
  setToken: (token: string | null) => void;
  getToken: () => string | null;
};

export type ApiClientOptions = {
  credentials: ClientCredentials;
  /** Same-origin base of every call. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Called when any answer says the site is in maintenance (503 `in_maintenance`). */
  onMaintenance?: () => void;
};

export const API_BASE_URL = '/v1/';

/** `Basic base64(ref:password)`, UTF-8 safe. */
export const basicAuthorization = ({ ref, password }: ClientCredentials): string => {
  const bytes = new TextEncoder().encode(`${ref}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
};

export const buildUrl = (
  baseUrl: string,
  path: string,
  query?: Readonly<Record<string, QueryValue>>,
): string => {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const url = `${base}${path.replace(/^\//, '')}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * The one fetch wrapper of the site. Every call names the site with the Basic authorization
 * header, adds the player's `user-token` when a session exists, and turns any non-2xx answer
 * into an {@link ApiError}.
 */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const authorization = basicAuthorization(options.credentials);
  const baseUrl = options.baseUrl ?? API_BASE_URL;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  let token: string | null = null;

  const request = async <T>(
    method: HttpMethod,
    path: string,
    { query, body, signal, headers: extraHeaders, responseType = 'json' }: RequestOptions = {},
  ): Promise<T> => {
    const headers: Record<string, string> = {
      ...extraHeaders,
      Accept: responseType === 'blob' ? '*/*' : 'application/json',
      authorization,
    };
    if (token) headers['user-token'] = token;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, query), {
        method,
        headers,
        credentials: 'same-origin',
        ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, 'network_error', 'The server could not be reached.');
    }
    if (response.ok && responseType === 'blob') return (await response.blob()) as T;
    const payload = await readBody(response);
    if (!response.ok) {
      const error = toApiError(response.status, payload);
      if (error.code === 'in_maintenance') options.onMaintenance?.();
      throw error;
    }
    return payload as T;
  };

  return {
    request,
    setToken: (next) => {
      token = next;
    },
    getToken: () => token,
  };
};
