import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SKIN } from '../../db/seed/demo';
import { cashierInstance, neverAnswers } from '../../test/cashier-instance';
import { cashier, eventsOf, eventually, paymentOf } from '../../test/calls/payments';
import { buildStaff, loginStaff, staffCall } from '../../test/calls/staff';
import { buildLoggedInPlayer, type LoggedInPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';
import { rowsOf } from '../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';

/** A card deposit opened through the API: its id and the hosted page's path. */
const openCheckout = async (h: Harness, p: LoggedInPlayer, amount: number) => {
  const response = await cashier(h, p.token)('POST', '/deposit', {
    amount,
    payment_method_id: 1,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { transaction_id: id, url } = response.json().data as {
    transaction_id: number;
    url: string;
  };
  return { id, page: new URL(url).pathname };
};

const pay = (h: Harness, page: string, card = '4242424242424242') =>
  h.app.inject({
    method: 'POST',
    url: page,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `card=${card}&expiry=12%2F34&cvc=123`,
  });

/** The time passes: the deposit's checkout is past its expiry. */
const pastExpiry = (h: Harness, id: number) =>
  h.database.db.execute(
    sql`update payments set expires_at = now() - interval '1 second' where transaction_id = ${id}`,
  );

const checkoutsAtProvider = (h: Harness, id: number) =>
  rowsOf<{ status: string }>(
    h,
    sql`select status from psp_sandbox_sessions where kind = 'payment' and reference = ${String(id)}`,
  );

describe('a checkout nobody paid', () => {
  let h: Harness;
  let staff: ReturnType<typeof staffCall>;
  let staffName: string;

  beforeAll(async () => {
    h = await startHarness({ payments: { expireEveryMs: 100, sandboxDelayMs: 3_600_000 } });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    staffName = await buildStaff(h.database.db, 'payments');
    staff = staffCall(h, await loginStaff(h, staffName));
  });
  afterAll(async () => {
    await expectConsistentLedger(h);
    await h.close();
  });

  it('expires after CARD_CHECKOUT_EXPIRY_MINUTES, closes its page and stops counting against the limit', async () => {
    const p = await buildLoggedInPlayer(h.database.db, { maxDailyDeposit: 10_000n });
    const { id, page } = await openCheckout(h, p, 80);
    const [opened] = await rowsOf<{ minutes: number }>(
      h,
      sql`select extract(epoch from expires_at - created_at)::int / 60 as minutes
        from payments where transaction_id = ${id}`,
    );
    expect(opened!.minutes).toBe(60);
    // While it may still be paid, it counts: 80 + 30 is past the daily 100.
    const refused = await cashier(h, p.token)('POST', '/deposit', {
      amount: 30,
      payment_method_id: 1,
    });
    expect(refused.json().code).toBe('daily_deposit_limit');

    await pastExpiry(h, id);
    await eventually(async () => (await paymentOf(h, id))?.status === 'declined');
    expect((await eventsOf(h, id)).at(-1)).toMatchObject({
      source: 'system',
      type: 'checkout.expired',
      reason: 'Not paid in time.',
    });
    expect(await checkoutsAtProvider(h, id)).toEqual([{ status: 'expired' }]);
    const late = await pay(h, page);
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('This payment link has expired.');

    const again = await cashier(h, p.token)('POST', '/deposit', {
      amount: 30,
      payment_method_id: 1,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 0n });
  });

  it('leaves a checkout paid in time to its event, however late that comes', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const paying = await openCheckout(h, p, 40);
    // The delayed card: paid on the page in time, decided by the provider later.
    expect((await pay(h, paying.page, '4000000000000077')).statusCode).toBe(303);
    await pastExpiry(h, paying.id);
    // Another checkout past its time shows that the expiry has run over both.
    const other = await buildLoggedInPlayer(h.database.db);
    const unpaid = await openCheckout(h, other, 20);
    await pastExpiry(h, unpaid.id);
    await eventually(async () => (await paymentOf(h, unpaid.id))?.status === 'declined');
    expect(await paymentOf(h, paying.id)).toMatchObject({ status: 'initialized' });
    const declined = await staff('POST', `/card-deposits/${paying.id}/decline`, {
      reason: 'Looks abandoned',
    });
    expect(declined.json().code).toBe('provider_has_payment');

    await h.database.db.execute(
      sql`update psp_sandbox_sessions set decide_at = now() where reference = ${String(paying.id)}`,
    );
    await eventually(async () => (await paymentOf(h, paying.id))?.status === 'success');
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 4_000n });
  });

  it('is declined by staff with a reason, once for two clicks, and its page closes', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const { id, page } = await openCheckout(h, p, 25);
    const listed = (await staff('GET', '/card-deposits?status=initialized')).json().data;
    expect(listed.find((row: { id: number }) => row.id === id)).toMatchObject({
      status: 'initialized',
      expires_at: expect.any(String),
    });
    expect((await staff('POST', `/card-deposits/${id}/decline`, {})).statusCode).toBe(422);
    const clicks = await Promise.all([
      staff('POST', `/card-deposits/${id}/decline`, { reason: 'Player asked to cancel' }),
      staff('POST', `/card-deposits/${id}/decline`, { reason: 'Player asked to cancel' }),
    ]);
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 409]);
    expect(clicks.find((click) => click.statusCode === 200)!.json().data).toMatchObject({
      id,
      status: 'declined',
    });
    expect((await eventsOf(h, id)).filter((event) => event.type === 'checkout.declined')).toEqual([
      {
        source: 'operator',
        type: 'checkout.declined',
        actor: staffName,
        reason: 'Player asked to cancel',
      },
    ]);
    expect((await pay(h, page)).statusCode).toBe(409);
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 0n });
    const audited = await rowsOf<{ action: string }>(
      h,
      sql`select action from staff_audit where target = ${`deposit:${id}`}`,
    );
    expect(audited).toHaveLength(3);
  });

  it('refuses to decline a paid deposit or an offline one, changing nothing', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const { id, page } = await openCheckout(h, p, 25);
    await pay(h, page);
    await eventually(async () => (await paymentOf(h, id))?.status === 'success');
    const reason = { reason: 'Not wanted' };
    expect((await staff('POST', `/card-deposits/${id}/decline`, reason)).json().code).toBe(
      'transaction_not_pending',
    );
    const transfer = await cashier(h, p.token)('POST', '/deposit', {
      amount: 50,
      payment_method_id: 14,
      iban: 'DE89370400440532013000',
      bank: 'Deutsche Bank',
      accountnumber: '42',
    });
    const transferId = transfer.json().data.transaction_id as number;
    expect((await staff('POST', `/card-deposits/${transferId}/decline`, reason)).statusCode).toBe(
      404,
    );
    expect(await paymentOf(h, transferId)).toMatchObject({ status: 'pending' });
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 2_500n });
  });
});

