import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSON_BODY_LIMIT_BYTES } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const maintenanceOf = async () =>
  (await h.call({ method: 'POST', url: '/v1/cms/skin-in-maintenance', payload: {} })).json<{
    data: { in_maintenance: boolean };
  }>().data.in_maintenance;

describe('error format', () => {
  it('answers unknown /v1 paths with a JSON 404', async () => {
    const response = await h.call({ method: 'GET', url: '/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'not_found' });
  });

  it('answers unknown paths without a site build with a JSON 404', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/somewhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers 422 with errors per field for a bad query', async () => {
    const response = await h.call({
      method: 'GET',
      url: '/v1/cms/translation/header/?language=xx',
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toEqual(['language']);
    expect(body.errors['language']?.[0]).toEqual(expect.any(String));
  });

  it('answers 422 for wrong body types and changes nothing', async () => {
    for (const payload of [{ in_maintenance: 'yes' }, {}, { in_maintenance: 1 }]) {
      const response = await h.app.inject({
        method: 'POST',
        url: '/ops/maintenance',
        headers: { 'x-ops-token': 'ops-token-for-the-test-suite-0123456789' },
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        errors: { in_maintenance: [expect.any(String)] },
      });
    }
    expect(await maintenanceOf()).toBe(false);
  });

  it('answers malformed JSON with 400 invalid_json and changes nothing', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/ops/maintenance',
      headers: {
        'x-ops-token': 'ops-token-for-the-test-suite-0123456789',
        'content-type': 'application/json',
      },
      payload: '{"in_maintenance": tru',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'invalid_json' });
    expect(await maintenanceOf()).toBe(false);
  });

  it('answers an oversized body with 413 and changes nothing', async () => {
    const payload = JSON.stringify({
      in_maintenance: true,
      padding: 'x'.repeat(JSON_BODY_LIMIT_BYTES),
    });
    const response = await h.app.inject({
      method: 'POST',
      url: '/ops/maintenance',
      headers: {
        'x-ops-token': 'ops-token-for-the-test-suite-0123456789',
        'content-type': 'application/json',
      },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
    expect(await maintenanceOf()).toBe(false);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await h.call({
      method: 'POST',
      url: '/v1/cms/skin-in-maintenance',
      headers: { 'content-type': 'application/xml' },
      payload: '<in_maintenance/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });
});

describe('refusals before any route runs keep the API’s shape', () => {
  it('answers an address with a broken percent-encoding with 400, never echoing it', async () => {
    const response = await h.call({ method: 'GET', url: '/v1/campaigns/%E0%A4%A<script>' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The address is not valid.', code: 'bad_request' });
    expect(response.body).not.toContain('script');
  });

  it('answers a path parameter longer than any the API takes with 414', async () => {
    const response = await h.call({ method: 'GET', url: `/v1/campaigns/${'A'.repeat(150)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'uri_too_long' });
  });

  it('answers headers larger than the server reads with 431, over a real connection', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = httpRequest(
        { host: '127.0.0.1', port, path: '/v1/ip', headers: { 'x-padding': 'x'.repeat(40_000) } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      sent.on('error', reject);
      sent.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      message: expect.any(String),
      code: 'headers_too_large',
    });
  });

  it('refuses a body declared in a charset other than UTF-8 with 415, changing nothing', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/ops/maintenance',
      headers: {
        'x-ops-token': 'ops-token-for-the-test-suite-0123456789',
        'content-type': 'application/json; charset=latin1',
      },
      payload: '{"in_maintenance": true}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
    expect(await maintenanceOf()).toBe(false);
  });

  it('names the refused field in every 422, business refusals included', async () => {
    const response = await h.call({
      method: 'GET',
      url: '/v1/campaigns/NOSUCHCODE?check_code=1&currency_id=1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: expect.any(String),
      code: 'promo_code_invalid',
      errors: { code: [expect.any(String)] },
    });
  });

  it('reads numbers in decimal digits only', async () => {
    for (const id of ['0x1', '1e0', '0b1', '%201']) {
      const response = await h.call({ method: 'GET', url: `/v1/static/casinoGames/${id}` });
      expect(response.statusCode, id).toBe(422);
      expect(response.json()).toMatchObject({ errors: { gameId: [expect.any(String)] } });
    }
  });
});

describe('request metadata and security', () => {
  it('returns the request id it was given, or a new one', async () => {
    const given = await h.call({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const fresh = await h.call({ method: 'GET', url: '/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await h.call({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'a b; drop' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers with a content-security policy', async () => {
    const response = await h.call({ method: 'GET', url: '/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

// Last: it breaks the database of this file.
describe('failures inside the server', () => {
  it('never leaks internals in a 500', async () => {
    h.app.log.level = 'silent';
    await h.database.close();
    const response = await h.call({ method: 'GET', url: '/v1/cms/translation/languages' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'server_error' });
    expect(response.body).not.toMatch(/select|pglite|stack|\bat /i);
  });
});
