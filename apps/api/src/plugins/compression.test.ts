import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { createCompressedAnswers, pickEncoding } from './compression';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const getTexts = (acceptEncoding?: string) =>
  h.call({
    method: 'GET',
    url: '/v1/cms/translations/en',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compression of API answers', () => {
  it('sends JSON in Brotli or gzip to clients that accept it, with the same content', async () => {
    const plain = await getTexts();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await getTexts('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await getTexts('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers as they are', async () => {
    const health = await h.call({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toBeTruthy();
  });

  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('memory of compressed answers', () => {
  it('compresses an identical answer once, and each different one on its own', async () => {
    const recent = createCompressedAnswers(2);
    let calls = 0;
    const compress = (text: string) => async () => {
      calls += 1;
      return Buffer.from(`compressed ${text}`);
    };
    expect((await recent.compress('br', 'lobby', compress('lobby'))).toString()).toBe(
      'compressed lobby',
    );
    expect((await recent.compress('br', 'lobby', compress('lobby'))).toString()).toBe(
      'compressed lobby',
    );
    expect(calls).toBe(1);
    expect((await recent.compress('gzip', 'lobby', compress('gz lobby'))).toString()).toBe(
      'compressed gz lobby',
    );
    expect((await recent.compress('br', 'search', compress('search'))).toString()).toBe(
      'compressed search',
    );
    expect(calls).toBe(3);
    expect(recent.size).toBe(2);
  });

  it('forgets a failed compression so the next answer tries again', async () => {
    const recent = createCompressedAnswers();
    await expect(
      recent.compress('br', 'x', () => Promise.reject(new Error('zlib failed'))),
    ).rejects.toThrow('zlib failed');
    await Promise.resolve();
    expect(recent.size).toBe(0);
  });
});
