import { SESSION_IDLE_MINUTES } from '@prime/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../../lib/hash';
import { startHarness, type Harness } from '../../test/harness';
import { getPlayerId } from '../../test/queries/players';
import { sessions } from './auth.tables';
import { createSessionsRepository, SESSION_TOUCH_SECONDS } from './sessions.repository';
import { createSessionsService, SESSION_READ_REUSE_MS } from './sessions.service';

let h: Harness;
let service: ReturnType<typeof createSessionsService>;
let repository: ReturnType<typeof createSessionsRepository>;
let playerId: number;

beforeAll(async () => {
  h = await startHarness();
  repository = createSessionsRepository(h.database.db);
  service = createSessionsService(repository);
  playerId = await getPlayerId(h.database.db, 'demoplayer');
});
afterAll(() => h.close());

const me = (token?: string) =>
  h.call({
    method: 'GET',
    url: '/v1/me?kyc=1&marketing=1&riskyCountry=1',
    headers: token === undefined ? {} : { 'user-token': token },
  });

describe('user-token sessions', () => {
  it('answers the player of a live session', async () => {
    const { token } = await service.createSession(playerId);
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { id: playerId, username: 'demoplayer', email: 'demo.player@example.com' },
    });
  });

  it('stores only a hash of the token', async () => {
    const { id, token } = await service.createSession(playerId);
    const [row] = await h.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['an unknown token', 'not-a-session'],
    ['an overlong token', 'x'.repeat(300)],
  ])('answers 401 unauthenticated for %s', async (_label, token) => {
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'unauthenticated' });
  });

  it(`expires a session idle for more than ${SESSION_IDLE_MINUTES} minutes`, async () => {
    const idleLessThanLimit = await service.createSession(playerId);
    await repository.setLastSeen(
      idleLessThanLimit.id,
      new Date(Date.now() - (SESSION_IDLE_MINUTES - 1) * 60_000),
    );
    expect((await me(idleLessThanLimit.token)).statusCode).toBe(200);
    const idleMoreThanLimit = await service.createSession(playerId);
    await repository.setLastSeen(
      idleMoreThanLimit.id,
      new Date(Date.now() - (SESSION_IDLE_MINUTES + 1) * 60_000),
    );
    expect((await me(idleMoreThanLimit.token)).statusCode).toBe(401);
  });

  it('extends a session on use', async () => {
    const { id, token } = await service.createSession(playerId);
    const old = new Date(Date.now() - 20 * 60_000);
    await repository.setLastSeen(id, old);
    await me(token);
    const [row] = await h.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });

  it(`writes a session's use at most once in ${SESSION_TOUCH_SECONDS} seconds`, async () => {
    const lastSeen = async (id: string) =>
      (await h.database.db.select().from(sessions).where(eq(sessions.id, id)))[0]!.lastSeenAt;
    const usedRecently = await service.createSession(playerId);
    const recent = new Date(Date.now() - (SESSION_TOUCH_SECONDS - 20) * 1000);
    await repository.setLastSeen(usedRecently.id, recent);
    expect((await me(usedRecently.token)).statusCode).toBe(200);
    expect((await lastSeen(usedRecently.id)).getTime()).toBe(recent.getTime());
    const usedLonger = await service.createSession(playerId);
    await repository.setLastSeen(
      usedLonger.id,
      new Date(Date.now() - (SESSION_TOUCH_SECONDS + 5) * 1000),
    );
    expect((await me(usedLonger.token)).statusCode).toBe(200);
    expect((await lastSeen(usedLonger.id)).getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('ends the session on logout', async () => {
    const { token } = await service.createSession(playerId);
    const logout = await h.call({
      method: 'DELETE',
      url: '/v1/auth/logout',
      headers: { 'user-token': token },
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    const again = await h.call({
      method: 'DELETE',
      url: '/v1/auth/logout',
      headers: { 'user-token': token },
    });
    expect(again.statusCode).toBe(401);
  });

  it('logs out only the session of the token', async () => {
    const first = await service.createSession(playerId);
    const second = await service.createSession(playerId);
    await h.call({
      method: 'DELETE',
      url: '/v1/auth/logout',
      headers: { 'user-token': first.token },
    });
    expect((await me(second.token)).statusCode).toBe(200);
  });
});

describe(`a read reuses a session confirmed in the last ${SESSION_READ_REUSE_MS} ms`, () => {
  const logout = (token: string) =>
    h.call({ method: 'DELETE', url: '/v1/auth/logout', headers: { 'user-token': token } });
  afterEach(() => vi.useRealTimers());

  it('until a write, which always asks the database', async () => {
    const { id, token } = await service.createSession(playerId);
    expect((await me(token)).statusCode).toBe(200);
    // Ended elsewhere (another instance, an operator): this process has not heard of it.
    await repository.revoke(id);
    expect((await me(token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(401);
  });

  it(`for ${SESSION_READ_REUSE_MS} ms at most`, async () => {
    const { id, token } = await service.createSession(playerId);
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await me(token)).statusCode).toBe(200);
    await repository.revoke(id);
    vi.setSystemTime(Date.now() + SESSION_READ_REUSE_MS - 100);
    expect((await me(token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('never once this process ended it', async () => {
    const { token } = await service.createSession(playerId);
    expect((await me(token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('never for a token it has not confirmed', async () => {
    const { id, token } = await service.createSession(playerId);
    await repository.revoke(id);
    expect((await me(token)).statusCode).toBe(401);
  });
});
