import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ rateLimitMax: 3 });
});
afterAll(() => h.close());

it('answers 429 in the error format once an address exceeds its limit', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    statuses.push(
      (await h.call({ method: 'GET', url: '/v1/cms/translation/languages' })).statusCode,
    );
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
  const limited = await h.call({ method: 'GET', url: '/v1/nowhere' });
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ message: expect.any(String), code: 'too_many_requests' });
});

it('never counts built assets and generated artwork, which a lobby asks for by the dozen', async () => {
  const fresh = await startHarness({ rateLimitMax: 3 });
  try {
    const pictures: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      pictures.push(
        (await fresh.app.inject({ method: 'GET', url: '/media/games/1.svg' })).statusCode,
      );
    }
    expect(pictures).toEqual([200, 200, 200, 200, 200, 200]);
    const api: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      api.push(
        (await fresh.call({ method: 'GET', url: '/v1/cms/translation/languages' })).statusCode,
      );
    }
    expect(api).toEqual([200, 200, 200, 429]);
    expect(
      (await fresh.app.inject({ method: 'GET', url: '/media/banners/nowhere.svg' })).statusCode,
    ).toBe(404);
  } finally {
    await fresh.close();
  }
});

it('never counts health checks, which a balancer sends to every instance all the time', async () => {
  const fresh = await startHarness({ rateLimitMax: 3 });
  try {
    const checks: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      for (const url of ['/health', '/ready']) {
        checks.push((await fresh.app.inject({ method: 'GET', url })).statusCode);
      }
    }
    expect(checks).toEqual(Array.from({ length: 10 }, () => 200));
    const api: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      api.push(
        (await fresh.call({ method: 'GET', url: '/v1/cms/translation/languages' })).statusCode,
      );
    }
    expect(api).toEqual([200, 200, 200, 429]);
  } finally {
    await fresh.close();
  }
});
