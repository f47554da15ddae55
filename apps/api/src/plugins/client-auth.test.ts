import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, startHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('client check', () => {
  it('answers a request with the site credentials', async () => {
    const response = await h.call({ method: 'GET', url: '/v1/cms/translation/languages' });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['a malformed header', 'Basic not base64!'],
    ['a bearer token', 'Bearer abc'],
    ['an unknown client', basic('someone-else', 'prime-web-client')],
    ['a wrong password', basic('prime-web', 'wrong-password')],
    ['an empty password', basic('prime-web', '')],
  ])('refuses %s with 401 in the error format', async (_label, authorization) => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/v1/cms/skin-settings',
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'unknown_client' });
  });

  it('checks the client before validating the request', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/v1/cms/translation/header/?language=xx',
    });
    expect(response.statusCode).toBe(401);
  });

  it('leaves the health checks and docs outside the client check', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
  });
});
