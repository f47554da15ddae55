import { randomUUID } from 'node:crypto';
import { STAFF_ADJUSTMENT_APPROVAL_EUR, TRANSACTION_TYPES } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, loginStaff, staffCall } from '../../test/calls/staff';
import { buildLoggedInPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';
import { rowsOf } from '../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';

let h: Harness;
const call = {} as Record<
  'admin' | 'payments' | 'payments2' | 'support' | 'content' | 'compliance',
  ReturnType<typeof staffCall>
>;
const names = {} as Record<keyof typeof call, string>;

beforeAll(async () => {
  h = await startHarness();
  for (const who of Object.keys({
    admin: 1,
    payments: 1,
    payments2: 1,
    support: 1,
    content: 1,
    compliance: 1,
  }) as (keyof typeof call)[]) {
    names[who] = await buildStaff(h.database.db, who === 'payments2' ? 'payments' : who);
    call[who] = staffCall(h, await loginStaff(h, names[who]));
  }
});
afterAll(async () => {
  await expectConsistentLedger(h);
  await h.close();
});

const ABOVE = STAFF_ADJUSTMENT_APPROVAL_EUR + 0.01;
const body = (fields: Partial<{ direction: string; amount: number; reason: string }> = {}) => ({
  direction: 'credit',
  amount: 25,
  reason: 'Goodwill after a game fault',
  idempotency_key: randomUUID(),
  ...fields,
});

const adjustmentTransactions = (playerId: number) =>
  rowsOf<{ id: number; amount: string; created_by: string; reason: string }>(
    h,
    sql`select id::int, amount::text, created_by, reason from wallet_transactions
      where player_id = ${playerId} and type_id = ${TRANSACTION_TYPES.adjustment}
        and meta ? 'adjustment_id' order by id`,
  );
const adjustmentRows = (playerId: number) =>
  rowsOf<{ id: number; status: string }>(
    h,
    sql`select id::int, status from balance_adjustments where player_id = ${playerId}`,
  );
const auditOf = (target: string) =>
  rowsOf<{ staff: string; action: string; details: { status: number } }>(
    h,
    sql`select staff, action, details from staff_audit where target = ${target} order by id`,
  );

describe('manual adjustments at or below the threshold', () => {
  it('books a credit at once, once per key, and the player sees it', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const request = body({ amount: STAFF_ADJUSTMENT_APPROVAL_EUR });
    const first = await call.payments('POST', `/players/${p.id}/adjustments`, request);
    expect(first.statusCode, first.body).toBe(201);
    const adjustment = first.json().data;
    expect(adjustment).toMatchObject({
      player_id: p.id,
      username: p.username,
      direction: 'credit',
      amount: STAFF_ADJUSTMENT_APPROVAL_EUR,
      currency: 'EUR',
      status: 'booked',
      requested_by: names.payments,
      decided_by: names.payments,
    });
    expect(adjustment.transaction_id).toEqual(expect.any(Number));

    // The same key again answers the same adjustment and books nothing more.
    const again = await call.payments('POST', `/players/${p.id}/adjustments`, request);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(adjustment);
    const conflict = await call.payments('POST', `/players/${p.id}/adjustments`, {
      ...request,
      amount: 10,
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('idempotency_conflict');
    expect(await adjustmentTransactions(p.id)).toEqual([
      {
        id: adjustment.transaction_id,
        amount: '50000',
        created_by: names.payments,
        reason: 'Goodwill after a game fault',
      },
    ]);
    expect((await pocketsOf(h, p.id)).available).toBe(50_000n);

    const balance = await h.call({
      method: 'GET',
      url: '/v1/me/balance',
      headers: { 'user-token': p.token },
    });
    expect(balance.json().data).toMatchObject({ total: 500, available: 500 });
    const listed = await h.call({
      method: 'GET',
      url: '/v1/me/transactions',
      headers: { 'user-token': p.token },
    });
    expect(listed.json().data[0]).toMatchObject({
      id: adjustment.transaction_id,
      type: { id: TRANSACTION_TYPES.adjustment },
      status: 'success',
      amount: 500,
      balance: 500,
    });

    const [audit] = await auditOf(`player:${p.id}`);
    expect(audit).toEqual({
      staff: names.payments,
      action: 'players.adjust',
      details: expect.objectContaining({ status: 201 }),
    });
  });

  it('debits deposited money first, and refuses a debit below zero, changing nothing', async () => {
    const p = await buildLoggedInPlayer(h.database.db, {
      money: { available: 3_000n, deposited: 2_000n },
    });
    const debit = await call.admin(
      'POST',
      `/players/${p.id}/adjustments`,
      body({ direction: 'debit', amount: 30 }),
    );
    expect(debit.json().data).toMatchObject({ status: 'booked', direction: 'debit', amount: 30 });
    expect(await pocketsOf(h, p.id)).toEqual({ available: 2_000n, deposited: 0n, bonus: 0n });

    const refused = await call.admin(
      'POST',
      `/players/${p.id}/adjustments`,
      body({ direction: 'debit', amount: 20.01 }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('insufficient_funds');
    expect(await pocketsOf(h, p.id)).toEqual({ available: 2_000n, deposited: 0n, bonus: 0n });
    expect(await adjustmentRows(p.id)).toHaveLength(1);
    expect(await adjustmentTransactions(p.id)).toHaveLength(1);
  });

  it('refuses bad input with the fields named, and an unknown player, changing nothing', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    for (const bad of [
      body({ amount: 0 }),
      body({ amount: -5 }),
      body({ amount: 1.005 }),
      body({ reason: 'no' }),
      body({ direction: 'sideways' }),
      { ...body(), idempotency_key: 'short' },
      { ...body(), pocket: 'bonus' },
    ]) {
      const response = await call.admin('POST', `/players/${p.id}/adjustments`, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(422);
      expect(response.json().code).toBe('validation_failed');
    }
    const unknown = await call.admin('POST', '/players/999999/adjustments', body());
    expect(unknown.statusCode).toBe(404);
    expect(await adjustmentRows(p.id)).toEqual([]);
    expect(await pocketsOf(h, p.id)).toEqual({ available: 0n, deposited: 0n, bonus: 0n });
  });

  it('books once when the same request arrives twice at the same time', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const request = body({ amount: 40 });
    const answers = await Promise.all([
      call.admin('POST', `/players/${p.id}/adjustments`, request),
      call.admin('POST', `/players/${p.id}/adjustments`, request),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json().data.id).toBe(answers[1]!.json().data.id);
    expect(await adjustmentTransactions(p.id)).toHaveLength(1);
    expect((await pocketsOf(h, p.id)).available).toBe(4_000n);
  });
});

describe('manual adjustments above the threshold', () => {
  const requestPending = async (playerId: number, fields = {}) => {
    const response = await call.payments(
      'POST',
      `/players/${playerId}/adjustments`,
      body({ amount: ABOVE, ...fields }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const adjustment = response.json().data;
    expect(adjustment).toMatchObject({ status: 'pending', transaction_id: null, decided_by: null });
    return adjustment.id as number;
  };

  it('waits for a second staff member: the requester cannot approve, another can', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const id = await requestPending(p.id);
    expect((await pocketsOf(h, p.id)).available).toBe(0n);
    const queue = (await call.admin('GET', '/adjustments')).json();
    expect(queue.data).toContainEqual(expect.objectContaining({ id, status: 'pending' }));
    expect(
      (await call.admin('GET', `/adjustments?player_id=${p.id}&status=all`)).json().data,
    ).toEqual([expect.objectContaining({ id, player_id: p.id })]);

    const own = await call.payments('POST', `/adjustments/${id}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('adjustment_own_request');
    expect((await pocketsOf(h, p.id)).available).toBe(0n);

    const approved = await call.payments2('POST', `/adjustments/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      id,
      status: 'booked',
      requested_by: names.payments,
      decided_by: names.payments2,
    });
    expect((await pocketsOf(h, p.id)).available).toBe(50_001n);
    expect(await adjustmentTransactions(p.id)).toHaveLength(1);

    const late = await call.admin('POST', `/adjustments/${id}/reject`, { reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('adjustment_decided');
    expect((await call.admin('GET', '/adjustments')).json().data).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    expect(await auditOf(`adjustment:${id}`)).toEqual([
      {
        staff: names.payments,
        action: 'players.adjust',
        details: expect.objectContaining({ status: 403 }),
      },
      {
        staff: names.payments2,
        action: 'players.adjust',
        details: expect.objectContaining({ status: 200 }),
      },
      {
        staff: names.admin,
        action: 'players.adjust',
        details: expect.objectContaining({ status: 409 }),
      },
    ]);
  });

  it('books once when two approvers approve at the same time', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const id = await requestPending(p.id);
    const answers = await Promise.all([
      call.payments2('POST', `/adjustments/${id}/approve`, {}),
      call.admin('POST', `/adjustments/${id}/approve`, {}),
      call.payments2('POST', `/adjustments/${id}/approve`, {}),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.map((answer) => answer.json().code).filter(Boolean)).toEqual([
      'adjustment_decided',
      'adjustment_decided',
    ]);
    expect(await adjustmentTransactions(p.id)).toHaveLength(1);
    expect((await pocketsOf(h, p.id)).available).toBe(50_001n);
  });

  it('is rejected with a reason, and a rejected one never books', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const id = await requestPending(p.id);
    expect((await call.admin('POST', `/adjustments/${id}/reject`, {})).statusCode).toBe(422);
    const rejected = await call.admin('POST', `/adjustments/${id}/reject`, {
      reason: 'No such game fault',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      decided_by: names.admin,
      decision_reason: 'No such game fault',
    });
    const approve = await call.payments2('POST', `/adjustments/${id}/approve`, {});
    expect(approve.json().code).toBe('adjustment_decided');
    expect(await adjustmentTransactions(p.id)).toEqual([]);
  });

  it('refuses the approval of a debit the player can no longer cover, and keeps it pending', async () => {
    const p = await buildLoggedInPlayer(h.database.db, { money: { available: 60_000n } });
    const id = await requestPending(p.id, { direction: 'debit' });
    await call.admin(
      'POST',
      `/players/${p.id}/adjustments`,
      body({ direction: 'debit', amount: 200 }),
    );
    const approve = await call.payments2('POST', `/adjustments/${id}/approve`, {});
    expect(approve.statusCode).toBe(409);
    expect(approve.json().code).toBe('insufficient_funds');
    expect((await pocketsOf(h, p.id)).available).toBe(40_000n);
    expect((await call.admin('GET', `/adjustments/${id}`)).json().data.status).toBe('pending');
  });
});

describe('who may adjust', () => {
  it.each(['support', 'content', 'compliance'] as const)(
    'refuses %s every adjustment route, and nothing changes',
    async (role) => {
      const p = await buildLoggedInPlayer(h.database.db, { money: { available: 1_000n } });
      const pending = (
        await call.payments('POST', `/players/${p.id}/adjustments`, body({ amount: ABOVE }))
      ).json().data.id as number;
      const answers = [
        await call[role]('POST', `/players/${p.id}/adjustments`, body()),
        await call[role]('GET', '/adjustments'),
        await call[role]('GET', `/adjustments/${pending}`),
        await call[role]('POST', `/adjustments/${pending}/approve`, {}),
        await call[role]('POST', `/adjustments/${pending}/reject`, { reason: 'Not mine' }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json().code).toBe('staff_forbidden');
      }
      expect(await adjustmentRows(p.id)).toEqual([{ id: pending, status: 'pending' }]);
      expect(await pocketsOf(h, p.id)).toEqual({ available: 1_000n, deposited: 0n, bonus: 0n });
    },
  );
});
