import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH, registerStaticSite } from './static-site';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(2_000))};\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONSOLE_INDEX = '<!doctype html><title>Prime back office</title>';

let root: string;
let app: FastifyInstance;

/** A built site as `npm run build -w apps/web` leaves it: hashed assets with compressed copies. */
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'prime-static-'));
  const web = path.join(root, 'web');
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Prime</title>');
  await writeFile(path.join(web, 'assets', 'app-1a2b.js'), SCRIPT);
  await writeFile(path.join(web, 'assets', 'app-1a2b.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(web, 'assets', 'app-1a2b.js.gz'), gzipSync(SCRIPT));
  const backoffice = path.join(root, 'backoffice');
  await mkdir(path.join(backoffice, 'assets'), { recursive: true });
  await writeFile(path.join(backoffice, 'index.html'), CONSOLE_INDEX);
  await writeFile(path.join(backoffice, 'assets', 'console-3c4d.js'), SCRIPT);
  app = Fastify();
  await registerStaticSite(app, { web, games: path.join(root, 'games'), backoffice });
  // As the app does: any other page is the player site's.
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const getScript = (acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url: '/assets/app-1a2b.js',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built site', () => {
  it('sends the Brotli copy of a script to a browser that accepts it', async () => {
    const response = await getScript('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await getScript('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await getScript();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year and revalidate index.html', async () => {
    expect((await getScript('br')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await getScript()).headers['cache-control']).toBe(IMMUTABLE);
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.headers['cache-control']).toBe('no-cache');
  });
});

describe('paths that never fall back to the site', () => {
  it('keeps the API, media and missing built assets apart from the pages of the site', () => {
    for (const url of ['/v1/casino/games', '/media/games/1.svg', '/assets/gone-1a2b.js', '/ready'])
      expect(API_PATH.test(url), url).toBe(true);
    for (const url of ['/', '/en/casino', '/promotion/12', '/assetsful', '/newsletter/opt-out'])
      expect(API_PATH.test(url), url).toBe(false);
  });
});

describe('the operator console', () => {
  it('serves its own index.html for every page under /backoffice/', async () => {
    for (const url of ['/backoffice/', '/backoffice/withdrawals', '/backoffice/players/12/show']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(CONSOLE_INDEX);
    }
  });

  it('serves its hashed assets for a year and answers 404 for a missing one', async () => {
    const script = await app.inject({ method: 'GET', url: '/backoffice/assets/console-3c4d.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe(SCRIPT);
    expect(script.headers['cache-control']).toBe(IMMUTABLE);

    const gone = await app.inject({ method: 'GET', url: '/backoffice/assets/gone-9f8e.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers 404 to a write under /backoffice/ and leaves the player site its own pages', async () => {
    const post = await app.inject({ method: 'POST', url: '/backoffice/withdrawals' });
    expect(post.statusCode).toBe(404);

    const sitePage = await app.inject({ method: 'GET', url: '/en/casino' });
    expect(sitePage.body).toBe('<!doctype html><title>Prime</title>');
  });
});
