import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierInstance, neverAnswers } from '../../test/cashier-instance';
import { cashier, eventsOf, eventually, paymentOf } from '../../test/calls/payments';
import { buildStaff, loginStaff, staffCall } from '../../test/calls/staff';
import { buildLoggedInPlayer, type LoggedInPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';
import { rowsOf } from '../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';

const IBAN = 'DE89370400440532013000';
const who = { operator: 'operator', reason: 'Checked the statement' };
const unreachable = () => ({
  createPayout: async (): Promise<never> => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:443');
  },
});

const withdrawal = async (h: Harness, p: LoggedInPlayer, amount: number) => {
  const response = await cashier(h, p.token)('POST', '/withdraw', {
    amount,
    account_id: 999,
    accountNumber: IBAN,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.transaction_id as number;
};

/** The sandbox provider's payouts of one withdrawal. */
const payoutsAtProvider = (h: Harness, id: number) =>
  rowsOf<{ id: string; status: string }>(
    h,
    sql`select id, status from psp_sandbox_sessions where kind = 'payout' and reference = ${String(id)}`,
  );

const typesOf = async (h: Harness, id: number) => (await eventsOf(h, id)).map((e) => e.type);

describe('a server that stops in the middle of a payout', () => {
  it('before the provider answered: the next server hands it over once, and it is paid', async () => {
    // The first server sends no payout of its own: only the one that stops calls the provider.
    const first = await startHarness({ payments: { payoutEveryMs: 3_600_000 } });
    const p = await buildLoggedInPlayer(first.database.db, { money: { available: 10_000n } });
    const id = await withdrawal(first, p, 40);
    const stopping = cashierInstance(first, () => ({ createPayout: neverAnswers }), {
      payouts: { leaseMs: 1_000 },
    });
    void stopping.ops.approveWithdrawal(id, who);
    await eventually(async () => (await paymentOf(first, id))?.status === 'authorized');
    const kept = await first.detach();

    const second = await startHarness({ reuse: kept, payments: {} });
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      await eventually(async () => (await paymentOf(second, id))?.status === 'success');
      expect(await payoutsAtProvider(second, id)).toEqual([
        { id: expect.stringMatching(/^po_test_/), status: 'succeeded' },
      ]);
      expect(await pocketsOf(second, p.id)).toMatchObject({ available: 6_000n });
      expect(await typesOf(second, id)).toEqual([
        'withdrawal.requested',
        'withdrawal.approved',
        'payout.sent',
        'payout.paid',
      ]);
      await expectConsistentLedger(second);
    } finally {
      await second.close();
    }
  });

  it('after the provider made it, its answer lost: the next server does not pay it twice', async () => {
    const first = await startHarness({ payments: { payoutEveryMs: 3_600_000 } });
    const p = await buildLoggedInPlayer(first.database.db, { money: { available: 10_000n } });
    const id = await withdrawal(first, p, 25);
    const stopping = cashierInstance(
      first,
      (sandbox) => ({
        createPayout: async (input) => {
          await sandbox.createPayout(input);
          return neverAnswers();
        },
      }),
      { payouts: { leaseMs: 1_000 } },
    );
    void stopping.ops.approveWithdrawal(id, who);
    await eventually(async () => (await payoutsAtProvider(first, id)).length === 1);
    const kept = await first.detach();

    const second = await startHarness({ reuse: kept, payments: {} });
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      await eventually(async () => (await paymentOf(second, id))?.status === 'success');
      // The provider's payout, then the next server's call with the same transaction: still one.
      await eventually(async () => {
        const [payout] = await rowsOf<{ status: string }>(
          second,
          sql`select status from payment_payouts where transaction_id = ${id}`,
        );
        return payout?.status === 'sent';
      });
      expect(await payoutsAtProvider(second, id)).toHaveLength(1);
      expect((await typesOf(second, id)).filter((type) => type === 'payout.paid')).toHaveLength(1);
      expect(await pocketsOf(second, p.id)).toMatchObject({ available: 7_500n });
      await expectConsistentLedger(second);
    } finally {
      await second.close();
    }
  });

  it('keeps a payout the provider could not take, and hands it over again by itself', async () => {
    const h = await startHarness({ payments: {} });
    try {
      await h.app.listen({ port: 0, host: '127.0.0.1' });
      const p = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });
      const id = await withdrawal(h, p, 30);
      // Approved where the provider could not be reached: the money stays promised, not returned.
      const approved = await cashierInstance(h, unreachable, {
        payouts: { retryBaseMs: 200 },
      }).ops.approveWithdrawal(id, who);
      expect(approved.status).toBe('authorized');
      await eventually(async () => (await paymentOf(h, id))?.status === 'success');
      expect(await payoutsAtProvider(h, id)).toHaveLength(1);
      expect(await pocketsOf(h, p.id)).toMatchObject({ available: 7_000n });
      await expectConsistentLedger(h);
    } finally {
      await h.close();
    }
  });
});

