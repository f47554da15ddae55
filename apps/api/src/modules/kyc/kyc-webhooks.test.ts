import { KYC_LEVELS } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kycCall,
  kycStateOf,
  kycWebhookBody,
  levelsOf,
  postKycWebhook,
} from '../../test/calls/kyc';
import { eventually } from '../../test/calls/payments';
import { buildLoggedInPlayer, type LoggedInPlayer } from '../../test/factories/players';
import { KYC_WEBHOOK_SECRET, OPS_TOKEN, startHarness, type Harness } from '../../test/harness';
import { KYC_DIGEST_HEADER, signKycPayload } from '../../adapters/kyc/kyc';
import { rowsOf } from '../../test/queries/rows';
import { startWebhookRelay, type WebhookRelay } from '../../test/webhook-relay';

let h: Harness;

/** A player with the basic level opened through the API, and its applicant at the provider. */
const withBasicLevel = async (harness: Harness, columns = {}) => {
  const p = await buildLoggedInPlayer(harness.database.db, { verified: false, ...columns });
  const opened = await kycCall(harness, p.token)('POST', `/kyc/players/${p.id}`, {
    level: KYC_LEVELS.basic,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  expect(opened.json().data).toMatchObject([{ level: KYC_LEVELS.basic, status: 'initialized' }]);
  const [level] = await levelsOf(harness, p.id);
  return { p, applicantId: level!.applicant_id };
};

const event = (p: LoggedInPlayer, applicantId: string, fields: object) => ({
  applicantId,
  playerId: p.id,
  levelName: KYC_LEVELS.basic,
  reviewStatus: 'completed' as const,
  answer: 'GREEN' as const,
  at: new Date(),
  ...fields,
});

/** The subjects of the player's inbox, newest first. */
const inboxOf = async (harness: Harness, p: LoggedInPlayer): Promise<string[]> =>
  (await kycCall(harness, p.token)('GET', '/me/messages?per_page=50'))
    .json()
    .data.map((message: { subject: string }) => message.subject);

const eventRows = (playerId: number) =>
  rowsOf<{ type: string; reason: string | null }>(
    h,
    sql`select type, reason from kyc_events where player_id = ${playerId} and source = 'provider'
      order by id`,
  );

describe('KYC webhooks', () => {
  beforeAll(async () => {
    // Not listening: the sandbox's own deliveries stay in its outbox; these tests post by hand.
    h = await startHarness({ kyc: {} });
  });
  afterAll(async () => h.close());

  it('refuses a wrong, missing or tampered digest, changing nothing', async () => {
    const { p, applicantId } = await withBasicLevel(h);
    const body = kycWebhookBody(event(p, applicantId, {}));
    const forged = await postKycWebhook(h, body, { secret: 'another-secret-of-at-least-24-chars' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('invalid_webhook_signature');
    expect((await postKycWebhook(h, body, { digest: null })).statusCode).toBe(400);
    expect((await postKycWebhook(h, body, { digest: 'zz' })).statusCode).toBe(400);
    // The digest of the body as sent, over a body changed on the way.
    const tampered = await postKycWebhook(h, body.replace('"GREEN"', '"RED"'), {
      digest: signKycPayload(KYC_WEBHOOK_SECRET, body),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await levelsOf(h, p.id)).toMatchObject([{ status: 'initialized' }]);
    const signed = await postKycWebhook(h, body);
    // Only the properly signed one was applied.
    expect(signed.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await eventRows(p.id)).toEqual([{ type: 'applicantReviewed', reason: null }]);
  });

  it('accepts the basic level on GREEN: the player becomes verified', async () => {
    const { p, applicantId } = await withBasicLevel(h);
    expect(await kycStateOf(h, p.id)).toEqual({ is_verified: false, status_kyc: 'initialized' });
    await postKycWebhook(h, kycWebhookBody(event(p, applicantId, {})));
    expect(await levelsOf(h, p.id)).toMatchObject([{ status: 'accepted' }]);
    expect(await kycStateOf(h, p.id)).toEqual({ is_verified: true, status_kyc: 'approved' });
    const me = await kycCall(h, p.token)('GET', '/me?kyc=1');
    expect(me.json().data).toMatchObject({
      is_verified: true,
      statusKyc: 'approved',
      kyc: [{ level: KYC_LEVELS.basic, status: 'accepted' }],
    });
    expect(await inboxOf(h, p)).toContain('Your identity is verified');
  });

  it('applies a replayed event once', async () => {
    const { p, applicantId } = await withBasicLevel(h);
    const body = kycWebhookBody(event(p, applicantId, { id: 'req-replayed-once' }));
    expect((await postKycWebhook(h, body)).json().outcome).toBe('applied');
    expect((await postKycWebhook(h, body)).json().outcome).toBe('duplicate');
    const twenty = await Promise.all(Array.from({ length: 20 }, () => postKycWebhook(h, body)));
    expect(twenty.every((answer) => answer.json().outcome === 'duplicate')).toBe(true);
    expect(await eventRows(p.id)).toHaveLength(1);
    // The player is told the decision once, however often it is delivered.
    const told = (await inboxOf(h, p)).filter((subject) => subject === 'Your identity is verified');
    expect(told).toHaveLength(1);
  });

  it('ignores an event out of order and a decision older than the one applied', async () => {
    const { p, applicantId } = await withBasicLevel(h);
    const t = Date.now();
    const green = event(p, applicantId, { at: new Date(t) });
    expect((await postKycWebhook(h, kycWebhookBody(green))).json().outcome).toBe('applied');
    // The pending that preceded the review arrives after it.
    const pending = event(p, applicantId, {
      reviewStatus: 'pending',
      answer: undefined,
      at: new Date(t - 1),
    });
    expect((await postKycWebhook(h, kycWebhookBody(pending))).json().outcome).toBe('ignored');
    // An older RED decision delivered late changes nothing either.
    const staleRed = event(p, applicantId, { answer: 'RED', at: new Date(t - 60_000) });
    expect((await postKycWebhook(h, kycWebhookBody(staleRed))).json().outcome).toBe('ignored');
    expect(await levelsOf(h, p.id)).toMatchObject([{ status: 'accepted', reject_reason: null }]);
    expect(await kycStateOf(h, p.id)).toMatchObject({ is_verified: true });
    expect((await eventRows(p.id)).map((row) => row.type)).toEqual([
      'applicantReviewed',
      'ignored',
      'ignored',
    ]);
    // A newer decision is applied: a RED re-review with its reason.
    const newerRed = event(p, applicantId, { answer: 'RED', at: new Date(t + 1_000) });
    expect((await postKycWebhook(h, kycWebhookBody(newerRed))).json().outcome).toBe('applied');
    expect(await levelsOf(h, p.id)).toMatchObject([
      { status: 'rejected', reject_reason: 'FORGERY: The document appears to be forged.' },
    ]);
  });

  it('refuses an event dated too far in the future, so it cannot make later ones look stale', async () => {
    const { p, applicantId } = await withBasicLevel(h);
    const future = new Date(Date.now() + 24 * 3_600_000);
    const red = event(p, applicantId, { answer: 'RED', at: future });
    const refused = await postKycWebhook(h, kycWebhookBody(red));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'webhook_event_in_future',
      message: expect.stringContaining(future.toISOString()),
    });
    // Nothing recorded: the level, the player and the event log are as they were.
    expect(await levelsOf(h, p.id)).toMatchObject([{ status: 'initialized' }]);
    expect(await kycStateOf(h, p.id)).toMatchObject({ is_verified: false });
    expect(await eventRows(p.id)).toEqual([]);
    // The provider's real decision, dated now, is applied; a clock a minute ahead is tolerated.
    const green = event(p, applicantId, { at: new Date(Date.now() + 60_000) });
    expect((await postKycWebhook(h, kycWebhookBody(green))).json().outcome).toBe('applied');
    expect(await levelsOf(h, p.id)).toMatchObject([{ status: 'accepted' }]);
  });

  it('shows the operator the levels and every event, ignored ones with why', async () => {
    const { p, applicantId } = await withBasicLevel(h);
    const t = Date.now();
    await postKycWebhook(h, kycWebhookBody(event(p, applicantId, { at: new Date(t) })));
    await postKycWebhook(
      h,
      kycWebhookBody(event(p, applicantId, { answer: 'RED', at: new Date(t - 1_000) })),
    );
    const response = await h.app.inject({
      method: 'GET',
      url: `/ops/kyc/${p.username}`,
      headers: { 'x-ops-token': OPS_TOKEN },
    });
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json().data;
    expect(record.levels).toMatchObject([{ level: KYC_LEVELS.basic, status: 'accepted' }]);
    expect(record.events.map((row: { type: string }) => row.type)).toEqual([
      'ignored',
      'applicantReviewed',
      'start',
    ]);
    expect(record.events[0].reason).toMatch(/older than the decision applied/);
    const refused = await h.app.inject({ method: 'GET', url: `/ops/kyc/${p.username}` });
    expect(refused.statusCode).toBe(403);
  });

  it('ignores an event naming another player or an unknown applicant', async () => {
    const { p, applicantId } = await withBasicLevel(h);
    const other = await buildLoggedInPlayer(h.database.db);
    const wrongPlayer = event(other, applicantId, {});
    expect((await postKycWebhook(h, kycWebhookBody(wrongPlayer))).json().outcome).toBe('ignored');
    const unknown = event(p, 'sbx_app_unknown', {});
    expect((await postKycWebhook(h, kycWebhookBody(unknown))).json().outcome).toBe('ignored');
    expect(await levelsOf(h, p.id)).toMatchObject([{ status: 'initialized' }]);
    expect(await kycStateOf(h, other.id)).toMatchObject({ status_kyc: null });
  });
});

describe('the sandbox verification page and its webhooks over HTTP', () => {
  it('verifies a new player end to end: token, page, approve, signed webhook', async () => {
    const harness = await startHarness({ kyc: {} });
    try {
      await harness.app.listen({ port: 0, host: '127.0.0.1' });
      const p = await buildLoggedInPlayer(harness.database.db, { verified: false });
      const token = await kycCall(harness, p.token)('GET', `/kyc/accessTokens/${KYC_LEVELS.basic}`);
      expect(token.statusCode, token.body).toBe(200);
      const { url } = token.json().data as { url: string };
      expect(url).toMatch(/^http:\/\/localhost:8080\/sandbox\/kyc\/websdk\/_act-sbx-/);
      const page = await harness.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Approve');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      const sent = await harness.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'document_type=passport&document_file=passport.png&answer=GREEN',
      });
      expect(sent.statusCode).toBe(303);
      expect(sent.headers.location).toBe('http://localhost:8080/kyc');
      await eventually(async () => (await kycStateOf(harness, p.id))?.is_verified === true);
      expect(await kycStateOf(harness, p.id)).toEqual({
        is_verified: true,
        status_kyc: 'approved',
      });
      // Created, pending and reviewed: each delivered once, whatever order they came in.
      await eventually(
        async () =>
          (
            await rowsOf<{ n: number }>(
              harness,
              sql`select count(*)::int as n from kyc_sandbox_outbox where delivered_at is not null`,
            )
          )[0]!.n === 3,
      );
      // The page of an accepted applicant says so and takes nothing more.
      const again = await harness.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(again.body).toContain('already verified');
      const unknown = await harness.app.inject({
        method: 'GET',
        url: '/sandbox/kyc/websdk/_act-sbx-unknown',
      });
      expect(unknown.statusCode).toBe(404);
    } finally {
      await harness.close();
    }
  });

  it('records a rejection with its reason, and lets the player try again', async () => {
    const harness = await startHarness({ kyc: {} });
    try {
      await harness.app.listen({ port: 0, host: '127.0.0.1' });
      const p = await buildLoggedInPlayer(harness.database.db, { verified: false });
      const call = kycCall(harness, p.token);
      const first = (await call('GET', `/kyc/accessTokens/${KYC_LEVELS.basic}`)).json().data;
      await harness.app.inject({
        method: 'POST',
        url: new URL(first.url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'document_type=id_card&answer=RED&rejection=EXPIRATION_DATE',
      });
      await eventually(async () => (await levelsOf(harness, p.id))[0]?.status === 'rejected');
      expect(await levelsOf(harness, p.id)).toMatchObject([
        { reject_reason: 'EXPIRATION_DATE: The document has expired.' },
      ]);
      expect(await kycStateOf(harness, p.id)).toEqual({
        is_verified: false,
        status_kyc: 'rejected',
      });
      expect(await inboxOf(harness, p)).toContain('Your verification was not accepted');
      const second = (await call('GET', `/kyc/accessTokens/${KYC_LEVELS.basic}`)).json().data;
      const bad = await harness.app.inject({
        method: 'POST',
        url: new URL(second.url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'document_type=spaceship&answer=GREEN',
      });
      expect(bad.statusCode).toBe(422);
      await harness.app.inject({
        method: 'POST',
        url: new URL(second.url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'document_type=passport&answer=GREEN',
      });
      await eventually(async () => (await kycStateOf(harness, p.id))?.is_verified === true);
    } finally {
      await harness.close();
    }
  });
});

describe('the sandbox verification provider’s outbox', () => {
  let relay: WebhookRelay;
  beforeAll(async () => {
    relay = await startWebhookRelay({
      path: '/v1/kyc/webhooks/sandbox',
      signatureHeader: KYC_DIGEST_HEADER,
    });
  });
  afterAll(() => relay.close());

  it('tries again after the casino answered 500, and applies each event once', async () => {
    const harness = await startHarness({ kyc: { webhookUrl: relay.url } });
    relay.attach(harness);
    try {
      relay.failNext(4);
      const p = await buildLoggedInPlayer(harness.database.db, { verified: false });
      const { url } = (
        await kycCall(harness, p.token)('GET', `/kyc/accessTokens/${KYC_LEVELS.basic}`)
      ).json().data as { url: string };
      await harness.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'document_type=driver_license&answer=GREEN',
      });
      await eventually(async () => (await kycStateOf(harness, p.id))?.is_verified === true);
      expect(relay.deliveries.length).toBeGreaterThan(4);
      const outbox = () =>
        rowsOf<{ attempts: number; delivered: boolean }>(
          harness,
          sql`select attempts, delivered_at is not null as delivered from kyc_sandbox_outbox`,
        );
      await eventually(async () => (await outbox()).every((row) => row.delivered));
      expect((await outbox()).some((row) => row.attempts > 1)).toBe(true);
      const applied = await rowsOf<{ n: number }>(
        harness,
        sql`select count(*)::int as n from kyc_events where source = 'provider' and player_id = ${p.id}`,
      );
      // Created, pending and reviewed, each recorded once however many times it was tried.
      expect(applied[0]!.n).toBe(3);
    } finally {
      relay.attach(undefined);
      await harness.close();
    }
  });
});
