import {
  STAFF_ROLE_PERMISSIONS,
  STAFF_ROLES,
  type StaffPermission,
  type StaffRole,
} from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashier, paymentOf } from '../../test/calls/payments';
import { staffCall, staffOfEveryRole } from '../../test/calls/staff';
import { buildLoggedInPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';
import { rowsOf } from '../../test/queries/rows';

let h: Harness;
let cookies: Record<StaffRole, string>;
let names: Record<StaffRole, string>;

beforeAll(async () => {
  h = await startHarness();
  ({ names, cookies } = await staffOfEveryRole(h));
});
afterAll(() => h.close());

type Action = [method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, StaffPermission, object?];
const reason = { reason: 'Checked by the matrix' };
const NONE = 999_999;

/** Every staff route with the permission it needs (ids that name nothing: nothing changes). */
const ACTIONS: Action[] = [
  ['GET', '/withdrawals', 'payments.read'],
  ['GET', `/withdrawals/${NONE}`, 'payments.read'],
  ['POST', `/withdrawals/${NONE}/approve`, 'payments.decide', {}],
  ['POST', `/withdrawals/${NONE}/reject`, 'payments.decide', reason],
  ['POST', `/withdrawals/${NONE}/retry-payout`, 'payments.decide', {}],
  ['POST', `/withdrawals/${NONE}/stop-payout`, 'payments.decide', reason],
  ['GET', '/transfer-deposits', 'payments.read'],
  ['GET', `/transfer-deposits/${NONE}`, 'payments.read'],
  ['POST', `/transfer-deposits/${NONE}/confirm`, 'payments.decide', { amount: 10 }],
  ['POST', `/transfer-deposits/${NONE}/decline`, 'payments.decide', reason],
  ['GET', '/card-deposits', 'payments.read'],
  ['POST', `/card-deposits/${NONE}/decline`, 'payments.decide', reason],
  ['POST', `/card-deposits/${NONE}/revert`, 'payments.decide', reason],
  ['GET', '/documents', 'documents.read'],
  ['GET', `/documents/${NONE}`, 'documents.read'],
  ['GET', `/documents/${NONE}/file`, 'documents.read'],
  ['POST', `/documents/${NONE}/approve`, 'documents.decide', {}],
  ['POST', `/documents/${NONE}/reject`, 'documents.decide', reason],
  ['GET', '/exclusion-requests', 'exclusions.read'],
  ['GET', `/exclusion-requests/${NONE}`, 'exclusions.read'],
  ['POST', `/exclusion-requests/${NONE}/grant`, 'exclusions.decide', {}],
  ['POST', `/exclusion-requests/${NONE}/refuse`, 'exclusions.decide', reason],
  ['GET', '/kyc', 'kyc.read'],
  ['GET', `/kyc/${NONE}`, 'kyc.read'],
  [
    'POST',
    `/kyc/${NONE}/levels`,
    'kyc.decide',
    { level: 'BasicAmlLevel', decision: 'accepted', ...reason },
  ],
  ['POST', `/kyc/${NONE}/aml-level`, 'kyc.decide', { level: 'high', ...reason }],
  ['POST', `/kyc/${NONE}/flags`, 'kyc.decide', { pep: true, ...reason }],
  ['POST', `/kyc/${NONE}/questionnaire`, 'kyc.decide', reason],
  ['GET', '/support-requests', 'support.read'],
  ['GET', `/support-requests/${NONE}`, 'support.read'],
  ['POST', `/support-requests/${NONE}/reply`, 'support.reply', { body: 'We are on it.' }],
  ['POST', `/support-requests/${NONE}/close`, 'support.reply', {}],
  ['GET', '/players?q=demo', 'players.read'],
  ['GET', `/players/${NONE}`, 'players.read'],
  ['POST', `/players/${NONE}/messages`, 'players.message', { subject: 'Hi', body: 'Hello' }],
  ['POST', `/players/${NONE}/notes`, 'players.note', { text: 'Called the player' }],
  [
    'POST',
    `/players/${NONE}/adjustments`,
    'players.adjust',
    { direction: 'credit', amount: 5, idempotency_key: 'matrix-adjustment', ...reason },
  ],
  ['GET', '/adjustments', 'players.adjust'],
  ['GET', `/adjustments/${NONE}`, 'players.adjust'],
  ['POST', `/adjustments/${NONE}/approve`, 'players.adjust', {}],
  ['POST', `/adjustments/${NONE}/reject`, 'players.adjust', reason],
  ['GET', '/campaigns', 'campaigns.read'],
  ['GET', '/campaigns/NO-SUCH-CODE', 'campaigns.read'],
  ['POST', '/campaigns', 'campaigns.write', { definition: {}, ...reason }],
  ['PATCH', '/campaigns/NO-SUCH-CODE', 'campaigns.write', { changes: {}, ...reason }],
  ['POST', '/campaigns/NO-SUCH-CODE/end', 'campaigns.write', reason],
  ['GET', '/texts', 'content.read'],
  ['GET', '/texts/header.no_such_key', 'content.read'],
  ['PUT', '/texts/header.no_such_key', 'content.write', { values: { en: 'Nothing' } }],
  ['GET', '/audit', 'audit.read'],
  ['GET', '/audit/verify', 'audit.read'],
  ['GET', '/system', 'system.read'],
  ['POST', '/system/maintenance', 'system.write', { in_maintenance: false }],
  ['POST', `/system/providers/${NONE}`, 'system.write', { enabled: true }],
];

describe('the role matrix', () => {
  it.each(STAFF_ROLES)('lets %s do exactly what its role allows', async (role) => {
    const allowed = STAFF_ROLE_PERMISSIONS[role];
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [method, url, permission, payload] of ACTIONS) {
      const response = await staffCall(h, cookies[role])(method, url, payload);
      outcomes.push(`${method} ${url}: ${response.statusCode === 403 ? 'forbidden' : 'allowed'}`);
      expected.push(`${method} ${url}: ${allowed.includes(permission) ? 'allowed' : 'forbidden'}`);
      if (response.statusCode === 403) expect(response.json().code).toBe('staff_forbidden');
    }
    expect(outcomes).toEqual(expected);
  });

  it('answers 401 to every route without a session', async () => {
    for (const [method, url, , payload] of ACTIONS)
      expect((await staffCall(h)(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('answers 401 to every route called with a player token, even beside a staff cookie', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    for (const [method, url, , payload] of ACTIONS) {
      const response = await staffCall(h, cookies.admin)(method, url, payload, {
        headers: { 'user-token': player.token },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a support agent’s approval by the API, changes nothing, and records the refusal', async () => {
    const player = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });
    const asked = await cashier(h, player.token)('POST', '/withdraw', {
      amount: 40,
      account_id: 999,
      accountNumber: 'DE89370400440532013000',
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().data.transaction_id as number;
    const refused = await staffCall(h, cookies.support)('POST', `/withdrawals/${id}/approve`, {});
    expect(refused.statusCode).toBe(403);
    expect(await paymentOf(h, id)).toMatchObject({ status: 'pending', wallet_status: 'pending' });
    const [row] = await rowsOf<{ action: string; target: string; details: { status: number } }>(
      h,
      sql`select action, target, details from staff_audit
        where staff = ${names.support} and target = ${`withdrawal:${id}`}`,
    );
    expect(row).toEqual({
      action: 'payments.decide',
      target: `withdrawal:${id}`,
      details: { status: 403 },
    });

    // The payments clerk may: the withdrawal is approved in their name.
    const approved = await staffCall(h, cookies.payments)('POST', `/withdrawals/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ id, status: 'authorized' });
    const events = await rowsOf<{ actor: string; type: string }>(
      h,
      sql`select actor, type from payment_events where transaction_id = ${id} order by id`,
    );
    expect(events).toContainEqual({ actor: names.payments, type: 'withdrawal.approved' });
  });
});
