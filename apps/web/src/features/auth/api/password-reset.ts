import type { PasswordResetBody } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { PrimeApi } from '../../../shared/api/prime-api';

/** GET auth/status/{token}: whether a reset link's token is still live. */
export const checkResetToken = async (api: PrimeApi, token: string): Promise<boolean> =>
  (
    await api.client.request<{ data: { is_valid: boolean } }>(
      'GET',
      `auth/status/${encodeURIComponent(token)}`,
    )
  ).data.is_valid;

export const resetTokenQueryOptions = (api: PrimeApi, token: string) => ({
  queryKey: ['auth', 'reset-token', token] as const,
  queryFn: () => checkResetToken(api, token),
  retry: false,
  staleTime: 0,
  gcTime: 0,
});

export const useResetTokenStatus = (token: string) => {
  const api = useApi();
  return useQuery(resetTokenQueryOptions(api, token));
};

/** PUT auth/password/reset → 204. */
export const resetPassword = async (api: PrimeApi, body: PasswordResetBody): Promise<void> => {
  await api.client.request('PUT', 'auth/password/reset', { body });
};
