import type { FastifyReply } from 'fastify';

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

/** Reads the sandbox pages' url-encoded forms, small ones only. */
export const FORM_LIMIT_BYTES = 4_096;
