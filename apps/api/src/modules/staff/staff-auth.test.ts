import {
  LOGIN_BLOCK_AT_ATTEMPT,
  SESSION_IDLE_MINUTES,
  STAFF_COOKIE,
  STAFF_ROLE_PERMISSIONS,
} from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/demo';
import { sha256 } from '../../lib/hash';
import {
  buildStaff,
  CSRF,
  freshCode,
  loginStaff,
  passwordStep,
  staffCall,
  totpSecretOf,
} from '../../test/calls/staff';
import { buildLoggedInPlayer } from '../../test/factories/players';
import { OPS_TOKEN, startHarness, type Harness } from '../../test/harness';
import { rowsOf } from '../../test/queries/rows';
import { createStaffSessionsRepository } from './staff-sessions.repository';
import { currentCode } from './totp';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const totp = (challenge: string, code: string, ip = '198.51.100.10') =>
  staffCall(h)('POST', '/auth/totp', { challenge, code }, { remoteAddress: ip });
const me = (cookie: string) => staffCall(h, cookie)('GET', '/auth/me');
const auditOf = (staffName: string) =>
  rowsOf<{ action: string; details: Record<string, unknown> }>(
    h,
    sql`select action, details from staff_audit where staff = ${staffName} order by id`,
  );
/** A code of the secret that is surely wrong now (another step's). */
const wrongCode = (username: string, secret: string) =>
  currentCode(username, secret, Date.now() - 10 * 60_000);

describe('staff login with an authenticator', () => {
  it('enrols at the first login by QR code, confirmed by the first good code', async () => {
    const username = await buildStaff(h.database.db, 'payments');
    const first = await passwordStep(h, username);
    expect(first.statusCode).toBe(200);
    const step = first.json().data;
    expect(step).toMatchObject({ step: 'enrol', challenge: expect.any(String) });
    expect(step.otpauth_url).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(step.qr_svg).toMatch(/^<svg[\s\S]+<\/svg>\s*$/);

    // Until it is confirmed, a new login shows the same secret (no need to scan again).
    const again = (await passwordStep(h, username)).json().data;
    expect(again.step).toBe('enrol');
    expect(again.otpauth_url).toBe(step.otpauth_url);

    // Either live challenge of the staff member may carry the first code.
    const done = await totp(again.challenge, await freshCode(h, username));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { username, role: 'payments' } });
    const cookie = done.cookies.find((entry) => entry.name === STAFF_COOKIE)!;
    expect(cookie).toMatchObject({ path: '/v1/staff', httpOnly: true, sameSite: 'Strict' });
    expect(cookie.secure).toBeFalsy();
    // Only the hash of the token is stored.
    const stored = await rowsOf<{ token_hash: string }>(
      h,
      sql`select token_hash from staff_sessions where token_hash = ${sha256(cookie.value)}`,
    );
    expect(stored).toHaveLength(1);

    expect((await me(cookie.value)).json()).toEqual({
      data: { username, role: 'payments', permissions: [...STAFF_ROLE_PERMISSIONS.payments] },
    });
    // Enrolled: the next login asks for the code only.
    expect((await passwordStep(h, username)).json().data).toEqual({
      step: 'totp',
      challenge: expect.any(String),
    });
    expect((await auditOf(username)).map((row) => row.action)).toEqual(['auth.login']);
  });

  it('refuses a used challenge, a wrong code and a code used before', async () => {
    const username = await buildStaff(h.database.db, 'support');
    const { challenge } = (await passwordStep(h, username)).json().data;
    const secret = (await totpSecretOf(h, username))!;
    const wrong = await totp(challenge, wrongCode(username, secret));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('totp_invalid');
    expect(wrong.cookies).toHaveLength(0);
    // The challenge was used by that try.
    const reused = await totp(challenge, await freshCode(h, username));
    expect(reused.json().code).toBe('totp_required');

    const code = await freshCode(h, username);
    const good = await totp((await passwordStep(h, username)).json().data.challenge, code);
    expect(good.statusCode).toBe(200);
    const replay = await totp((await passwordStep(h, username)).json().data.challenge, code);
    expect(replay.json().code).toBe('totp_invalid');
    expect((await auditOf(username)).map((row) => row.action)).toEqual([
      'auth.login_failed',
      'auth.login',
      'auth.login_failed',
    ]);
  });

  it.each([
    ['an unknown challenge', { challenge: 'nope', code: '123456' }, 401],
    ['a code of five digits', { challenge: 'nope', code: '12345' }, 422],
    ['no code', { challenge: 'nope' }, 422],
  ])('answers %s', async (_label, payload, status) => {
    expect((await staffCall(h)('POST', '/auth/totp', payload)).statusCode).toBe(status);
  });

  it('answers a wrong password or an unknown name alike, and records the failure', async () => {
    const username = await buildStaff(h.database.db, 'content');
    for (const body of [
      { username, password: 'Wrong#Password1' },
      { username: 'nobody-at-all', password: DEMO_STAFF_PASSWORD },
    ]) {
      const response = await staffCall(h)('POST', '/auth/login', body, {
        remoteAddress: '198.51.100.11',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Incorrect credentials',
        code: 'invalid_credentials',
      });
    }
    expect(await auditOf('nobody-at-all')).toEqual([
      { action: 'auth.login_failed', details: { reason: 'password' } },
    ]);
  });

  it('counts wrong codes toward the lockout; then even the right password is refused', async () => {
    const username = await buildStaff(h.database.db, 'compliance');
    const ip = '198.51.100.12';
    await passwordStep(h, username, DEMO_STAFF_PASSWORD, ip);
    const secret = (await totpSecretOf(h, username))!;
    const answers: number[] = [];
    for (let index = 0; index < LOGIN_BLOCK_AT_ATTEMPT; index += 1) {
      const first = await passwordStep(h, username, DEMO_STAFF_PASSWORD, ip);
      expect(first.statusCode).toBe(200);
      answers.push(
        (await totp(first.json().data.challenge, wrongCode(username, secret), ip)).statusCode,
      );
    }
    expect(answers).toEqual([401, 401, 401, 401, 429]);
    const locked = await passwordStep(h, username, DEMO_STAFF_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('too_many_login_attempts');
    const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
      h,
      sql`select count(*)::int as n from login_attempts where login = ${`staff:${username}`}`,
    );
    // Five wrong codes and the refused password; a right password alone records nothing.
    expect(n).toBe(LOGIN_BLOCK_AT_ATTEMPT + 1);
  });

  it(`ends a session idle for more than ${SESSION_IDLE_MINUTES} minutes`, async () => {
    const username = await buildStaff(h.database.db, 'support');
    const cookie = await loginStaff(h, username);
    expect((await me(cookie)).statusCode).toBe(200);
    await createStaffSessionsRepository(h.database.db).setLastSeen(
      sha256(cookie),
      new Date(Date.now() - (SESSION_IDLE_MINUTES + 1) * 60_000),
    );
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends the session on logout, clears the cookie and records it', async () => {
    const username = await buildStaff(h.database.db, 'support');
    const cookie = await loginStaff(h, username);
    const out = await staffCall(h, cookie)('POST', '/auth/logout');
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((entry) => entry.name === STAFF_COOKIE)?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await auditOf(username)).map((row) => row.action)).toEqual([
      'auth.login',
      'auth.logout',
    ]);
  });
});

