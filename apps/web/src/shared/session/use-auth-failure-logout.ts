import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isApiError } from '../api/api-error';
import { useAppState } from './app-store-context';
import { useLogout } from './use-session';

/**
 * A player load that the server refuses (401 from GET me or GET me/balance) ends the session
 * in the browser too: logout, token cleared, home (spec 01 §4, §8). Startup does the same once.
 */
export const useAuthFailureLogout = () => {
  const queryClient = useQueryClient();
  const hasToken = useAppState((state) => state.token !== null);
  const logout = useLogout();
  const logoutRef = useRef(logout);
  logoutRef.current = logout;

  useEffect(() => {
    if (!hasToken) return;
    let done = false;
    return queryClient.getQueryCache().subscribe((event) => {
      if (done || event.type !== 'updated' || event.action.type !== 'error') return;
      const [root] = event.query.queryKey;
      const { error } = event.action;
      if (root === 'me' && isApiError(error) && error.status === 401) {
        done = true;
        void logoutRef.current();
      }
    });
  }, [queryClient, hasToken]);
};
