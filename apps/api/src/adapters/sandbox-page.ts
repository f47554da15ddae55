import type { FastifyInstance, FastifyReply } from 'fastify';

/** Text made safe inside HTML and its attributes. */
export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Origins of the addresses a page may send the browser to (CSP `form-action`). */
export const originsOf = (...urls: (string | null)[]) =>
  urls
    .flatMap((url) => {
      try {
        return url ? [new URL(url).origin] : [];
      } catch {
        return [];
      }
    })
    .join(' ');

/**
 * A sandbox provider's server-rendered page: never cached, no scripts, its forms post to itself
 * and then send the browser back to the merchant (`formTargets`).
 */
export const sendPage = (reply: FastifyReply, status: number, html: string, formTargets = '') =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .type('text/html; charset=utf-8')
    .send(html);

/** The largest url-encoded form a sandbox page accepts. */
const FORM_LIMIT_BYTES = 4_096;

/**
 * In a sandbox's routes: reads the url-encoded forms its pages post (small ones only) as a
 * record of strings, and gives the route options that keep its pages out of /docs (they are
 * the provider's pages, not the casino's API).
 */
export const servePages = (app: FastifyInstance) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  return { schema: { hide: true } };
};
