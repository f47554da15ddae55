import type { Harness } from '../harness';

/** A login from a given address (each test uses its own, so the per-address limit stays apart). */
export const loginFrom = (h: Harness, ip: string) => (username: string, password: string) =>
  h.call({
    method: 'POST',
    url: '/v1/auth/login?checkHash=1',
    payload: { username, password },
    remoteAddress: ip,
  });
