import type { StaffLoginStep, StaffMe, StaffRole } from '@prime/contract';
import type { AuthProvider, UserIdentity } from 'ra-core';
import { ApiError, requestJson } from './http';
import { canDo } from './permissions';

export type { StaffMe, StaffRole };

/** The password step's answer: a code from the authenticator app is asked next (or enrolment). */
export type LoginStep = StaffLoginStep;

export type StaffAuthProvider = AuthProvider & {
  /** The password step; `login({ challenge, code })` then finishes it. */
  startLogin: (credentials: { username: string; password: string }) => Promise<LoginStep>;
};

/** No staff session: ra-core goes to the login screen; an expected state, so nothing is shown. */
const notLoggedIn = () =>
  Object.assign(new ApiError(401, { code: 'unauthenticated' }), { message: false as const });

/**
 * The console's one way to the staff session (ra-core's auth provider). `me` is asked once and
 * kept until a login, a logout or a 401, since ra-core checks the session on every screen. The
 * check reads `/auth/session`, which answers null rather than 401 without a session, so opening
 * the login screen is no failed request in the browser.
 */
export const createAuthProvider = (): StaffAuthProvider => {
  let me: Promise<StaffMe> | null = null;
  /** The last check found no session: a logout has nothing to end on the server. */
  let isLoggedOut = false;
  const getMe = () => {
    me ??= requestJson<{ data: StaffMe | null }>('/auth/session').then((answer) => {
      isLoggedOut = answer.data === null;
      if (!answer.data) throw notLoggedIn();
      return answer.data;
    });
    // A failed check is not kept: the next screen asks again.
    me.catch(() => {
      me = null;
    });
    return me;
  };

  return {
    startLogin: async ({ username, password }) => {
      me = null;
      const answer = await requestJson<{ data: LoginStep }>('/auth/login', {
        method: 'POST',
        body: { username, password },
      });
      return answer.data;
    },
    login: async ({ challenge, code }: { challenge: string; code: string }) => {
      await requestJson('/auth/totp', { method: 'POST', body: { challenge, code } });
      me = null;
      isLoggedOut = false;
    },
    logout: async () => {
      me = null;
      if (isLoggedOut) return;
      isLoggedOut = true;
      // Logging out of a session the server already ended is not an error.
      await requestJson('/auth/logout', { method: 'POST' }).catch(() => undefined);
    },
    checkAuth: async () => {
      await getMe();
    },
    checkError: async (error: unknown) => {
      // An ended session (idle expiry, revoked): back to the login page. A 403 only hides a
      // button the role may not use; the operator stays.
      if ((error as { status?: unknown } | null)?.status === 401) {
        me = null;
        throw error;
      }
    },
    getIdentity: async (): Promise<UserIdentity> => {
      const { username, role } = await getMe();
      return { id: username, fullName: username, role };
    },
    getPermissions: async () => (await getMe()).permissions,
    canAccess: async ({ resource, action }) => canDo((await getMe()).permissions, resource, action),
  };
};
