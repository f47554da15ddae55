import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/addresses';
import { eventually } from '../../test/calls/payments';
import { buildLoggedInPlayer, buildPlayer } from '../../test/factories/players';
import { OPS_TOKEN, startHarness, type Harness } from '../../test/harness';
import { linkToken } from '../../test/queries/mail';
import { rowsOf } from '../../test/queries/rows';
import {
  freePort,
  readableText,
  startSmtpServer,
  type TestSmtpServer,
} from '../../test/smtp-server';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationsService } from './notifications.service';

type MailRow = {
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
  text: string;
};

const mailRowsTo = (h: Harness, recipients: string[]) =>
  rowsOf<MailRow>(
    h,
    sql`select recipient, status, attempts, last_error, text from outbox
      where channel = 'mail' and recipient in (${sql.join(
        recipients.map((to) => sql`${to}`),
        sql`, `,
      )})`,
  );

const opsMails = async (h: Harness, status: string) => {
  const response = await h.app.inject({
    method: 'GET',
    url: `/ops/mail?status=${status}`,
    headers: { 'x-ops-token': OPS_TOKEN },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { recipient: string; attempts: number; last_error: string }[] }>()
    .data;
};

/** What each test started, stopped after it whatever happened. */
const started: { harnesses: Harness[]; servers: TestSmtpServer[] } = { harnesses: [], servers: [] };
afterEach(async () => {
  for (const h of started.harnesses.splice(0).reverse()) await h.close();
  for (const server of started.servers.splice(0)) await server.close();
});

describe('mail through the SMTP outbox', () => {
  it('delivers reset and verification mail asked for while the server was down, each once', async () => {
    const port = await freePort();
    const h = await startHarness({ smtpUrl: `smtp://127.0.0.1:${port}`, mail: {} });
    started.harnesses.push(h);
    const resetting = [await buildPlayer(h.database.db), await buildPlayer(h.database.db)];
    const verifying = [
      await buildLoggedInPlayer(h.database.db, { verified: false }),
      await buildLoggedInPlayer(h.database.db, { verified: false }),
    ];
    for (const player of resetting) {
      const asked = await h.call({
        method: 'POST',
        url: '/v1/auth/password/recovery',
        payload: { email: player.email },
        remoteAddress: nextIp(),
      });
      expect(asked.statusCode).toBe(200);
    }
    for (const player of verifying) {
      const asked = await h.call({
        method: 'POST',
        url: `/v1/notifications/players/${player.id}/registration`,
        headers: { 'user-token': player.token },
        remoteAddress: nextIp(),
      });
      expect(asked.statusCode, asked.body).toBe(200);
    }
    const recipients = [...resetting, ...verifying].map((player) => player.email);

    // Every mail has been tried and refused by the network at least twice.
    await eventually(async () => {
      const rows = await mailRowsTo(h, recipients);
      return rows.length === 4 && rows.every((row) => row.attempts >= 2 && row.last_error);
    });
    expect((await mailRowsTo(h, recipients)).map((row) => row.status)).toEqual(
      Array(4).fill('queued'),
    );
    const waiting = await opsMails(h, 'queued');
    expect(waiting.map((mail) => mail.recipient)).toEqual(expect.arrayContaining(recipients));
    const mailbox = (await h.app.inject({ method: 'GET', url: '/dev/mailbox' })).body;
    expect(mailbox).toContain('Waiting for the mail server');

    // The server comes back on its address: every mail arrives, and only once.
    const smtp = await startSmtpServer({ port });
    started.servers.push(smtp);
    await eventually(async () =>
      (await mailRowsTo(h, recipients)).every((row) => row.status === 'sent'),
    );
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...recipients].sort());

    // What arrived works: the reset link sets a password, the code verifies the address.
    const textTo = (email: string) =>
      readableText(smtp.received.find((mail) => mail.to.includes(email))!.data);
    const reset = await h.call({
      method: 'PUT',
      url: '/v1/auth/password/reset',
      payload: {
        email: resetting[0]!.email,
        token: linkToken(textTo(resetting[0]!.email)),
        password: 'Fresh#Start2026',
        password_confirmation: 'Fresh#Start2026',
      },
      remoteAddress: nextIp(),
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const code = /\b(\d{6})\b/.exec(textTo(verifying[0]!.email))?.[1];
    const verified = await h.call({
      method: 'POST',
      url: '/v1/notifications/players/verify_email',
      headers: { 'user-token': verifying[0]!.token },
      payload: { user_id: verifying[0]!.id, skin_id: 1, verification: code },
      remoteAddress: nextIp(),
    });
    expect(verified.statusCode, verified.body).toBe(200);

    // Sent mail keeps a trace without its body, on the dev mailbox too.
    const rows = await mailRowsTo(h, recipients);
    expect(rows.every((row) => !row.text.includes(code!))).toBe(true);
    const after = (await h.app.inject({ method: 'GET', url: '/dev/mailbox' })).body;
    expect(after).toContain('Delivered by SMTP');
    expect(after).not.toContain(code);
    expect(await opsMails(h, 'queued')).toEqual([]);
  });

  it('sends each mail once when two instances share the queue', async () => {
    const smtp = await startSmtpServer();
    started.servers.push(smtp);
    const a = await startHarness({ seed: false, smtpUrl: smtp.url, mail: {} });
    started.harnesses.push(a);
    // A second instance of the deployment, on the first one's database.
    const b = await startHarness({
      smtpUrl: smtp.url,
      mail: {},
      reuse: { database: a.database, drop: async () => {} },
    });
    started.harnesses.push({ ...b, close: async () => void (await b.detach()) });
    const queue = createNotificationsService(createNotificationsRepository(a.database.db), {
      smtpUrl: smtp.url,
      mailFrom: 'Prime <no-reply@prime.example>',
    });
    const recipients = Array.from({ length: 30 }, (_, i) => `shared-${i}@example.com`);
    await Promise.all(
      recipients.map((to, i) =>
        queue.mail({ skinId: 1, to, subject: `Message ${i}`, text: `Message ${i}` }),
      ),
    );
    await queue.close();

    await eventually(async () =>
      (await mailRowsTo(a, recipients)).every((row) => row.status === 'sent'),
    );
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...recipients].sort());
  });

  it('gives a mail up when the server refuses it for good, or after the last attempt', async () => {
    const smtp = await startSmtpServer({
      refusal: (address) =>
        address.startsWith('gone-') ? 550 : address.startsWith('busy-') ? 451 : undefined,
    });
    started.servers.push(smtp);
    const h = await startHarness({ seed: false, smtpUrl: smtp.url, mail: { maxAttempts: 3 } });
    started.harnesses.push(h);
    const queue = createNotificationsService(createNotificationsRepository(h.database.db), {
      smtpUrl: smtp.url,
      mailFrom: 'Prime <no-reply@prime.example>',
    });
    const recipients = ['gone-1@example.com', 'busy-1@example.com'];
    await queue.mail({ skinId: 1, to: recipients[0]!, subject: 'Code', text: 'Code 111111' });
    await queue.mail({ skinId: 1, to: recipients[1]!, subject: 'Code', text: 'Code 222222' });
    await queue.close();

    await eventually(async () =>
      (await mailRowsTo(h, recipients)).every((row) => row.status === 'failed'),
    );
    // Refused for good at the first attempt; refused for now at each of its three.
    expect(await opsMails(h, 'failed')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          recipient: 'gone-1@example.com',
          attempts: 1,
          last_error: expect.stringContaining('550'),
        }),
        expect.objectContaining({
          recipient: 'busy-1@example.com',
          attempts: 3,
          last_error: expect.stringContaining('451'),
        }),
      ]),
    );
    expect(smtp.received).toEqual([]);
    const rows = await mailRowsTo(h, recipients);
    expect(rows.some((row) => /111111|222222/.test(row.text))).toBe(false);
    const mailbox = (await h.app.inject({ method: 'GET', url: '/dev/mailbox' })).body;
    expect(mailbox).toContain('Not delivered, given up after 3 attempts');
  });
});
