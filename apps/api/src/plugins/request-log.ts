import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** Query parameters that carry a credential: launch tokens (`?token=`), and any like them. */
const SECRET_PARAMETER = /token|password|secret|signature/i;

/**
 * Paths whose next segment is a credential: `GET /v1/auth/status/{token}`, the site pages of the
 * e-mailed links (`/password/reset/{token}`, `/{lang}/registration/{token}`), and the sandbox
 * providers' hosted pages (`/sandbox/psp/checkout/{session}`, `/sandbox/kyc/websdk/{token}`),
 * whose address alone lets anyone pay a checkout or answer a player's identity check.
 */
const SECRET_SEGMENT =
  /(\/(?:auth\/status|password\/reset|registration|sandbox\/psp\/checkout|sandbox\/kyc\/websdk)\/)[^/?]+/g;

const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
};

/**
 * A request URL as the log may keep it: the path and query with every credential replaced by
 * `[redacted]`, the rest as sent.
 */
export const redactUrl = (url: string): string => {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(
    SECRET_SEGMENT,
    `$1${REDACTED}`,
  );
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SECRET_PARAMETER.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${path}?${query.join('&')}`;
};

/**
 * The request as log lines show it: Fastify's usual fields, the URL without its credentials
 * (a launch token in a log is a game session anyone reading it could play).
 */
export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket.remotePort,
});