describe('staff ways out of an approved withdrawal', () => {
  let h: Harness;
  let staff: ReturnType<typeof staffCall>;
  let staffName: string;

  beforeAll(async () => {
    // No payout is handed over by a timer here: what is stuck stays stuck until staff act.
    h = await startHarness({ payments: { payoutEveryMs: 3_600_000 } });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    staffName = await buildStaff(h.database.db, 'payments');
    staff = staffCall(h, await loginStaff(h, staffName));
  });
  afterAll(async () => {
    await expectConsistentLedger(h);
    await h.close();
  });

  /** A withdrawal approved on a server whose provider could not be reached, not due for an hour. */
  const stuck = async (amount: number) => {
    const p = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });
    const id = await withdrawal(h, p, amount);
    const approved = await cashierInstance(h, unreachable, {
      payouts: { retryBaseMs: 3_600_000 },
    }).ops.approveWithdrawal(id, who);
    expect(approved).toMatchObject({ status: 'authorized', provider_reference: null });
    return { p, id };
  };

  it('lists a stuck payout with its error, and hands it over again at a click, once', async () => {
    const { p, id } = await stuck(20);
    const listed = (await staff('GET', '/withdrawals?status=authorized')).json().data;
    expect(listed.find((row: { id: number }) => row.id === id)).toMatchObject({
      status: 'authorized',
      payout: { status: 'due', attempts: 1, last_error: 'connect ECONNREFUSED 10.0.0.7:443' },
    });
    // Two clicks at once: the provider is asked once.
    const clicks = await Promise.all([
      staff('POST', `/withdrawals/${id}/retry-payout`),
      staff('POST', `/withdrawals/${id}/retry-payout`, { reason: 'Provider is back' }),
    ]);
    for (const click of clicks) expect([200, 409], click.body).toContain(click.statusCode);
    expect(clicks.some((click) => click.statusCode === 200)).toBe(true);
    await eventually(async () => (await paymentOf(h, id))?.status === 'success');
    expect(await payoutsAtProvider(h, id)).toHaveLength(1);
    expect(await pocketsOf(h, p.id)).toMatchObject({ available: 8_000n });
    // A payout the provider has is not handed over again.
    const again = await staff('POST', `/withdrawals/${id}/retry-payout`);
    expect(again.json().code).toBe('transaction_not_pending');
    const audited = await rowsOf<{ action: string; details: { status: number } }>(
      h,
      sql`select action, details from staff_audit where target = ${`withdrawal:${id}`} order by id`,
    );
    expect(audited.map((row) => row.action)).toEqual([
      'payments.decide',
      'payments.decide',
      'payments.decide',
    ]);
  });

  it('stops a stuck payout and returns the money once, for two clicks at once', async () => {
    const { p, id } = await stuck(35);
    expect(await pocketsOf(h, p.id)).toMatchObject({ available: 6_500n });
    expect((await staff('POST', `/withdrawals/${id}/stop-payout`, {})).statusCode).toBe(422);
    const clicks = await Promise.all([
      staff('POST', `/withdrawals/${id}/stop-payout`, { reason: 'Provider lost the account' }),
      staff('POST', `/withdrawals/${id}/stop-payout`, { reason: 'Provider lost the account' }),
    ]);
    const codes = clicks.map((click) => click.statusCode).sort();
    expect(codes, clicks.map((click) => click.body).join('\n')).toEqual([200, 409]);
    const done = clicks.find((click) => click.statusCode === 200)!;
    expect(done.json().data).toMatchObject({ id, status: 'declined' });
    expect(await pocketsOf(h, p.id)).toMatchObject({ available: 10_000n });
    expect(await payoutsAtProvider(h, id)).toEqual([]);
    const events = await eventsOf(h, id);
    expect(events.filter((event) => event.type === 'payout.stopped')).toEqual([
      {
        source: 'operator',
        type: 'payout.stopped',
        actor: staffName,
        reason: 'Provider lost the account',
      },
    ]);
    // Nothing is handed over any more, and the money is not returned twice.
    expect((await staff('POST', `/withdrawals/${id}/retry-payout`)).statusCode).toBe(409);
    expect(await pocketsOf(h, p.id)).toMatchObject({ available: 10_000n });
  });

  it('refuses a pending withdrawal, a deposit and a role without the permission, changing nothing', async () => {
    const p = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });
    const id = await withdrawal(h, p, 25);
    const reason = { reason: 'Not approved yet' };
    const pending = await staff('POST', `/withdrawals/${id}/stop-payout`, reason);
    expect(pending.json().code).toBe('transaction_not_pending');
    expect((await staff('POST', `/withdrawals/${id}/retry-payout`)).statusCode).toBe(409);
    const deposit = await cashier(h, p.token)('POST', '/deposit', {
      amount: 50,
      payment_method_id: 14,
      iban: IBAN,
      bank: 'Deutsche Bank',
      accountnumber: '42',
    });
    const depositId = deposit.json().data.transaction_id as number;
    expect((await staff('POST', `/withdrawals/${depositId}/stop-payout`, reason)).statusCode).toBe(
      404,
    );
    const support = staffCall(h, await loginStaff(h, await buildStaff(h.database.db, 'support')));
    const refused = await support('POST', `/withdrawals/${id}/stop-payout`, reason);
    expect(refused.json().code).toBe('staff_forbidden');
    expect(await paymentOf(h, id)).toMatchObject({ status: 'pending' });
    expect(await pocketsOf(h, p.id)).toMatchObject({ available: 7_500n });
  });
});