describe('the console’s session check', () => {
  const session = (cookie?: string) => staffCall(h, cookie)('GET', '/auth/session');

  it('answers null, not 401, to a browser with no session or an ended one', async () => {
    const anonymous = await session();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ data: null });
    expect(anonymous.headers['cache-control']).toBe('no-store');
    expect((await session('not-a-session-token')).json()).toEqual({ data: null });

    const username = await buildStaff(h.database.db, 'compliance');
    const cookie = await loginStaff(h, username);
    expect((await session(cookie)).json()).toEqual({
      data: {
        username,
        role: 'compliance',
        permissions: [...STAFF_ROLE_PERMISSIONS.compliance],
      },
    });
    await createStaffSessionsRepository(h.database.db).setLastSeen(
      sha256(cookie),
      new Date(Date.now() - (SESSION_IDLE_MINUTES + 1) * 60_000),
    );
    const idle = await session(cookie);
    expect(idle.statusCode).toBe(200);
    expect(idle.json()).toEqual({ data: null });
    // The screens' own calls still answer 401, which sends the console back to its login.
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('is not opened by a player’s session', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    const read = await h.app.inject({
      method: 'GET',
      url: '/v1/staff/auth/session',
      headers: { 'user-token': player.token },
    });
    expect(read.statusCode).toBe(401);
  });

  it('takes a logout with no session as done, recording nothing', async () => {
    const username = await buildStaff(h.database.db, 'support');
    const cookie = await loginStaff(h, username);
    expect((await staffCall(h, cookie)('POST', '/auth/logout')).statusCode).toBe(204);
    const again = await staffCall(h, cookie)('POST', '/auth/logout');
    expect(again.statusCode).toBe(204);
    expect(again.cookies.find((entry) => entry.name === STAFF_COOKIE)?.value).toBe('');
    expect((await staffCall(h)('POST', '/auth/logout')).statusCode).toBe(204);
    expect((await auditOf(username)).map((row) => row.action)).toEqual([
      'auth.login',
      'auth.logout',
    ]);
    // Still a change: without the console's header it is refused.
    const forged = await h.app.inject({ method: 'POST', url: '/v1/staff/auth/logout' });
    expect(forged.statusCode).toBe(403);
  });
});

