import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedInPlayer, type LoggedInPlayer } from '../../test/factories/players';
import {
  cashier,
  cashierCounts,
  eventsOf,
  eventually,
  opsPayments,
  paidCardDeposit,
  paymentOf,
} from '../../test/calls/payments';
import { OPS_TOKEN, startHarness, type Harness } from '../../test/harness';
import { rowsOf } from '../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ payments: { expireEveryMs: 200 } });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await expectConsistentLedger(h);
  await h.close();
});

const who = { operator: 'operator', reason: 'Checked the statement' };
const IBAN = 'DE89370400440532013000';

const withdrawal = async (p: LoggedInPlayer, amount: number) => {
  const response = await cashier(h, p.token)('POST', '/withdraw', {
    amount,
    account_id: 999,
    accountNumber: IBAN,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.transaction_id as number;
};

const transfer = async (p: LoggedInPlayer, amount: number) => {
  const response = await cashier(h, p.token)('POST', '/deposit', {
    amount,
    payment_method_id: 14,
    iban: IBAN,
    bank: 'Deutsche Bank',
    accountnumber: '42',
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.transaction_id as number;
};

/** The balance of a house account of EUR, minor units. */
const houseBalance = async (kind: string) =>
  BigInt(
    (
      await rowsOf<{ sum: string }>(
        h,
        sql`select coalesce(sum(e.amount), 0)::text as sum from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        where a.player_id is null and a.kind = ${kind} and a.currency_id = 1`,
      )
    )[0]!.sum,
  );

describe('operator actions on withdrawals', () => {
  it('lists it pending, approves it, and the payout’s webhook settles it', async () => {
    const p = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });
    const id = await withdrawal(p, 50);
    const pending = (await opsPayments(h, 'GET', '/pending')).json().data;
    expect(pending.map((row: { transaction_id: number }) => row.transaction_id)).toContain(id);
    const clearing = await houseBalance('payment_clearing');
    const approved = await opsPayments(h, 'POST', `/${id}/approve`, who);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'authorized' });
    expect(approved.json().data.provider_reference).toMatch(/^po_test_/);
    // An approved withdrawal can no longer be cancelled by the player.
    const cancel = await cashier(h, p.token)('GET', `/providers/sandbox/decline/${id}`);
    expect(cancel.json().code).toBe('transaction_not_pending');
    await eventually(async () => (await paymentOf(h, id))?.status === 'success');
    expect(await pocketsOf(h, p.id)).toMatchObject({ available: 5_000n });
    expect((await houseBalance('payment_clearing')) - clearing).toBe(5_000n);
    const events = await eventsOf(h, id);
    expect(events.map((event) => event.type)).toEqual([
      'withdrawal.requested',
      'withdrawal.approved',
      'payout.sent',
      'payout.paid',
    ]);
    expect(events[1]).toMatchObject({ actor: 'operator', reason: 'Checked the statement' });
  });

  it('gives the money back when the payout fails (an amount ending in .13)', async () => {
    const p = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });
    const id = await withdrawal(p, 20.13);
    await opsPayments(h, 'POST', `/${id}/approve`, who);
    await eventually(async () => (await paymentOf(h, id))?.status === 'declined');
    expect(await pocketsOf(h, p.id)).toMatchObject({ available: 10_000n });
  });

  it('rejects with a reason, once, and refuses an action without one', async () => {
    const p = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });
    const id = await withdrawal(p, 30);
    const noReason = await opsPayments(h, 'POST', `/${id}/reject`, { operator: 'operator' });
    expect(noReason.statusCode).toBe(422);
    const rejected = await opsPayments(h, 'POST', `/${id}/reject`, {
      ...who,
      reason: 'Name does not match',
    });
    expect(rejected.json().data.status).toBe('declined');
    const again = await opsPayments(h, 'POST', `/${id}/reject`, who);
    expect(again.statusCode).toBe(409);
    expect(await pocketsOf(h, p.id)).toMatchObject({ available: 10_000n });
    const last = (await eventsOf(h, id)).at(-1);
    expect(last).toMatchObject({ type: 'withdrawal.rejected', reason: 'Name does not match' });
  });

  it('needs the operator token', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/ops/payments/pending' });
    expect(response.statusCode).toBe(403);
  });
});

