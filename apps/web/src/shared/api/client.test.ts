import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { basicAuthorization, buildUrl, createApiClient } from './client';
import { createPrimeApi } from './prime-api';

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** `respond` runs per call, so every call reads a fresh body. */
const setup = (respond: () => Response | Promise<Response>, onMaintenance = vi.fn()) => {
  const fetchMock = vi.fn(async () => respond());
  const client = createApiClient({
    credentials: { ref: 'prime-web', password: 'prime-web-client' },
    fetch: fetchMock,
    onMaintenance,
  });
  const lastCall = () => {
    const call = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit] | undefined;
    if (!call) throw new Error('fetch was not called');
    return { url: call[0], init: call[1], headers: call[1].headers as Record<string, string> };
  };
  return { client, api: createPrimeApi(client), fetchMock, lastCall, onMaintenance };
};

describe('api client', () => {
  it('sends Basic authorization on every call and no user-token without a session', async () => {
    const { api, lastCall } = setup(() => json(200, { data: { ip: '10.0.0.1' } }));
    expect(await api.getClientIp()).toBe('10.0.0.1');
    const { url, headers, init } = lastCall();
    expect(url).toBe('/v1/ip');
    expect(init.method).toBe('GET');
    expect(headers.authorization).toBe(`Basic ${btoa('prime-web:prime-web-client')}`);
    expect(headers['user-token']).toBeUndefined();
  });

  it('adds the user-token header once a token is set', async () => {
    const { client, api, lastCall } = setup(() => json(200, { data: { id: 1 } }));
    client.setToken('tok-9');
    await api.getMe();
    expect(lastCall().url).toBe('/v1/me?kyc=1&marketing=1&riskyCountry=1');
    expect(lastCall().headers['user-token']).toBe('tok-9');
    client.setToken(null);
    await api.getMe();
    expect(lastCall().headers['user-token']).toBeUndefined();
  });

  it('posts an empty JSON body for the maintenance check', async () => {
    const { api, lastCall } = setup(() => json(200, { data: { in_maintenance: true } }));
    expect(await api.isInMaintenance()).toBe(true);
    expect(lastCall().url).toBe('/v1/cms/skin-in-maintenance');
    expect(lastCall().init.method).toBe('POST');
    expect(lastCall().init.body).toBe('{}');
    expect(lastCall().headers['Content-Type']).toBe('application/json');
  });

  it('reads the language texts as data.data', async () => {
    const { api, lastCall } = setup(() =>
      json(200, { data: { language: 'de', data: { header: { casino: 'Casino' } } } }),
    );
    expect(await api.getTranslations('de')).toEqual({ header: { casino: 'Casino' } });
    expect(lastCall().url).toBe('/v1/cms/translations/de');
  });

  it('accepts a 204 on logout', async () => {
    const { api, lastCall } = setup(() => new Response(null, { status: 204 }));
    await expect(api.logout()).resolves.toBeUndefined();
    expect(lastCall().init.method).toBe('DELETE');
    expect(lastCall().url).toBe('/v1/auth/logout');
  });

  it('turns an error answer into a typed ApiError', async () => {
    const { api } = setup(() =>
      json(422, {
        message: 'Please check the fields.',
        code: 'validation_failed',
        errors: { email: ['Invalid'] },
      }),
    );
    const error = await api.getMe().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Please check the fields.',
      errors: { email: ['Invalid'] },
    });
  });

  it('keeps the facts of a refusal in details', async () => {
    const { api } = setup(() =>
      json(403, {
        message: 'Disabled',
        code: 'account_disabled',
        details: { status_expires_at: '2030-01-02T03:04:05Z' },
      }),
    );
    await expect(api.getMe()).rejects.toMatchObject({
      code: 'account_disabled',
      details: { status_expires_at: '2030-01-02T03:04:05Z' },
    });
  });

  it('reads an error wrapped in an error object too', async () => {
    const { api } = setup(() =>
      json(401, { error: { code: 'unauthenticated', message: 'Ended' } }),
    );
    await expect(api.getMe()).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('falls back to a code from the status for an unreadable error', async () => {
    const { api } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.getSkinSettings()).rejects.toMatchObject({
      status: 502,
      code: 'server_error',
    });
  });

  it('reports a network failure as network_error', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.getClientIp()).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('signals maintenance when an answer says so', async () => {
    const { api, onMaintenance } = setup(() =>
      json(503, { message: 'The site is in maintenance.', code: 'in_maintenance' }),
    );
    await expect(api.getMe()).rejects.toMatchObject({ code: 'in_maintenance' });
    expect(onMaintenance).toHaveBeenCalledOnce();
  });

  it('sends the extra headers of one call without letting them replace the site header', async () => {
    const { client, lastCall } = setup(() => json(200, { data: { is_valid: true } }));
    await client.request('GET', 'notifications/newsletter/token/opt-out', {
      headers: { token: 'opt-123', authorization: 'Basic forged' },
    });
    expect(lastCall().headers.token).toBe('opt-123');
    expect(lastCall().headers.authorization).toBe(`Basic ${btoa('prime-web:prime-web-client')}`);
    await client.request('GET', 'ip');
    expect(lastCall().headers.token).toBeUndefined();
  });

  it('sends a FormData as it is, leaving its multipart type to the browser', async () => {
    const { client, lastCall } = setup(() => json(201, { data: { id: 3 } }));
    const form = new FormData();
    form.append('type', 'passport');
    await client.request('POST', 'me/documents', { body: form });
    expect(lastCall().init.body).toBe(form);
    expect(lastCall().headers['Content-Type']).toBeUndefined();
  });

  it('answers a blob when asked for one, and still a typed error on a refusal', async () => {
    const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const { client } = setup(
      () => new Response(picture, { headers: { 'content-type': 'image/png' } }),
    );
    const blob = await client.request<Blob>('GET', 'me/documents/files/x', {
      responseType: 'blob',
    });
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(picture.byteLength);

    const refused = setup(() => json(404, { message: 'Not found.', code: 'not_found' }));
    await expect(
      refused.client.request('GET', 'me/documents/files/x', { responseType: 'blob' }),
    ).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('builds URLs on the base with a query', () => {
    expect(buildUrl('/v1/', 'cms/translation/footer/', { language: 'de', x: undefined })).toBe(
      '/v1/cms/translation/footer/?language=de',
    );
    expect(buildUrl('/v1', '/ip')).toBe('/v1/ip');
  });

  it('encodes non-ASCII credentials as UTF-8', () => {
    expect(basicAuthorization({ ref: 'ž', password: 'p' })).toBe(`Basic ${btoa('\u00c5\u00be:p')}`);
  });
});
