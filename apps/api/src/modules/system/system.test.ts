import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('health and readiness', () => {
  it('answers /health', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /ready after checking its dependencies', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    const expected = process.env['REDIS_URL']
      ? { database: true, redis: true }
      : { database: true };
    expect(response.json()).toEqual({ status: 'ready', checks: expected });
  });
});

describe('GET ip', () => {
  it('answers the address of the caller', async () => {
    const response = await h.call({ method: 'GET', url: '/v1/ip', remoteAddress: '203.0.113.7' });
    expect(response.json()).toEqual({ data: { ip: '203.0.113.7' } });
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const response = await h.call({
      method: 'GET',
      url: '/v1/ip',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(response.json()).toEqual({ data: { ip: '203.0.113.7' } });
  });
});

describe('OpenAPI document', () => {
  it('is generated from the contract and lists the /v1 calls', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/docs/json' });
    const document = response.json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/v1/cms/skin-settings',
      '/v1/cms/skin-in-maintenance',
      '/v1/cms/translation/languages',
      '/v1/cms/translation/{section}/',
      '/v1/cms/translations/{language}',
      '/v1/countries',
      '/v1/currencies',
      '/v1/me',
      '/v1/auth/logout',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
  });

  it('serves the docs page', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
