import {
  LOGIN_ATTEMPTS_WINDOW_SECONDS,
  LOGIN_BLOCK_AT_ATTEMPT,
  LOGIN_IP_MAX_FAILURES,
} from '@prime/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORTED_PLAYER } from '../../db/seed/imported-player';
import { loginFrom } from '../../test/calls/auth';
import { buildPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';
import { loginAttempts } from './auth.tables';
import { createLoginAttemptsRepository } from './login-attempts.repository';

let h: Harness;
let attempts: ReturnType<typeof createLoginAttemptsRepository>;
beforeAll(async () => {
  h = await startHarness();
  attempts = createLoginAttemptsRepository(h.database.db);
});
afterAll(() => h.close());

const LOCKED = {
  message: 'You have made too many login attempts, try again in 10 minutes.',
  code: 'too_many_login_attempts',
};

describe('login lockout', () => {
  it(`locks an account at the ${LOGIN_BLOCK_AT_ATTEMPT}th failure, even for the right password`, async () => {
    const player = await buildPlayer(h.database.db);
    const login = loginFrom(h, '198.51.100.1');
    for (let index = 1; index < LOGIN_BLOCK_AT_ATTEMPT; index += 1) {
      expect((await login(player.username, 'Wrong#Pass1')).statusCode).toBe(401);
    }
    const reaching = await login(player.username, 'Wrong#Pass1');
    expect(reaching.statusCode).toBe(429);
    expect(reaching.json()).toEqual(LOCKED);
    const right = await login(player.username, player.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(LOCKED);
    // The lock is the account's, whatever name or address the next try uses.
    const byEmail = await loginFrom(h, '198.51.100.2')(player.email.toUpperCase(), player.password);
    expect(byEmail.statusCode).toBe(429);
  });

  it('records every try with the player, the lowercased login, the address and the outcome', async () => {
    const player = await buildPlayer(h.database.db);
    const login = loginFrom(h, '198.51.100.3');
    await login(player.username.toUpperCase(), 'Wrong#Pass1');
    await login(player.username, player.password);
    const rows = await h.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.playerId, player.id));
    expect(rows.map(({ login: typed, ip, succeeded }) => ({ typed, ip, succeeded }))).toEqual([
      { typed: player.username, ip: '198.51.100.3', succeeded: false },
      { typed: player.username, ip: '198.51.100.3', succeeded: true },
    ]);
  });

  it('opens again once the failures leave the window', async () => {
    const player = await buildPlayer(h.database.db);
    const login = loginFrom(h, '198.51.100.4');
    for (let index = 0; index < LOGIN_BLOCK_AT_ATTEMPT; index += 1) {
      await login(player.username, 'Wrong#Pass1');
    }
    expect((await login(player.username, player.password)).statusCode).toBe(429);
    await attempts.shiftPlayerAttempts(player.id, LOGIN_ATTEMPTS_WINDOW_SECONDS - 30);
    expect((await login(player.username, player.password)).statusCode).toBe(429);
    await attempts.shiftPlayerAttempts(player.id, 31);
    expect((await login(player.username, player.password)).statusCode).toBe(200);
  });

  it('counts only the failures after the latest success', async () => {
    const player = await buildPlayer(h.database.db);
    const login = loginFrom(h, '198.51.100.5');
    for (let index = 1; index < LOGIN_BLOCK_AT_ATTEMPT; index += 1) {
      expect((await login(player.username, 'Wrong#Pass1')).statusCode).toBe(401);
    }
    expect((await login(player.username, player.password)).statusCode).toBe(200);
    for (let index = 1; index < LOGIN_BLOCK_AT_ATTEMPT; index += 1) {
      expect((await login(player.username, 'Wrong#Pass1')).statusCode).toBe(401);
    }
    expect((await login(player.username, 'Wrong#Pass1')).statusCode).toBe(429);
  });

  it('limits guessing an unknown name the same way, without telling it is unknown', async () => {
    const login = loginFrom(h, '198.51.100.6');
    const answers = [];
    for (let index = 0; index < LOGIN_BLOCK_AT_ATTEMPT + 1; index += 1) {
      answers.push((await login('NoSuchPlayer77', 'Wrong#Pass1')).json());
    }
    const known = await buildPlayer(h.database.db);
    const knownLogin = loginFrom(h, '198.51.100.7');
    const knownAnswers = [];
    for (let index = 0; index < LOGIN_BLOCK_AT_ATTEMPT + 1; index += 1) {
      knownAnswers.push((await knownLogin(known.username, 'Wrong#Pass1')).json());
    }
    expect(answers).toEqual(knownAnswers);
    const rows = await h.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.login, 'nosuchplayer77'));
    expect(rows).toHaveLength(LOGIN_BLOCK_AT_ATTEMPT + 1);
    expect(rows.every((row) => row.playerId === null && !row.succeeded)).toBe(true);
  });

  it(`refuses an address after ${LOGIN_IP_MAX_FAILURES} failures, whatever the accounts`, async () => {
    const ip = '198.51.100.8';
    const login = loginFrom(h, ip);
    for (let index = 0; index < LOGIN_IP_MAX_FAILURES - 1; index += 1) {
      expect((await login(`nobody${index}x`, 'Wrong#Pass1')).statusCode).toBe(401);
    }
    expect((await login('nobodylast', 'Wrong#Pass1')).statusCode).toBe(429);
    const player = await buildPlayer(h.database.db);
    expect((await login(player.username, player.password)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await loginFrom(h, '198.51.100.9')(player.username, player.password)).statusCode).toBe(
      200,
    );
  });

  it('lets no parallel wrong password slip past the limit', async () => {
    const player = await buildPlayer(h.database.db);
    const login = loginFrom(h, '198.51.100.10');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(player.username, 'Wrong#Pass1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_BLOCK_AT_ATTEMPT - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      20 - (LOGIN_BLOCK_AT_ATTEMPT - 1),
    );
    const failures = await h.database.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.playerId, player.id), eq(loginAttempts.succeeded, false)));
    expect(failures).toHaveLength(20);
  });

  it('ignores the address the body claims', async () => {
    const player = await buildPlayer(h.database.db);
    await h.call({
      method: 'POST',
      url: '/v1/auth/login?checkHash=1',
      payload: { username: player.username, password: 'Wrong#Pass1', ip_address: '10.9.9.9' },
      remoteAddress: '198.51.100.11',
    });
    const [row] = await h.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.playerId, player.id));
    expect(row?.ip).toBe('198.51.100.11');
  });
});

describe('imported players', () => {
  it('log in with the legacy password and are told to renew it', async () => {
    const response = await loginFrom(h, '198.51.100.12')(
      IMPORTED_PLAYER.username,
      IMPORTED_PLAYER.password,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ token: expect.any(String), is_crypt: false });
  });

  it('are refused a wrong password like anyone else', async () => {
    const response = await loginFrom(h, '198.51.100.13')(IMPORTED_PLAYER.username, 'Legacy@2025');
    expect(response.statusCode).toBe(401);
  });
});
