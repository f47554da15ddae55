import { useCallback } from 'react';
import { useApi } from '../../shared/api/api-context';
import { isApiError } from '../../shared/api/api-error';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppStore } from '../../shared/session/app-store-context';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { writeAccessToken } from '../../shared/storage/session-keys';
import { readItem, removeItem, writeItem } from '../../shared/storage/web-storage';
import { login } from './api/login';
import { referenceOf, reportManyAttempts, requestRecovery } from './api/password-recovery';
import { addFailure, escalate, isBlocked, lockNow, loginGateCookies } from './login-gate';

export type LoginOutcome =
  | { kind: 'done' }
  | { kind: 'blocked' }
  | { kind: 'error'; key: 'invalid_credentials' | 'registration_incomplete' | 'account_closed' }
  | { kind: 'error'; message: string };

/**
 * Leaves the login page with a full page load: the new session starts like a returning one
 * (token restored, player loaded) and no guard of the login page races the move.
 */
const leavePage = (path: string | null) => {
  if (path === null) window.location.reload();
  else window.location.assign(path);
};

/**
 * The login of spec 01 §4 and 02 §4: the browser's lockout first, then the server. On success
 * the token is stored, the mga counter cookie goes, and the player moves on: imported players
 * to /changePassword, others to the saved path, the temporary route, or a reload.
 */
export const useLogin = ({
  onLeave = leavePage,
}: { onLeave?: (path: string | null) => void } = {}) => {
  const api = useApi();
  const store = useAppStore();

  /** The block was reached just now: the escalation of the recovery status runs once. */
  const reachBlock = useCallback(
    (username: string) => {
      const { action, next } = escalate(loginGateCookies.readRecoveryStatus());
      loginGateCookies.writeRecoveryStatus(next);
      const reference = referenceOf(username);
      // Mail is the server's business; the popup shows whatever it answers.
      if (action === 'sendRecovery') void requestRecovery(api, reference).catch(() => undefined);
      if (action === 'manyAttempts') void reportManyAttempts(api, reference).catch(() => undefined);
    },
    [api],
  );

  return useCallback(
    async (username: string, password: string): Promise<LoginOutcome> => {
      if (isBlocked(loginGateCookies.readAttempts())) return { kind: 'blocked' };
      try {
        const { clientIp, language } = store.getState();
        const result = await login(api, { username, password, ip_address: clientIp });
        loginGateCookies.clearAttempts();
        loginGateCookies.clearMgaCounter();
        writeAccessToken(result.token);
        writeItem(sessionStorage, STORAGE_KEYS.lastLoginNotice, '1');
        api.client.setToken(result.token);
        store.setState({ token: result.token });
        if (!result.is_crypt) {
          onLeave(localizePath(language, PATHS.changePassword));
          return { kind: 'done' };
        }
        const target =
          readItem(sessionStorage, STORAGE_KEYS.intendedPath) ??
          readItem(sessionStorage, STORAGE_KEYS.temporaryRoute);
        removeItem(sessionStorage, STORAGE_KEYS.intendedPath);
        removeItem(sessionStorage, STORAGE_KEYS.temporaryRoute);
        onLeave(target && target.startsWith('/') && !target.startsWith('//') ? target : null);
        return { kind: 'done' };
      } catch (error) {
        if (!isApiError(error)) return { kind: 'error', message: String(error) };
        if (error.code === 'too_many_login_attempts') {
          const wasBlocked = isBlocked(loginGateCookies.readAttempts());
          loginGateCookies.writeAttempts(lockNow(Date.now()));
          if (!wasBlocked) reachBlock(username);
          return { kind: 'blocked' };
        }
        if (error.code === 'invalid_credentials') {
          const attempts = addFailure(loginGateCookies.readAttempts(), Date.now());
          loginGateCookies.writeAttempts(attempts);
          if (isBlocked(attempts)) {
            reachBlock(username);
            return { kind: 'blocked' };
          }
          return { kind: 'error', key: 'invalid_credentials' };
        }
        if (error.code === 'registration_incomplete' || error.code === 'account_closed') {
          return { kind: 'error', key: error.code };
        }
        return { kind: 'error', message: error.message };
      }
    },
    [api, onLeave, reachBlock, store],
  );
};
