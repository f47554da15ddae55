import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { OPS_TOKEN, startHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const ops = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  h.app.inject({
    method,
    url,
    headers: token === undefined ? {} : { 'x-ops-token': token },
    ...(payload ? { payload } : {}),
  });

describe('operator API', () => {
  it.each([
    ['no token', undefined],
    ['a wrong token', 'x'.repeat(40)],
  ])('refuses %s with 403 and changes nothing', async (_label, token) => {
    const response = await ops('POST', '/ops/maintenance', token, { in_maintenance: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
    const status = await ops('GET', '/ops/status', OPS_TOKEN);
    expect(status.json()).toMatchObject({ data: { skins: [{ in_maintenance: false }] } });
  });

  it('does not accept the site client credentials', async () => {
    const response = await h.call({ method: 'GET', url: '/ops/status' });
    expect(response.statusCode).toBe(403);
  });

  it('reports the server and skins', async () => {
    const response = await ops('GET', '/ops/status', OPS_TOKEN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        database: h.database.kind,
        redis: Boolean(process.env['REDIS_URL']),
        uptime_seconds: expect.any(Number),
        skins: [{ id: 1, name: 'Prime', in_maintenance: false }],
      },
    });
  });

  it('switches maintenance on and off', async () => {
    const on = await ops('POST', '/ops/maintenance', OPS_TOKEN, { in_maintenance: true });
    expect(on.json()).toEqual({ data: { in_maintenance: true } });
    expect((await ops('GET', '/ops/status', OPS_TOKEN)).json()).toMatchObject({
      data: { skins: [{ in_maintenance: true }] },
    });
    await ops('POST', '/ops/maintenance', OPS_TOKEN, { in_maintenance: false });
    expect((await ops('GET', '/ops/status', OPS_TOKEN)).json()).toMatchObject({
      data: { skins: [{ in_maintenance: false }] },
    });
  });
});

describe('operator API: catalog generate', () => {
  const total = async () =>
    (await h.call({ method: 'GET', url: '/v1/casino/games?per_page=1' })).json<{
      meta: { total: number };
    }>().meta.total;

  it('adds games that the lobby lists at once', async () => {
    const before = await total();
    const response = await ops('POST', '/ops/catalog/generate', OPS_TOKEN, { count: 30 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { added: 30, total: before + 30 } });
    expect(await total()).toBe(before + 30);
  });

  it.each([0, -5, 1.5, 100_001])('refuses count %s with 422 and adds nothing', async (count) => {
    const before = await total();
    const response = await ops('POST', '/ops/catalog/generate', OPS_TOKEN, { count });
    expect(response.statusCode).toBe(422);
    expect(await total()).toBe(before);
  });

  it('refuses a call without the operator token', async () => {
    const response = await ops('POST', '/ops/catalog/generate', undefined, { count: 5 });
    expect(response.statusCode).toBe(403);
  });
});

describe('operator API: player create', () => {
  const login = (username: string, password: string) =>
    h.call({ method: 'POST', url: '/v1/auth/login', payload: { username, password } });

  it('creates an active player who can log in', async () => {
    const response = await ops('POST', '/ops/players', OPS_TOKEN, { username: 'opsplayer1' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(Number),
      username: 'opsplayer1',
      email: 'opsplayer1@example.com',
      password: 'PrimeTest#2026',
    });
    const session = await login('opsplayer1', data.password);
    expect(session.json().data.is_crypt).toBe(true);
  });

  it('creates an imported player with a legacy hash and unaccepted terms', async () => {
    const response = await ops('POST', '/ops/players', OPS_TOKEN, {
      username: 'opsimported1',
      password: 'Legacy#2019',
      imported: true,
      no_terms: true,
    });
    expect(response.statusCode).toBe(201);
    const session = await login('opsimported1', 'Legacy#2019');
    expect(session.statusCode).toBe(200);
    const token = session.json().data.token as string;
    expect(session.json().data.is_crypt).toBe(false);
    const me = await h.call({ method: 'GET', url: '/v1/me', headers: { 'user-token': token } });
    expect(me.json().data.marketing.terms_and_conditions).toBe(false);
  });

  it.each([
    ['a short username', { username: 'abc' }],
    ['a weak password', { username: 'opsweak01', password: 'weak' }],
    ['an unknown field', { username: 'opsfield01', status: 'closed' }],
    ['a taken username', { username: 'demoplayer' }],
  ])('refuses %s', async (_label, payload) => {
    const response = await ops('POST', '/ops/players', OPS_TOKEN, payload);
    expect([409, 422]).toContain(response.statusCode);
  });
});

describe('the operator API in the OpenAPI document', () => {
  const operationsOf = async (app: FastifyInstance) => {
    const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.values(methods).map((operation) => ({ path, tags: operation.tags ?? [] })),
    );
  };

  it('is listed outside production', async () => {
    const operations = await operationsOf(h.app);
    expect(operations.map((operation) => operation.path)).toContain('/ops/status');
  });

  it('is left out in production, while the /v1 calls stay', async () => {
    const app = await buildApp({
      config: { rateLimitMax: 100, trustProxyHops: 0, logLevel: 'silent', env: 'production' },
      database: h.database,
      opsToken: OPS_TOKEN,
      logger: false,
    });
    try {
      const operations = await operationsOf(app);
      expect(operations.map((operation) => operation.path)).toContain('/v1/me');
      expect(operations.filter((operation) => operation.path.startsWith('/ops'))).toEqual([]);
      expect(operations.filter((operation) => operation.tags.includes('ops'))).toEqual([]);
      // The routes themselves still answer the operator.
      const status = await app.inject({
        method: 'GET',
        url: '/ops/status',
        headers: { 'x-ops-token': OPS_TOKEN },
      });
      expect(status.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