describe('staff accounts through the operator API', () => {
  const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
    h.app.inject({
      method,
      url: `/ops${url}`,
      headers: { 'x-ops-token': OPS_TOKEN },
      ...(payload ? { payload } : {}),
    });

  it('creates a staff member whose demo code completes the first login', async () => {
    const created = await ops('POST', '/staff', {
      username: 'jana.novak',
      role: 'compliance',
      password: 'a-long-passphrase',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ username: 'jana.novak', role: 'compliance' });
    const again = await ops('POST', '/staff', {
      username: 'Jana.Novak',
      role: 'support',
      password: 'a-long-passphrase',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await ops('POST', '/staff', { username: 'x y', role: 'boss', password: 'short' }))
        .statusCode,
    ).toBe(422);

    // No code before the first login made a secret.
    expect((await ops('GET', '/staff/jana.novak/totp')).statusCode).toBe(404);
    const first = await passwordStep(h, 'jana.novak', 'a-long-passphrase');
    expect(first.json().data.step).toBe('enrol');
    const { code } = (await ops('GET', '/staff/jana.novak/totp')).json().data;
    const done = await totp(first.json().data.challenge, code);
    expect(done.json()).toEqual({ data: { username: 'jana.novak', role: 'compliance' } });
  });
});

describe('the staff API and the player site stay apart', () => {
  it('refuses a player token on staff routes, even with a staff cookie', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    const cookie = await loginStaff(h, await buildStaff(h.database.db, 'admin'));
    for (const headers of [
      { 'user-token': player.token },
      { 'user-token': player.token, cookie: `${STAFF_COOKIE}=${cookie}` },
    ]) {
      const read = await h.app.inject({ method: 'GET', url: '/v1/staff/auth/me', headers });
      expect(read.statusCode).toBe(401);
      const write = await h.app.inject({
        method: 'POST',
        url: '/v1/staff/system/maintenance',
        headers: { ...headers, ...CSRF },
        payload: { in_maintenance: true },
      });
      expect(write.statusCode).toBe(401);
    }
  });

  it('does not open the staff API with the admin preview’s password-only session', async () => {
    const username = await buildStaff(h.database.db, 'admin');
    const preview = await h.call({
      method: 'POST',
      url: '/v1/auth/admin/login',
      payload: { username, password: DEMO_STAFF_PASSWORD },
      remoteAddress: '198.51.100.13',
    });
    expect(preview.statusCode).toBe(200);
    expect((await me(preview.json().data.token)).statusCode).toBe(401);
  });

  it('refuses a staff session on player routes', async () => {
    const cookie = await loginStaff(h, await buildStaff(h.database.db, 'admin'));
    for (const headers of [{ 'user-token': cookie }, { cookie: `${STAFF_COOKIE}=${cookie}` }]) {
      expect((await h.call({ method: 'GET', url: '/v1/me', headers })).statusCode).toBe(401);
      expect((await h.call({ method: 'GET', url: '/v1/me/balance', headers })).statusCode).toBe(
        401,
      );
    }
  });

  it('needs the x-requested-with header on every change, login included', async () => {
    const cookie = await loginStaff(h, await buildStaff(h.database.db, 'admin'));
    const login = await h.app.inject({
      method: 'POST',
      url: '/v1/staff/auth/login',
      payload: { username: 'admin', password: DEMO_STAFF_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('csrf_header_required');
    const change = await h.app.inject({
      method: 'POST',
      url: '/v1/staff/system/maintenance',
      headers: { cookie: `${STAFF_COOKIE}=${cookie}`, 'x-requested-with': 'XMLHttpRequest' },
      payload: { in_maintenance: true },
    });
    expect(change.statusCode).toBe(403);
    const state = await staffCall(h, cookie)('GET', '/system');
    expect(state.json().data.in_maintenance).toBe(false);
  });
});
