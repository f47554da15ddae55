import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../../adapters/psp/psp';
import { OPS_TOKEN, PSP_WEBHOOK_SECRET, type Harness } from '../harness';
import { rowsOf } from '../queries/rows';

/** A call of the player's cashier with their session. */
export const cashier =
  (h: Harness, token: string) =>
  (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    h.call({
      method,
      url: `/v1/payments${url}`,
      headers: { 'user-token': token },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

/** An operator's call of the payments' operator API. */
export const opsPayments = (h: Harness, method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/ops/payments${url}`,
    headers: { 'x-ops-token': OPS_TOKEN },
    ...(payload ? { payload } : {}),
  });

/** A payment as the database has it, with its wallet transaction's status and balance after. */
export const paymentOf = async (h: Harness, id: number) =>
  (
    await rowsOf<{
      status: string;
      wallet_status: string;
      amount: string;
      wallet_amount: string;
      balance_after: string | null;
      provider_reference: string | null;
    }>(
      h,
      sql`select p.status, t.status as wallet_status, p.amount::text, t.amount::text as wallet_amount,
        t.balance_after::text, p.provider_reference
      from payments p join wallet_transactions t on t.id = p.transaction_id
      where p.transaction_id = ${id}`,
    )
  )[0];

export const eventsOf = (h: Harness, id: number) =>
  rowsOf<{ source: string; type: string; actor: string; reason: string | null }>(
    h,
    sql`select source, type, actor, reason from payment_events where transaction_id = ${id} order by id`,
  );

/** Counts of what a refused request must not have created. */
export const cashierCounts = async (h: Harness, playerId: number) =>
  (
    await rowsOf<{ transactions: number; payments: number; entries: number }>(
      h,
      sql`select
        (select count(*)::int from wallet_transactions where player_id = ${playerId}) as transactions,
        (select count(*)::int from payments where player_id = ${playerId}) as payments,
        (select count(*)::int from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.player_id = ${playerId}) as entries`,
    )
  )[0]!;

/** A sandbox webhook as the provider would sign it (or not), posted to the casino. */
export const postWebhook = (
  h: Harness,
  event: {
    id?: string;
    type: string;
    transactionId: number;
    reference: string;
    amount: bigint;
    currency?: string;
  },
  options: { secret?: string; at?: Date; signature?: string; header?: string } = {},
) => {
  const body = JSON.stringify({
    id: event.id ?? `evt_test_${randomUUID()}`,
    type: event.type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: event.reference,
        reference: String(event.transactionId),
        amount: Number(event.amount),
        currency: event.currency ?? 'EUR',
      },
    },
  });
  return h.app.inject({
    method: 'POST',
    url: '/v1/payments/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      [options.header ?? WEBHOOK_SIGNATURE_HEADER]:
        options.signature ??
        signWebhook(options.secret ?? PSP_WEBHOOK_SECRET, body, options.at ?? new Date()),
    },
    payload: body,
  });
};

/**
 * A card deposit the player opens and the provider pays: its `payment.succeeded` webhook is
 * delivered. Answers the transaction's id and the event, to deliver it again.
 */
export const paidCardDeposit = async (h: Harness, token: string, amount: number) => {
  const opened = await cashier(h, token)('POST', '/deposit', { amount, payment_method_id: 1 });
  expect(opened.statusCode, opened.body).toBe(201);
  const id = opened.json().data.transaction_id as number;
  const reference = (await paymentOf(h, id))!.provider_reference!;
  const event = {
    id: `evt_test_${randomUUID()}`,
    type: 'payment.succeeded',
    transactionId: id,
    reference,
    amount: BigInt(Math.round(amount * 100)),
  };
  expect((await postWebhook(h, event)).statusCode).toBe(200);
  return { id, event };
};

/** Waits until `check` answers true, polling; fails after `timeoutMs`. */
export const eventually = async (check: () => Promise<boolean>, timeoutMs = 8_000) => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The condition did not come true in time.');
};
