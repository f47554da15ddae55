import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedInPlayer, type LoggedInPlayer } from '../../test/factories/players';
import { cashier, eventsOf, eventually, paymentOf, postWebhook } from '../../test/calls/payments';
import { WEBHOOK_SIGNATURE_HEADER } from '../../adapters/psp/psp';
import { startHarness, type Harness } from '../../test/harness';
import { rowsOf } from '../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';
import { startWebhookRelay, type WebhookRelay } from '../../test/webhook-relay';

let h: Harness;

/** A deposit opened through the API, with the hosted page's session id as its reference. */
const openCardDeposit = async (harness: Harness, p: LoggedInPlayer, amount = 25) => {
  const response = await cashier(harness, p.token)('POST', '/deposit', {
    amount,
    payment_method_id: 1,
  });
  const { transaction_id: id, url } = response.json().data as {
    transaction_id: number;
    url: string;
  };
  const reference = (await paymentOf(harness, id))!.provider_reference!;
  return { id, url, reference, amount: BigInt(amount * 100) };
};

const pay = (harness: Harness, url: string, card = '4242424242424242') =>
  harness.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `card=${card}&expiry=12%2F34&cvc=123`,
  });

describe('signed webhooks', () => {
  beforeAll(async () => {
    // Not listening: the sandbox's own deliveries stay in its outbox; these tests post by hand.
    h = await startHarness({ payments: {} });
  });
  afterAll(async () => {
    await expectConsistentLedger(h);
    await h.close();
  });

  it('refuses a bad signature and a stale timestamp, changing nothing', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const deposit = await openCardDeposit(h, p);
    const event = {
      type: 'payment.succeeded',
      transactionId: deposit.id,
      reference: deposit.reference,
      amount: deposit.amount,
    };
    const forged = await postWebhook(h, event, { secret: 'another-secret-of-at-least-24-chars' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('invalid_webhook_signature');
    const stale = await postWebhook(h, event, { at: new Date(Date.now() - 301_000) });
    expect(stale.statusCode).toBe(400);
    const missing = await postWebhook(h, event, { signature: '' });
    expect(missing.statusCode).toBe(400);
    const tampered = await h.app.inject({
      method: 'POST',
      url: '/v1/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'psp-signature': 't=1,v1=' + '0'.repeat(64) },
      payload: '{"id":"evt_test_x"',
    });
    expect(tampered.statusCode).toBe(400);
    expect((await paymentOf(h, deposit.id))?.status).toBe('initialized');
    expect(await eventsOf(h, deposit.id)).toHaveLength(1);
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 0n });
  });

  it('moves money once for a replayed event id, and ignores an event out of order', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const deposit = await openCardDeposit(h, p);
    const succeeded = {
      id: 'evt_test_replayed',
      type: 'payment.succeeded',
      transactionId: deposit.id,
      reference: deposit.reference,
      amount: deposit.amount,
    };
    expect((await postWebhook(h, succeeded)).json()).toEqual({
      received: true,
      outcome: 'applied',
    });
    expect((await postWebhook(h, succeeded)).json().outcome).toBe('duplicate');
    const declined = await postWebhook(h, { ...succeeded, id: undefined, type: 'payment.failed' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().outcome).toBe('ignored');
    expect(await paymentOf(h, deposit.id)).toMatchObject({ status: 'success' });
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 2_500n });
    expect((await eventsOf(h, deposit.id)).map((event) => event.type)).toEqual([
      'deposit.requested',
      'payment.succeeded',
      'ignored',
    ]);
  });

  it('records an event for an unknown transaction as ignored and answers 200', async () => {
    const response = await postWebhook(h, {
      type: 'payment.succeeded',
      transactionId: 987_654_321,
      reference: 'cs_test_unknown',
      amount: 1_000n,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('ignored');
    const [row] = await rowsOf<{ n: number }>(
      h,
      sql`select count(*)::int as n from payment_events where transaction_id is null and type = 'ignored'`,
    );
    expect(row!.n).toBeGreaterThanOrEqual(1);
  });

  it('moves money once when the same delivery comes 20 times at once', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const deposit = await openCardDeposit(h, p, 40);
    const event = {
      id: 'evt_test_twenty',
      type: 'payment.succeeded',
      transactionId: deposit.id,
      reference: deposit.reference,
      amount: deposit.amount,
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => postWebhook(h, event)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json().outcome === 'applied')).toHaveLength(1);
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 4_000n });
  });

  it('ignores an event of the payment’s minor amount in another currency', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const deposit = await openCardDeposit(h, p);
    const event = {
      type: 'payment.succeeded',
      transactionId: deposit.id,
      reference: deposit.reference,
      amount: deposit.amount,
    };
    const forints = await postWebhook(h, { ...event, currency: 'HUF' });
    expect(forints.json().outcome).toBe('ignored');
    expect(await paymentOf(h, deposit.id)).toMatchObject({ status: 'initialized' });
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 0n });
    expect((await eventsOf(h, deposit.id)).at(-1)).toMatchObject({
      type: 'ignored',
      reason: 'payment.succeeded of 25 HUF is not the deposit of 25 EUR',
    });
    expect((await postWebhook(h, event)).json().outcome).toBe('applied');
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 2_500n });
  });

  it('reads the signature from Stripe’s own header as well', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const deposit = await openCardDeposit(h, p);
    const event = {
      type: 'payment.succeeded',
      transactionId: deposit.id,
      reference: deposit.reference,
      amount: deposit.amount,
    };
    const forged = await postWebhook(h, event, {
      header: 'Stripe-Signature',
      secret: 'another-secret-of-at-least-24-chars',
    });
    expect(forged.json().code).toBe('invalid_webhook_signature');
    const signed = await postWebhook(h, event, { header: 'Stripe-Signature' });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().outcome).toBe('applied');
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 2_500n });
  });

  it('ignores an event whose amount or reference is not the payment’s', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const deposit = await openCardDeposit(h, p);
    const base = { type: 'payment.succeeded', transactionId: deposit.id };
    const wrongAmount = await postWebhook(h, { ...base, reference: deposit.reference, amount: 1n });
    const wrongReference = await postWebhook(h, {
      ...base,
      reference: 'cs_test_other',
      amount: deposit.amount,
    });
    expect([wrongAmount.json().outcome, wrongReference.json().outcome]).toEqual([
      'ignored',
      'ignored',
    ]);
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 0n });
  });
});

