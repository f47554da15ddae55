import type { ClientCredentials } from './client';

/**
 * The site's client credentials, set at build time (PRIME_CLIENT_REF, PRIME_CLIENT_PASSWORD).
 * They name the skin to the API and are not a user secret. Tests run without the build-time
 * constants and get the defaults.
 */
export const CLIENT_CREDENTIALS: ClientCredentials = {
  ref: typeof __PRIME_CLIENT_REF__ === 'string' ? __PRIME_CLIENT_REF__ : 'prime-web',
  password:
    typeof __PRIME_CLIENT_PASSWORD__ === 'string' ? __PRIME_CLIENT_PASSWORD__ : 'prime-web-client',
};