describe('a payout the provider holds', () => {
  it('stops one still being processed, and leaves one it paid to its webhook', async () => {
    // Not listening at first: the provider's webhooks wait in its outbox.
    const h = await startHarness({ payments: { sandboxDelayMs: 60_000 } });
    try {
      const name = await buildStaff(h.database.db, 'payments');
      const staff = staffCall(h, await loginStaff(h, name));
      const p = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });

      const processing = await withdrawal(h, p, 20);
      const approved = await staff('POST', `/withdrawals/${processing}/approve`);
      expect(approved.json().data).toMatchObject({
        status: 'authorized',
        payout: { status: 'sent' },
      });
      const stopped = await staff('POST', `/withdrawals/${processing}/stop-payout`, {
        reason: 'Wrong account',
      });
      expect(stopped.json().data).toMatchObject({ status: 'declined' });
      expect(await payoutsAtProvider(h, processing)).toEqual([
        { id: expect.any(String), status: 'cancelled' },
      ]);
      expect(await pocketsOf(h, p.id)).toMatchObject({ available: 10_000n });

      // Another player: one withdrawal request per player every 10 minutes.
      const other = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });
      const paid = await withdrawal(h, other, 22);
      await staff('POST', `/withdrawals/${paid}/approve`);
      // The provider pays it; its webhook has not arrived yet.
      await h.database.db.execute(
        sql`update psp_sandbox_sessions set decide_at = now() where reference = ${String(paid)}`,
      );
      await eventually(async () => (await payoutsAtProvider(h, paid))[0]?.status === 'succeeded');
      const refused = await staff('POST', `/withdrawals/${paid}/stop-payout`, {
        reason: 'Too late',
      });
      expect(refused.json().code).toBe('provider_has_payment');
      expect(await paymentOf(h, paid)).toMatchObject({ status: 'authorized' });
      expect(await pocketsOf(h, other.id)).toMatchObject({ available: 7_800n });
      await h.app.listen({ port: 0, host: '127.0.0.1' });
      await eventually(async () => (await paymentOf(h, paid))?.status === 'success');
      expect(await pocketsOf(h, other.id)).toMatchObject({ available: 7_800n });
      await expectConsistentLedger(h);
    } finally {
      await h.close();
    }
  });
});