describe('a server that stops while opening a checkout', () => {
  it('leaves nothing that counts for ever: the next server expires it, page or no page', async () => {
    const first = await startHarness({ payments: { expireEveryMs: 3_600_000 } });
    const p = await buildLoggedInPlayer(first.database.db, { maxDailyDeposit: 10_000n });
    const other = await buildLoggedInPlayer(first.database.db);
    const body = { amount: 60, payment_method_id: 1 };
    // One server stops before the provider answered; another once the provider made the page.
    void cashierInstance(first, () => ({ createCheckout: neverAnswers })).service.deposit(
      { skinId: DEMO_SKIN.id, playerId: p.id },
      body,
    );
    void cashierInstance(first, (sandbox) => ({
      createCheckout: async (input) => {
        await sandbox.createCheckout(input);
        return neverAnswers();
      },
    })).service.deposit({ skinId: DEMO_SKIN.id, playerId: other.id }, body);
    const opened = async (playerId: number) =>
      (
        await rowsOf<{ id: number }>(
          first,
          sql`select transaction_id::int as id from payments where player_id = ${playerId}`,
        )
      )[0]?.id;
    await eventually(async () => (await opened(p.id)) !== undefined);
    await eventually(
      async () => (await checkoutsAtProvider(first, (await opened(other.id)) ?? 0)).length === 1,
    );
    const ids = [(await opened(p.id))!, (await opened(other.id))!];
    const kept = await first.detach();

    const second = await startHarness({ reuse: kept, payments: { expireEveryMs: 100 } });
    try {
      for (const id of ids) {
        expect(await paymentOf(second, id)).toMatchObject({
          status: 'initialized',
          provider_reference: null,
        });
        await pastExpiry(second, id);
      }
      for (const id of ids)
        await eventually(async () => (await paymentOf(second, id))?.status === 'declined');
      expect(await checkoutsAtProvider(second, ids[1]!)).toEqual([{ status: 'expired' }]);
      const again = await cashier(second, p.token)('POST', '/deposit', {
        amount: 60,
        payment_method_id: 1,
      });
      expect(again.statusCode, again.body).toBe(201);
      await expectConsistentLedger(second);
    } finally {
      await second.close();
    }
  });
});
