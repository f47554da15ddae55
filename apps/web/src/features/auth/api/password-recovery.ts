import { RECOVERY_LINK_HOURS } from '@prime/contract';
import type { PrimeApi } from '../../../shared/api/prime-api';

type Reference = { email: string } | { username: string };

/** POST auth/password/recovery: the same answer whether or not the account exists. */
export const requestRecovery = async (api: PrimeApi, reference: Reference): Promise<void> => {
  await api.client.request('POST', 'auth/password/recovery', {
    body: { ...reference, expiration_hours: RECOVERY_LINK_HOURS },
  });
};

/** POST auth/password/manyAttempts: the server warns the owner and mails a reset link. */
export const reportManyAttempts = async (api: PrimeApi, reference: Reference): Promise<void> => {
  await api.client.request('POST', 'auth/password/manyAttempts', { body: reference });
};

/** A typed login as the reference the recovery calls take. */
export const referenceOf = (login: string): Reference =>
  login.includes('@') ? { email: login } : { username: login };