describe('operator actions on deposits', () => {
  it('credits what arrived for a bank transfer, and declines a crypto transfer', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const id = await transfer(p, 100);
    const confirmed = await opsPayments(h, 'POST', `/${id}/confirm`, { ...who, amount: 99.5 });
    expect(confirmed.statusCode).toBe(200);
    expect(await paymentOf(h, id)).toMatchObject({
      status: 'success',
      amount: '10000',
      wallet_amount: '9950',
      balance_after: '9950',
    });
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 9_950n });
    expect((await opsPayments(h, 'POST', `/${id}/confirm`, { ...who, amount: 1 })).statusCode).toBe(
      409,
    );

    const crypto = await cashier(h, p.token)('POST', '/deposit', {
      amount: 30,
      payment_method_id: 161,
      sender_name: 'Anna',
      reference_code: 'R1',
    });
    const cryptoId = crypto.json().data.transaction_id;
    const declined = await opsPayments(h, 'POST', `/${cryptoId}/decline`, who);
    expect(declined.json().data.status).toBe('declined');
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 9_950n });
  });

  it('refuses bad confirmed amounts and a withdrawal’s id, changing nothing', async () => {
    const p = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });
    const id = await transfer(p, 50);
    const before = await cashierCounts(h, p.id);
    for (const amount of [0, -1, 1.001, '1e309', 'ten'])
      expect((await opsPayments(h, 'POST', `/${id}/confirm`, { ...who, amount })).statusCode).toBe(
        422,
      );
    const withdrawalId = await withdrawal(p, 20);
    expect(
      (await opsPayments(h, 'POST', `/${withdrawalId}/confirm`, { ...who, amount: 20 })).statusCode,
    ).toBe(404);
    expect((await paymentOf(h, id))?.status).toBe('pending');
    expect((await cashierCounts(h, p.id)).transactions).toBe(before.transactions + 1);
  });

  it('reverts a card deposit (chargeback) from deposited, then available', async () => {
    const p = await buildLoggedInPlayer(h.database.db, { money: { available: 1_000n } });
    const response = await cashier(h, p.token)('POST', '/deposit', {
      amount: 20,
      payment_method_id: 1,
    });
    const { transaction_id: id, url } = response.json().data;
    await h.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=4242424242424242&expiry=12%2F34&cvc=123',
    });
    await eventually(async () => (await paymentOf(h, id))?.status === 'success');
    // Part of the deposit is gone (an operator's debit stands for play): the chargeback takes
    // the rest from available.
    const adjust = await h.app.inject({
      method: 'POST',
      url: '/ops/wallet/adjust',
      headers: { 'x-ops-token': OPS_TOKEN },
      payload: {
        username: p.username,
        direction: 'debit',
        pocket: 'deposited',
        amount: 5,
        reason: 'Played',
      },
    });
    expect(adjust.statusCode).toBe(200);
    const reverted = await opsPayments(h, 'POST', `/${id}/revert`, {
      ...who,
      reason: 'Chargeback from the card issuer',
    });
    expect(reverted.json().data.status).toBe('reverted');
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 0n, available: 500n });

    const poor = await buildLoggedInPlayer(h.database.db);
    const again = await cashier(h, poor.token)('POST', '/deposit', {
      amount: 20,
      payment_method_id: 1,
    });
    const paid = again.json().data;
    await h.app.inject({
      method: 'POST',
      url: new URL(paid.url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=4242424242424242&expiry=12%2F34&cvc=123',
    });
    await eventually(async () => (await paymentOf(h, paid.transaction_id))?.status === 'success');
    await h.app.inject({
      method: 'POST',
      url: '/ops/wallet/adjust',
      headers: { 'x-ops-token': OPS_TOKEN },
      payload: {
        username: poor.username,
        direction: 'debit',
        pocket: 'deposited',
        amount: 15,
        reason: 'Played',
      },
    });
    const short = await opsPayments(h, 'POST', `/${paid.transaction_id}/revert`, who);
    expect(short.json().code).toBe('insufficient_funds');
    expect((await paymentOf(h, paid.transaction_id))?.status).toBe('success');
  });

  it('forfeits the bonus a reverted deposit earned, winnings included, in the same step', async () => {
    const [welcome] = await rowsOf<{ id: number }>(
      h,
      sql`select id from campaigns where code = 'WELCOME100'`,
    );
    const p = await buildLoggedInPlayer(h.database.db, { registrationCampaignId: welcome!.id });
    const { id } = await paidCardDeposit(h, p.token, 50);
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 5_000n, bonus: 5_000n });
    // What the bonus money won stays in the bonus pocket while it is being wagered.
    const won = await h.app.inject({
      method: 'POST',
      url: '/ops/wallet/adjust',
      headers: { 'x-ops-token': OPS_TOKEN },
      payload: {
        username: p.username,
        direction: 'credit',
        pocket: 'bonus',
        amount: 7.5,
        reason: 'Won',
      },
    });
    expect(won.statusCode).toBe(200);
    const reverted = await opsPayments(h, 'POST', `/${id}/revert`, {
      ...who,
      reason: 'Chargeback from the card issuer',
    });
    expect(reverted.json().data.status).toBe('reverted');
    expect(await pocketsOf(h, p.id)).toEqual({ available: 0n, deposited: 0n, bonus: 0n });
    expect(
      await rowsOf(
        h,
        sql`select status, ended_by, ended_amount::text from player_bonuses where player_id = ${p.id}`,
      ),
    ).toEqual([{ status: 'forfeited', ended_by: 'operator', ended_amount: '5750' }]);
  });

  it('declines offline transfers not confirmed before they expire', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const id = await transfer(p, 40);
    await h.database.db.execute(
      sql`update payments set expires_at = now() - interval '1 second' where transaction_id = ${id}`,
    );
    await eventually(async () => (await paymentOf(h, id))?.status === 'declined');
    expect((await eventsOf(h, id)).at(-1)).toMatchObject({
      source: 'system',
      type: 'transfer.expired',
    });
  });
});
