import { BlockList, isIP } from 'node:net';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { OutboxRow } from './notifications.repository';
import type { NotificationsService } from './notifications.service';

/** How many messages the page lists. */
const PAGE_SIZE = 100;

const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Escaped text with its http(s) links made clickable. */
const linkify = (text: string): string =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

const isoTime = (at: Date) => `${at.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/** Where a mail for the SMTP server stands; its body is the recipient's alone to read. */
const deliveryState = (row: OutboxRow): string => {
  const tries = `${row.attempts} ${row.attempts === 1 ? 'attempt' : 'attempts'}`;
  const lastError = row.lastError ? `; last error: ${row.lastError}` : '';
  if (row.status === 'sent')
    return `Delivered by SMTP${row.sentAt ? ` at ${isoTime(row.sentAt)}` : ''}.`;
  if (row.status === 'failed') return `Not delivered, given up after ${tries}${lastError}.`;
  return `Waiting for the mail server (${tries} so far${lastError}).`;
};

const renderBody = (row: OutboxRow): string =>
  row.deliveredVia === 'smtp'
    ? `<p class="state" data-status="${escapeHtml(row.status)}">${escapeHtml(deliveryState(row))}</p>`
    : `<pre>${linkify(row.text)}</pre>`;

const renderMessage = (row: OutboxRow): string => `
  <article class="message" aria-label="${escapeHtml(row.channel === 'sms' ? 'SMS' : 'E-mail')} to ${escapeHtml(row.recipient)}">
    <header>
      <span class="channel">${row.channel === 'sms' ? 'SMS' : 'E-mail'}</span>
      <span class="to">To: ${escapeHtml(row.recipient)}</span>
      <time datetime="${row.createdAt.toISOString()}">${isoTime(row.createdAt)}</time>
    </header>
    ${row.subject ? `<h2>${escapeHtml(row.subject)}</h2>` : ''}
    ${renderBody(row)}
  </article>`;

const STYLES = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1.5rem; color: #1c1c28; }
h1 { font-size: 1.5rem; } .note { color: #555; }
.message { border: 1px solid #ccd; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
.message header { display: flex; gap: 1rem; flex-wrap: wrap; font-size: 0.85rem; color: #444; }
.channel { font-weight: 700; } h2 { font-size: 1.05rem; margin: 0.5rem 0; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
.state { margin: 0; font-style: italic; color: #444; }
a { color: #1a4fd6; }`;

/** 127.0.0.0/8 and ::1; the check also reads IPv4-mapped IPv6 (::ffff:127.x) as IPv4. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const isLoopback = (address: string | undefined): boolean => {
  const family = address ? isIP(address) : 0;
  return family !== 0 && LOOPBACK.check(address!, family === 6 ? 'ipv6' : 'ipv4');
};

/**
 * Whether the request comes from this machine. The socket's peer must be loopback: no header can
 * fake it, so a LAN client claiming 127.0.0.1 in X-Forwarded-For is refused even when proxies
 * are trusted. The client address Fastify derived (`request.ip`) must be loopback too: behind a
 * reverse proxy on this machine every socket is loopback, and only the proxy's X-Forwarded-For
 * (trusted with TRUST_PROXY_HOPS) says whether the client itself is local.
 */
const isFromThisMachine = (request: FastifyRequest): boolean =>
  isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);

/**
 * `/dev/mailbox`: the outbox as a page, newest first, so whoever tries the site on this machine
 * can read the codes and links it sends. Registered only outside production, and served only to
 * loopback clients: it shows password-reset links, and `npm start` listens on every interface.
 * Any other client gets what an unknown address gets.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  const onlyThisMachine = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isFromThisMachine(request)) return;
    reply.callNotFound();
    return reply;
  };
  app.get(
    '/dev/mailbox',
    { schema: { hide: true }, onRequest: onlyThisMachine },
    async (_request, reply) => {
      const rows = await notifications.outbox(PAGE_SIZE);
      const body = rows.length ? rows.map(renderMessage).join('') : '<p>No messages yet.</p>';
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
        .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Dev mailbox · Prime</title><style>${STYLES}</style></head>
<body><main><h1>Dev mailbox</h1>
<p class="note">Mail and SMS of the casino. Without a mail server (SMTP_URL) they stay here to be read; mail for the mail server is listed with where its delivery stands, without its body. Newest first; the page does not refresh by itself.</p>
<p class="note">This page is for trying the site on this machine: it answers only requests from a loopback address (127.0.0.1, ::1), other clients get “not found”, and a server with <code>NODE_ENV=production</code> never serves it.</p>
${body}</main></body></html>`);
    },
  );
};
