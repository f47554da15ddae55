import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { JSON_BODY_LIMIT_BYTES } from '@prime/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_TOKEN, startHarness, type Harness } from '../test/harness';
import { registerErrorHandling } from './errors';
import { registerOversizedBodies } from './oversized-body';

const CHUNK = Buffer.alloc(64 * 1024, 'x');

/** What the client saw: the answer if one came, whether it sent its whole body, any failure. */
type Outcome = {
  status?: number;
  body?: string;
  /** Bytes the client handed to its socket. */
  sent: number;
  /** The whole body left the client. */
  finished: boolean;
  /** The socket's failure, e.g. EPIPE or ECONNRESET when the server stopped reading. */
  error?: string;
};

/**
 * Sends a body of `chunks` chunks over a real connection, one chunk per turn of the event loop
 * as a client on a slow line would, and resolves once the connection is over. `stall` stops
 * sending after that many chunks, as a client that never finishes.
 */
const send = (
  port: number,
  path: string,
  headers: OutgoingHttpHeaders,
  chunks: number,
  stall?: number,
): Promise<Outcome> =>
  new Promise((resolve) => {
    const outcome: Outcome = { sent: 0, finished: false };
    let answered: Promise<void> = Promise.resolve();
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path, method: 'POST', headers, agent: false },
      (response) => {
        outcome.status = response.statusCode;
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answered = new Promise((done) => {
          response.on('end', () => {
            outcome.body = body;
            done();
          });
          response.on('error', () => done());
          response.on('close', () => done());
        });
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => (outcome.error ??= error.code));
    outgoing.on('finish', () => (outcome.finished = true));
    outgoing.on('close', () => void answered.then(() => resolve(outcome)));
    void (async () => {
      for (let index = 0; index < chunks; index += 1) {
        if (outgoing.destroyed || index === stall) return;
        if (!outgoing.write(CHUNK))
          await new Promise<void>((drained) => {
            outgoing.once('drain', drained);
            outgoing.once('close', drained);
          });
        outcome.sent += CHUNK.length;
        await nextTurn();
      }
      if (!outgoing.destroyed) outgoing.end();
    })();
  });

describe('an oversized body over a real connection', () => {
  let h: Harness;
  let port: number;
  const opsHeaders = { 'content-type': 'application/json', 'x-ops-token': OPS_TOKEN };
  const maintenanceOf = async () =>
    (await h.call({ method: 'POST', url: '/v1/cms/skin-in-maintenance', payload: {} })).json<{
      data: { in_maintenance: boolean };
    }>().data.in_maintenance;

  beforeAll(async () => {
    h = await startHarness();
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as AddressInfo).port;
  });
  afterAll(() => h.close());

  it('answers 413 in the API’s shape to a client still sending a declared length', async () => {
    const chunks = Math.ceil((3 * JSON_BODY_LIMIT_BYTES) / CHUNK.length);
    const outcome = await send(
      port,
      '/ops/maintenance',
      { ...opsHeaders, 'content-length': chunks * CHUNK.length },
      chunks,
    );
    expect(outcome).toEqual({
      status: 413,
      body: expect.any(String),
      sent: chunks * CHUNK.length,
      finished: true,
    });
    expect(JSON.parse(outcome.body!)).toEqual({
      message: expect.any(String),
      code: 'payload_too_large',
    });
    expect(await maintenanceOf()).toBe(false);
  });

  it('answers 413 to a chunked body that grows past the limit', async () => {
    const chunks = Math.ceil((3 * JSON_BODY_LIMIT_BYTES) / CHUNK.length);
    const outcome = await send(port, '/ops/maintenance', opsHeaders, chunks);
    expect(outcome).toEqual({
      status: 413,
      body: expect.any(String),
      sent: chunks * CHUNK.length,
      finished: true,
    });
    expect(JSON.parse(outcome.body!)).toMatchObject({ code: 'payload_too_large' });
    expect(await maintenanceOf()).toBe(false);
  });
});

describe('the bounds of reading what an oversized request still sends', () => {
  let app: FastifyInstance;
  let port: number;
  const LIMIT = 16 * 1024;
  const MAX_BYTES = 256 * 1024;

  beforeAll(async () => {
    app = Fastify({ bodyLimit: LIMIT });
    registerErrorHandling(app);
    registerOversizedBodies(app, { maxBytes: MAX_BYTES, maxMs: 200 });
    app.post('/echo', async (request) => request.body);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  const headers = (length: number) => ({
    'content-type': 'application/json',
    'content-length': length,
  });

  it('reads a body within the bound to its end, then answers 413', async () => {
    const chunks = MAX_BYTES / CHUNK.length - 1;
    const outcome = await send(port, '/echo', headers(chunks * CHUNK.length), chunks);
    expect(outcome).toEqual({
      status: 413,
      body: expect.stringContaining('payload_too_large'),
      sent: chunks * CHUNK.length,
      finished: true,
    });
  });

  it('stops reading a client that sends more than the bound, and closes its connection', async () => {
    const chunks = 2_000;
    const outcome = await send(port, '/echo', headers(chunks * CHUNK.length), chunks);
    expect(outcome.finished).toBe(false);
    expect(outcome.sent).toBeLessThan(chunks * CHUNK.length);
  });

  it('answers a client that stops sending once the bound runs out, without the rest', async () => {
    const outcome = await send(port, '/echo', headers(100 * CHUNK.length), 100, 2);
    expect(outcome).toMatchObject({ status: 413, sent: 2 * CHUNK.length, finished: false });
  });
});
