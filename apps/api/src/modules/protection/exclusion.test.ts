import { EXCLUSION_FOREVER_AT } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFrom } from '../../test/calls/auth';
import {
  buildLoggedInPlayer,
  TEST_PASSWORD,
  type LoggedInPlayer,
} from '../../test/factories/players';
import { OPS_TOKEN, startHarness, type Harness } from '../../test/harness';
import { rowsOf } from '../../test/queries/rows';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ rateLimitMax: 1_000_000 });
});
afterAll(() => h.close());

const HOUR = 3_600_000;
const as = (token: string) => ({ 'user-token': token });
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const exclude = (token: string, payload: Record<string, unknown>) =>
  h.call({ method: 'PUT', url: '/v1/me', headers: as(token), payload });
const selfExclude = (token: string, days: number, extra = {}) =>
  exclude(token, { statistic: 'self_exclusion', status_expires_at: inHours(days * 24), ...extra });
const me = (token: string) => h.call({ method: 'GET', url: '/v1/me', headers: as(token) });
const requests = async (token: string) =>
  (
    await h.call({
      method: 'GET',
      url: '/v1/me/statistics/last?type=exclusions&to_activate=1',
      headers: as(token),
    })
  ).json().data as { id: number; status: string; activated_at: string | null }[];
const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/ops${url}`,
    headers: { 'x-ops-token': OPS_TOKEN },
    ...(payload ? { payload } : {}),
  });
const standing = async (playerId: number) =>
  (
    await rowsOf<{
      status: string;
      status_reason: string | null;
      status_expires_at: Date | null;
      newsletter: boolean;
    }>(
      h,
      sql`select status, status_reason, status_expires_at, newsletter from players where id = ${playerId}`,
    )
  )[0]!;
const liveSessions = async (playerId: number) =>
  (
    await rowsOf<{ n: number }>(
      h,
      sql`select count(*)::int as n from sessions where player_id = ${playerId} and revoked_at is null`,
    )
  )[0]!.n;
const near = (at: Date | string | null, expected: number) =>
  expect(Math.abs(new Date(at!).getTime() - expected)).toBeLessThan(60_000);
const reason = 'I have thought about it for a week and want to play again carefully.';

describe('self-exclusion applies at once', () => {
  it('excludes for 7 days: every session ends, marketing stops, login still works', async () => {
    const p = await buildLoggedInPlayer(h.database.db, { newsletter: true });
    const response = await selfExclude(p.token, 7);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'self_excluded',
      status_reason: 'Requested by user',
    });
    const after = await standing(p.id);
    near(after.status_expires_at, Date.now() + 7 * 24 * HOUR);
    expect(after.newsletter).toBe(false);
    expect(await liveSessions(p.id)).toBe(0);
    expect((await me(p.token)).statusCode).toBe(401);
    // The player may log in to read the balance and withdraw.
    const login = await loginFrom(h, '198.51.100.20')(p.username, TEST_PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
    const again = await me(login.json().data.token);
    expect(again.json().data.status).toBe('self_excluded');
  });

  it('excludes without end (2999-12-31) and keeps the reason given', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const response = await exclude(p.token, {
      statistic: 'self_exclusion',
      expires_at_forever: true,
      status_statistic: 'authorized',
      status_reason: 'Gambling problem',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await standing(p.id);
    expect(after).toMatchObject({ status: 'self_excluded', status_reason: 'Gambling problem' });
    expect(new Date(after.status_expires_at!).toISOString()).toBe(EXCLUSION_FOREVER_AT);
  });

  it('takes a time-out of 24 hours to 6 weeks, and nothing else', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const day = await exclude(p.token, { statistic: 'time_out', status_expires_at: inHours(24) });
    expect(day.statusCode, day.body).toBe(200);
    near((await standing(p.id)).status_expires_at, Date.now() + 24 * HOUR);
    const q = await buildLoggedInPlayer(h.database.db);
    const long = await exclude(q.token, {
      statistic: 'time_out',
      status_expires_at: inHours(1008),
    });
    expect(long.statusCode, long.body).toBe(200);
    near((await standing(q.id)).status_expires_at, Date.now() + 1008 * HOUR);
  });

  it('lengthens an exclusion at once', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    await exclude(p.token, { statistic: 'time_out', status_expires_at: inHours(24) });
    const login = await loginFrom(h, '198.51.100.21')(p.username, TEST_PASSWORD);
    const longer = await selfExclude(login.json().data.token, 30);
    expect(longer.statusCode, longer.body).toBe(200);
    near((await standing(p.id)).status_expires_at, Date.now() + 30 * 24 * HOUR);
  });

  it('answers bad input with 422 and changes nothing', async () => {
    const p = await buildLoggedInPlayer(h.database.db, { newsletter: true });
    const bad = [
      { statistic: 'self_exclusion', status_expires_at: inHours(8 * 24) },
      { statistic: 'self_exclusion' },
      { statistic: 'self_exclusion', status_expires_at: 'tomorrow' },
      { statistic: 'holiday', status_expires_at: inHours(24) },
      { statistic: 'time_out', status_expires_at: inHours(10) },
      { statistic: 'time_out', status_expires_at: inHours(7 * 7 * 24) },
      { statistic: 'time_out', expires_at_forever: true },
      {
        statistic: 'self_exclusion',
        status_expires_at: inHours(24),
        status_reason: 'x'.repeat(256),
      },
      { statistic: 'self_exclusion', status_expires_at: inHours(24), field: 'max_daily_bet' },
    ];
    for (const payload of bad) {
      const response = await exclude(p.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(await standing(p.id)).toMatchObject({ status: 'active', newsletter: true });
    expect(await liveSessions(p.id)).toBe(1);
    const recorded = await rowsOf<{ n: number }>(
      h,
      sql`select count(*)::int as n from exclusion_changes where player_id = ${p.id}`,
    );
    expect(recorded[0]!.n).toBe(0);
  });
});

describe('ending an exclusion sooner waits for a reason, the operator and a delay', () => {
  const excludedFor = async (days: number | 'forever'): Promise<LoggedInPlayer> => {
    const p = await buildLoggedInPlayer(h.database.db);
    const response =
      days === 'forever'
        ? await exclude(p.token, { statistic: 'self_exclusion', expires_at_forever: true })
        : await selfExclude(p.token, days);
    expect(response.statusCode, response.body).toBe(200);
    const login = await loginFrom(h, '198.51.100.22')(p.username, TEST_PASSWORD);
    return { ...p, token: login.json().data.token };
  };

  it('needs a written reason, then records a request and changes nothing yet', async () => {
    const p = await excludedFor(30);
    const before = await standing(p.id);
    const bare = await selfExclude(p.token, 1);
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ code: 'exclusion_reason_required' });
    const asked = await selfExclude(p.token, 1, { status_reason: reason });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await standing(p.id)).toEqual(before);
    const [waiting] = await requests(p.token);
    expect(waiting).toMatchObject({ status: 'requested', activated_at: null });
    const twice = await selfExclude(p.token, 2, { status_reason: reason });
    expect(twice.json()).toMatchObject({ code: 'exclusion_request_pending' });
    // A session survives a request: only a longer exclusion ends them.
    expect((await me(p.token)).statusCode).toBe(200);
    const pending = (await ops('GET', '/exclusions/pending')).json().data as { id: number }[];
    expect(pending.map((entry) => entry.id)).toContain(waiting!.id);
  });

  it('once granted, applies the earlier end only 24 hours later', async () => {
    const p = await excludedFor(30);
    await selfExclude(p.token, 1, { status_reason: reason });
    const [waiting] = await requests(p.token);
    const granted = await ops('POST', `/exclusions/${waiting!.id}/grant`, {
      operator: 'anna',
      reason: 'Talked to the player on the phone.',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data.status).toBe('granted');
    near(granted.json().data.activated_at, Date.now() + 24 * HOUR);
    // Still excluded until then: the end moved from 30 days to 24 hours from now.
    near((await standing(p.id)).status_expires_at, Date.now() + 24 * HOUR);
    const deposit = { amount: 20, payment_method_id: 1 };
    const refused = await h.call({
      method: 'POST',
      url: '/v1/payments/deposit',
      headers: as(p.token),
      payload: deposit,
    });
    expect(refused.json()).toMatchObject({ code: 'self_excluded' });
    // 24 hours later the exclusion is over.
    await h.database.db.execute(
      sql`update players set status_expires_at = status_expires_at - interval '24 hours 1 minute' where id = ${p.id}`,
    );
    const allowed = await h.call({
      method: 'POST',
      url: '/v1/payments/deposit',
      headers: as(p.token),
      payload: deposit,
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    // An answered request cannot be answered again.
    const again = await ops('POST', `/exclusions/${waiting!.id}/refuse`, {
      operator: 'anna',
      reason: 'Changed my mind.',
    });
    expect(again.json()).toMatchObject({ code: 'exclusion_request_answered' });
  });

  it('waits 7 days after the grant for an exclusion without end', async () => {
    const p = await excludedFor('forever');
    await selfExclude(p.token, 1, { status_reason: reason });
    const [waiting] = await requests(p.token);
    await ops('POST', `/exclusions/${waiting!.id}/grant`, {
      operator: 'anna',
      reason: 'Assessed.',
    });
    near((await standing(p.id)).status_expires_at, Date.now() + 7 * 24 * HOUR);
  });

  it('keeps the end in force when the operator refuses', async () => {
    const p = await excludedFor(30);
    const before = await standing(p.id);
    await selfExclude(p.token, 1, { status_reason: reason });
    const [waiting] = await requests(p.token);
    const refused = await ops('POST', `/exclusions/${waiting!.id}/refuse`, {
      operator: 'anna',
      reason: 'Too soon after the exclusion.',
    });
    expect(refused.json().data.status).toBe('refused');
    expect(await standing(p.id)).toEqual(before);
    expect(await requests(p.token)).toEqual([]);
  });
});

describe('account closure', () => {
  it('refuses while money is left, then closes: sessions end and login is refused', async () => {
    const rich = await buildLoggedInPlayer(h.database.db, { money: { available: 500n } });
    const left = await exclude(rich.token, { statistic: 'closure' });
    expect(left.statusCode).toBe(409);
    expect(left.json()).toMatchObject({ code: 'closure_balance_left' });
    expect((await standing(rich.id)).status).toBe('active');

    const p = await buildLoggedInPlayer(h.database.db, { newsletter: true });
    const closed = await exclude(p.token, { statistic: 'closure', status_reason: 'Not for me' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await standing(p.id)).toMatchObject({ status: 'closed', newsletter: false });
    expect(await liveSessions(p.id)).toBe(0);
    const login = await loginFrom(h, '198.51.100.23')(p.username, TEST_PASSWORD);
    expect(login.json()).toMatchObject({ code: 'account_closed' });
  });
});

describe("player B cannot read or change player A's exclusion", () => {
  it("shows B none of A's requests and excludes only B", async () => {
    const a = await buildLoggedInPlayer(h.database.db);
    await selfExclude(a.token, 30);
    const aLogin = await loginFrom(h, '198.51.100.24')(a.username, TEST_PASSWORD);
    const aToken = aLogin.json().data.token;
    await selfExclude(aToken, 1, { status_reason: reason });
    const [aRequest] = await requests(aToken);

    const b = await buildLoggedInPlayer(h.database.db);
    expect(await requests(b.token)).toEqual([]);
    const deleted = await h.call({
      method: 'DELETE',
      url: `/v1/me/statistics/${aRequest!.id}`,
      headers: as(b.token),
    });
    expect(deleted.statusCode).toBe(404);
    await selfExclude(b.token, 1);
    expect((await standing(b.id)).status).toBe('self_excluded');
    expect(await requests(aToken)).toHaveLength(1);
    near((await standing(a.id)).status_expires_at, Date.now() + 30 * 24 * HOUR);
    // The operator's answers need the operator's token.
    const anonymous = await h.app.inject({
      method: 'POST',
      url: `/ops/exclusions/${aRequest!.id}/grant`,
      payload: { operator: 'b', reason: 'let me play' },
    });
    expect(anonymous.statusCode).toBe(403);
  });
});
