import { ADMIN_TOKEN_HEADER, type AdminLoginBody, type AdminLoginResult } from '@prime/contract';
import type { PrimeApi } from '../../../shared/api/prime-api';

/** POST auth/admin/login: a staff session for the admin preview. */
export const adminLogin = async (api: PrimeApi, body: AdminLoginBody): Promise<AdminLoginResult> =>
  (await api.client.request<{ data: AdminLoginResult }>('POST', 'auth/admin/login', { body })).data;

/** DELETE auth/admin/logout: ends the staff session (a stale one is already over). */
export const adminLogout = async (api: PrimeApi, token: string): Promise<void> => {
  await api.client.request('DELETE', 'auth/admin/logout', {
    headers: { [ADMIN_TOKEN_HEADER]: token },
  });
};
