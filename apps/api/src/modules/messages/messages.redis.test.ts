import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, loginStaff, staffCall } from '../../test/calls/staff';
import { buildLoggedInPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';

/**
 * Two API instances of one deployment: one database, one Redis, one key prefix. A message told
 * on one instance reaches the player's socket held by the other. The suite's Redis (REDIS_URL)
 * is used when set; otherwise this file runs a Redis of its own, so the test always runs.
 */
let redisServer: ChildProcess | undefined;
const previousRedisUrl = process.env['REDIS_URL'];
let a: Harness;
let b: Harness;
let urlOfB: string;
const sockets: Socket[] = [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const startRedis = async (): Promise<string> => {
  const port = await freePort();
  redisServer = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  // Ready once it answers a PING.
  for (let attempt = 0; ; attempt += 1) {
    const probe = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    // Refused until the server listens: the error is the answer, not a failure to report.
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      return url;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      probe.disconnect();
    }
  }
};

beforeAll(async () => {
  process.env['REDIS_URL'] = previousRedisUrl ?? (await startRedis());
  const redisPrefix = `prime-messages-${randomUUID()}:`;
  a = await startHarness({ redisPrefix });
  // The second instance runs on the first one's database, as a deployment's instances do.
  b = await startHarness({ redisPrefix, reuse: { database: a.database, drop: async () => {} } });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  urlOfB = await b.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await b?.detach();
  await a?.close();
  redisServer?.kill();
  if (previousRedisUrl === undefined) delete process.env['REDIS_URL'];
});

const openSocketOnB = async (token: string) => {
  const socket = connect(urlOfB, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
};

describe('messages across two API instances on Redis', () => {
  it('delivers a message told on instance A to the player’s socket on instance B, and to no one else', async () => {
    const support = staffCall(a, await loginStaff(a, await buildStaff(a.database.db, 'support')));
    const alice = await buildLoggedInPlayer(a.database.db);
    const bob = await buildLoggedInPlayer(a.database.db);
    const socketOfAlice = await openSocketOnB(alice.token);
    const socketOfBob = await openSocketOnB(bob.token);
    const heardByBob: unknown[] = [];
    socketOfBob.on('message', (payload) => heardByBob.push(payload));

    // Sent from the back office, which talks to instance A.
    const tell = (playerId: number, subject: string) =>
      support('POST', `/players/${playerId}/messages`, { subject, body: 'Told on instance A' });
    const arrived = new Promise<{ id: number; subject: string }>((resolve) =>
      socketOfAlice.once('message', resolve),
    );
    const told = await tell(alice.id, 'For Alice');
    expect(told.statusCode, told.body).toBe(201);
    expect(await arrived).toMatchObject({ id: told.json().data.id, subject: 'For Alice' });

    // Bob's own message arrives after Alice's was published: Alice's never reached him.
    const own = new Promise<unknown>((resolve) => socketOfBob.once('message', resolve));
    const toBob = await tell(bob.id, 'For Bob');
    expect(await own).toMatchObject({ subject: 'For Bob' });
    expect(heardByBob).toEqual([expect.objectContaining({ id: toBob.json().data.id })]);
  });
});
