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
