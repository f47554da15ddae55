import { STAFF_ROLE_PERMISSIONS, type StaffPermission } from '@prime/contract';
import { vi } from 'vitest';
import type { StaffMe } from '../providers/auth-provider';

/** One request the console made, as the fake server saw it. */
export type SeenRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
  /** The status the fake server answered with. */
  status?: number;
};

type Answer = { status?: number; body?: unknown };
type Handler = (request: SeenRequest) => Answer | undefined;

/** The permissions each role holds, as the staff API grants them. */
export const ROLE_PERMISSIONS: Record<StaffMe['role'], readonly StaffPermission[]> =
  STAFF_ROLE_PERMISSIONS;

export const staffMe = (role: StaffMe['role'], username = `${role}-clerk`): StaffMe => ({
  username,
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
});

/**
 * Replaces `fetch` with a staff API that answers by `METHOD /path` (without `/v1/staff` and the
 * query). `me` is the logged-in operator, or null: the session check answers null, `/auth/me`
 * 401. Unknown calls answer 404.
 */
export const fakeStaffApi = (options: {
  me: StaffMe | null;
  routes?: Record<string, Handler | Answer>;
}) => {
  const seen: SeenRequest[] = [];
  let me = options.me;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/v1\/staff/, ''),
      query: url.searchParams,
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>)),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    seen.push(request);
    const key = `${request.method} ${request.path}`;
    const route = options.routes?.[key];
    let answer: Answer | undefined =
      typeof route === 'function' ? route(request) : (route ?? undefined);
    if (!answer && key === 'GET /auth/session') answer = { body: { data: me } };
    if (!answer && key === 'GET /auth/me')
      answer = me
        ? { body: { data: me } }
        : { status: 401, body: { message: 'Log in first.', code: 'unauthenticated' } };
    if (!answer && key === 'POST /auth/logout') answer = { status: 204 };
    answer ??= { status: 404, body: { message: 'Not found.', code: 'not_found' } };
    const status = answer.status ?? 200;
    request.status = status;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    seen,
    /** The requests made to `METHOD /path`. */
    calls: (key: string) => seen.filter((r) => `${r.method} ${r.path}` === key),
    logIn: (next: StaffMe) => {
      me = next;
    },
    /** The server ends the session (idle expiry, revocation). */
    logOut: () => {
      me = null;
    },
  };
};