describe('the sandbox’s outbox', () => {
  let relay: WebhookRelay;
  beforeAll(async () => {
    relay = await startWebhookRelay({
      path: '/v1/payments/webhooks/sandbox',
      signatureHeader: WEBHOOK_SIGNATURE_HEADER,
    });
  });
  afterAll(() => relay.close());

  it('tries again after the casino answered 500, and credits once', async () => {
    const harness = await startHarness({ payments: { webhookUrl: relay.url } });
    relay.attach(harness);
    try {
      relay.failNext(2);
      const p = await buildLoggedInPlayer(harness.database.db);
      const deposit = await openCardDeposit(harness, p);
      await pay(harness, deposit.url);
      await eventually(async () => (await paymentOf(harness, deposit.id))?.status === 'success');
      const tried = relay.deliveries;
      expect(tried.length).toBeGreaterThanOrEqual(3);
      // The delay grows between attempts.
      expect(tried[2]! - tried[1]!).toBeGreaterThan(tried[1]! - tried[0]!);
      const outbox = () =>
        rowsOf<{ attempts: number; delivered: boolean }>(
          harness,
          sql`select attempts, delivered_at is not null as delivered from psp_sandbox_outbox`,
        );
      // The delivery is marked once the casino's answer is back, just after the money moved.
      await eventually(async () => (await outbox())[0]?.delivered === true);
      expect(await outbox()).toEqual([{ attempts: 3, delivered: true }]);
      expect(await pocketsOf(harness, p.id)).toMatchObject({ deposited: 2_500n });
      await expectConsistentLedger(harness);
    } finally {
      relay.attach(undefined);
      await harness.close();
    }
  });

  it('keeps an event through a restart between the approval and its delivery', async () => {
    // The first server stops before it can deliver: the casino is unreachable meanwhile.
    const first = await startHarness({ payments: { webhookUrl: relay.url } });
    relay.failNext(1_000);
    const p = await buildLoggedInPlayer(first.database.db);
    const deposit = await openCardDeposit(first, p);
    await pay(first, deposit.url);
    await eventually(async () => {
      const [row] = await rowsOf<{ attempts: number }>(
        first,
        sql`select attempts from psp_sandbox_outbox`,
      );
      return (row?.attempts ?? 0) >= 1;
    });
    const kept = await first.detach();

    relay.failNext(0);
    const second = await startHarness({ reuse: kept, payments: {} });
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      await eventually(async () => (await paymentOf(second, deposit.id))?.status === 'success');
      expect(await pocketsOf(second, p.id)).toMatchObject({ deposited: 2_500n });
      await expectConsistentLedger(second);
    } finally {
      await second.close();
    }
  });
});
