import type { StaffLoginStep, StaffMe, StaffRole } from '@prime/contract';
import type { AuthProvider, UserIdentity } from 'ra-core';
import { requestJson } from './http';
import { canDo } from './permissions';

export type { StaffMe, StaffRole };

/** The password step's answer: a code from the authenticator app is asked next (or enrolment). */
export type LoginStep = StaffLoginStep;

export type StaffAuthProvider = AuthProvider & {
  /** The password step; `login({ challenge, code })` then finishes it. */
  startLogin: (credentials: { username: string; password: string }) => Promise<LoginStep>;
};

/**
 * The console's one way to the staff session (ra-core's auth provider). `me` is asked once and
 * kept until a login, a logout or a 401, since ra-core checks the session on every screen.
 */
export const createAuthProvider = (): StaffAuthProvider => {
  let me: Promise<StaffMe> | null = null;
  const getMe = () => {
    me ??= requestJson<{ data: StaffMe }>('/auth/me').then((answer) => answer.data);
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
    },
    logout: async () => {
      me = null;
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
