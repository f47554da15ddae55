import { LOGIN_BLOCK_AT_ATTEMPT, SESSION_IDLE_MINUTES } from '@prime/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../db/seed/demo';
import { sha256 } from '../../lib/hash';
import { startHarness, type Harness } from '../../test/harness';
import { staffSessions } from './staff.tables';
import { createStaffSessionsRepository } from './staff-sessions.repository';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const login = (payload: object, ip = '203.0.113.20') =>
  h.call({ method: 'POST', url: '/v1/auth/admin/login', payload, remoteAddress: ip });
const session = (token?: string) =>
  h.call({
    method: 'GET',
    url: '/v1/auth/admin/session',
    headers: token === undefined ? {} : { 'admin-token': token },
  });
const logout = (token: string) =>
  h.call({ method: 'DELETE', url: '/v1/auth/admin/logout', headers: { 'admin-token': token } });

const INCORRECT = { message: 'Incorrect credentials', code: 'invalid_credentials' };

describe('admin preview login', () => {
  it('answers the nickname and a staff token that opens the session', async () => {
    const response = await login({ username: 'Operator', password: DEMO_STAFF_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { nickname, token } = response.json().data;
    expect(nickname).toBe(DEMO_STAFF.username);
    expect((await session(token)).json()).toEqual({ data: { nickname: DEMO_STAFF.username } });
    const [row] = await h.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, sha256(token)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it.each([
    ['a wrong password', { username: DEMO_STAFF.username, password: 'Wrong#Pass1' }],
    ['an unknown name', { username: 'nobodystaff', password: DEMO_STAFF_PASSWORD }],
  ])("answers 'Incorrect credentials' for %s", async (_label, payload) => {
    const response = await login(payload, '203.0.113.21');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INCORRECT);
  });

  it('does not take a player login', async () => {
    const response = await login(
      { username: 'demoplayer', password: 'PrimeDemo#2026' },
      '203.0.113.22',
    );
    expect(response.json()).toEqual(INCORRECT);
  });

  it.each([
    ['no username', { password: DEMO_STAFF_PASSWORD }],
    ['an empty password', { username: DEMO_STAFF.username, password: '' }],
    ['an overlong username', { username: 'x'.repeat(65), password: DEMO_STAFF_PASSWORD }],
    ['an overlong password', { username: DEMO_STAFF.username, password: 'x'.repeat(129) }],
  ])('refuses %s with 422', async (_label, payload) => {
    expect((await login(payload, '203.0.113.23')).statusCode).toBe(422);
  });

  it('locks staff logins out like player logins, counted by name', async () => {
    const ip = '203.0.113.24';
    for (let index = 0; index < LOGIN_BLOCK_AT_ATTEMPT; index += 1) {
      await login({ username: 'lockedstaff', password: 'Wrong#Pass1' }, ip);
    }
    const locked = await login({ username: 'lockedstaff', password: 'Wrong#Pass1' }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('too_many_login_attempts');
    const { rows } = (await h.database.db.execute(
      sql`select count(*)::int as n from login_attempts where login = 'staff:lockedstaff'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(LOGIN_BLOCK_AT_ATTEMPT + 1);
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'not-a-staff-token'],
    ['an overlong token', 'x'.repeat(300)],
  ])('answers 401 for %s', async (_label, token) => {
    expect((await session(token)).statusCode).toBe(401);
  });

  it('does not take a player session token', async () => {
    const player = await h.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: 'demoplayer', password: 'PrimeDemo#2026' },
      remoteAddress: '203.0.113.25',
    });
    expect((await session(player.json().data.token)).statusCode).toBe(401);
  });

  it(`ends a session idle for more than ${SESSION_IDLE_MINUTES} minutes`, async () => {
    const { token } = (await login({ username: 'operator', password: DEMO_STAFF_PASSWORD })).json()
      .data;
    await createStaffSessionsRepository(h.database.db).setLastSeen(
      sha256(token),
      new Date(Date.now() - (SESSION_IDLE_MINUTES + 1) * 60_000),
    );
    expect((await session(token)).statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const { token } = (await login({ username: 'operator', password: DEMO_STAFF_PASSWORD })).json()
      .data;
    expect((await logout(token)).statusCode).toBe(204);
    expect((await session(token)).statusCode).toBe(401);
    expect((await logout(token)).statusCode).toBe(401);
  });
});
