import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { startHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const login = (payload: unknown) =>
  h.call({ method: 'POST', url: '/v1/auth/login?checkHash=1', payload: payload as object });

describe('POST auth/login', () => {
  it('answers a session token that opens GET me', async () => {
    const response = await login({ username: 'demoplayer', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { token, is_crypt } = response.json().data;
    expect(is_crypt).toBe(true);
    const me = await h.call({ method: 'GET', url: '/v1/me', headers: { 'user-token': token } });
    expect(me.json().data.username).toBe('demoplayer');
  });

  it('accepts the e-mail as the login, in any case', async () => {
    const response = await login({ username: 'Demo.Player@Example.com', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { username: 'demoplayer', password: 'Wrong#2026' }],
    ['an unknown player', { username: 'nobody-here', password: DEMO_PASSWORD }],
  ])('gives the same 401 for %s', async (_label, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Incorrect username or password.',
      code: 'invalid_credentials',
    });
  });

  it.each([
    ['no username', { password: DEMO_PASSWORD }],
    ['an empty password', { username: 'demoplayer', password: '' }],
    ['an overlong password', { username: 'demoplayer', password: 'x'.repeat(129) }],
  ])('refuses %s with 422', async (_label, payload) => {
    expect((await login(payload)).statusCode).toBe(422);
  });
});
