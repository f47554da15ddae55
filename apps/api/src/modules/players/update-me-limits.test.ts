import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedInPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';

/** Requests per minute per address in this file; PUT me allows a session 30. */
const PER_ADDRESS = 40;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ rateLimitMax: PER_ADDRESS });
});
afterAll(() => h.close());

/** PUT me from `address` with a harmless change. */
const putMe = (address: string, token: string) =>
  h.call({
    method: 'PUT',
    url: '/v1/me',
    remoteAddress: address,
    headers: { 'user-token': token },
    payload: { language: 'en' },
  });

const statusesOf = async (count: number, send: () => Promise<{ statusCode: number }>) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await send()).statusCode);
  return statuses;
};

describe('PUT me: rate limits', () => {
  it('counts made-up session tokens against the address, which then gets 429', async () => {
    const statuses = await statusesOf(PER_ADDRESS, () => putMe('198.51.100.10', randomUUID()));
    expect(statuses).toEqual(Array(PER_ADDRESS).fill(401));
    const limited = await putMe('198.51.100.10', randomUUID());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String), code: 'too_many_requests' });
  });

  it('gives each session 30 changes a minute, whatever the others behind its address did', async () => {
    const address = '198.51.100.20';
    const { token: first } = await buildLoggedInPlayer(h.database.db);
    const { token: second } = await buildLoggedInPlayer(h.database.db);
    expect(await statusesOf(30, () => putMe(address, first))).toEqual(Array(30).fill(200));
    const limited = await putMe(address, first);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await putMe(address, second)).statusCode).toBe(200);
  });
});
