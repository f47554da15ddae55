import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { OPS_TOKEN, startHarness, type Harness } from '../../test/harness';
import { startSmtpServer } from '../../test/smtp-server';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationsService } from './notifications.service';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false });
});
afterAll(() => h.close());

const outboxService = () =>
  createNotificationsService(createNotificationsRepository(h.database.db), {
    mailFrom: 'Prime <no-reply@prime.example>',
  });

/** Another app on this database, started as a deployment with `config` would start it. */
const appOn = (config: { env: 'development' | 'production'; trustProxyHops: number }) =>
  buildApp({
    config: { rateLimitMax: 100, logLevel: 'silent', ...config },
    database: h.database,
    opsToken: OPS_TOKEN,
    logger: false,
  });

describe('the outbox and the dev mailbox', () => {
  it('keeps mail and SMS and lists them newest first, escaped, links clickable', async () => {
    const service = outboxService();
    expect(service.mailKind).toBe('outbox');
    await service.mail({
      skinId: 1,
      to: 'first@example.com',
      subject: 'Your code <b>',
      text: 'Code 123456. Continue at http://localhost:8080/en/registration/abc',
    });
    await service.sms({ skinId: 1, to: '+420601000000', text: 'Prime code 654321' });

    const page = await h.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html.indexOf('SMS to +420601000000')).toBeLessThan(html.indexOf('E-mail to first@'));
    expect(html).toContain('Your code &lt;b&gt;');
    expect(html).toContain(
      '<a href="http://localhost:8080/en/registration/abc">http://localhost:8080/en/registration/abc</a>',
    );
    expect(html).not.toContain('<b>');
  });

  it.each(['127.0.0.1', '127.10.0.5', '::1', '::ffff:127.0.0.1'])(
    'is served to this machine (%s)',
    async (remoteAddress) => {
      const page = await h.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('loopback');
    },
  );

  it.each(['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', 'fe80::1'])(
    'answers %s as it answers an unknown address, even claiming 127.0.0.1 in X-Forwarded-For',
    async (remoteAddress) => {
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
        const page = await h.app.inject({
          method: 'GET',
          url: '/dev/mailbox',
          remoteAddress,
          headers,
        });
        expect(page.statusCode).toBe(404);
        expect(page.json()).toEqual({ message: expect.any(String), code: 'not_found' });
      }
    },
  );

  it('behind a trusted proxy, needs both the proxy and the client on this machine', async () => {
    const app = await appOn({ env: 'development', trustProxyHops: 1 });
    const statusOf = async (remoteAddress: string, forwardedFor: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/dev/mailbox',
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        })
      ).statusCode;
    try {
      // A local browser through a proxy on this machine.
      expect(await statusOf('127.0.0.1', '127.0.0.1')).toBe(200);
      // A player on the network through that proxy: the socket alone would look local.
      expect(await statusOf('127.0.0.1', '203.0.113.9')).toBe(404);
      // A client on the network that reaches the port directly and claims to be local.
      expect(await statusOf('192.168.1.20', '127.0.0.1')).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('is not served in production', async () => {
    const app = await appOn({ env: 'production', trustProxyHops: 0 });
    try {
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('SMTP', () => {
  it('queues mail for the SMTP server and keeps only a trace without the body once sent', async () => {
    const smtp = await startSmtpServer();
    const service = createNotificationsService(createNotificationsRepository(h.database.db), {
      smtpUrl: smtp.url,
      mailFrom: 'Prime <no-reply@prime.example>',
    });
    try {
      expect(service.mailKind).toBe('smtp');
      await service.mail({
        skinId: 1,
        to: 'smtp.player@example.com',
        subject: 'Your verification code',
        text: 'Your code is 918273.',
      });
      const [queued] = await service.outbox(1);
      expect(queued).toMatchObject({ deliveredVia: 'smtp', status: 'queued', attempts: 0 });
      expect(smtp.received).toEqual([]);

      await service.deliverQueued();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.from).toBe('no-reply@prime.example');
      expect(smtp.received[0]!.to).toEqual(['smtp.player@example.com']);
      expect(smtp.received[0]!.data).toContain('Your code is 918273.');
      const [latest] = await service.outbox(1);
      expect(latest).toMatchObject({
        recipient: 'smtp.player@example.com',
        subject: 'Your verification code',
        deliveredVia: 'smtp',
        status: 'sent',
        attempts: 1,
      });
      expect(latest!.text).not.toContain('918273');
    } finally {
      await service.close();
      await smtp.close();
    }
  });
});
