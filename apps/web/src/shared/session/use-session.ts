import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../api/api-context';
import { meQueryOptions } from '../api/queries';
import { clearAccessToken } from '../storage/session-keys';
import { useAppState, useAppStore } from './app-store-context';

/** The logged-in player, or undefined for a visitor (and while the player loads). */
export const usePlayer = () => {
  const api = useApi();
  const hasToken = useAppState((state) => state.token !== null);
  const query = useQuery({ ...meQueryOptions(api), enabled: hasToken });
  return hasToken ? query.data : undefined;
};

/** Ends the session: the server call is attempted, the token is always cleared, then home. */
export const useLogout = () => {
  const api = useApi();
  const store = useAppStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.logout();
    } catch {
      // The session is ended locally whatever the server answers.
    }
    api.client.setToken(null);
    clearAccessToken();
    store.setState({ token: null });
    queryClient.removeQueries({ queryKey: meQueryOptions(api).queryKey });
    await navigate('/', { replace: true });
  }, [api, navigate, queryClient, store]);
};
