import type { LoginBody, LoginResult } from '@prime/contract';
import type { PrimeApi } from '../../../shared/api/prime-api';

/** POST auth/login?checkHash=1: answers the session token and whether the player is imported. */
export const login = async (api: PrimeApi, body: LoginBody): Promise<LoginResult> =>
  (
    await api.client.request<{ data: LoginResult }>('POST', 'auth/login', {
      query: { checkHash: 1 },
      body,
    })
  ).data;
