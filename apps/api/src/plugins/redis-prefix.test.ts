import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startHarness, type Harness } from '../test/harness';

const prefixOf = (env: NodeJS.ProcessEnv) => loadConfig(env).redisPrefix;

describe('the Redis prefix of a deployment', () => {
  it('follows the database, so its instances share it and another deployment has its own', () => {
    const prefix = prefixOf({
      DATABASE_URL: 'postgres://prime:first-secret@db.example:5432/prime',
    });
    expect(prefix).toMatch(/^prime:[0-9a-f]{12}:$/);
    // Another instance: other credentials and DATA_DIR, the default port left out.
    expect(
      prefixOf({
        DATABASE_URL: 'postgres://reader:second-secret@DB.example/prime',
        DATA_DIR: '/srv/prime-2',
      }),
    ).toBe(prefix);
    for (const other of [
      'postgres://prime:first-secret@db.example:5432/prime_staging',
      'postgres://prime:first-secret@db.example:5433/prime',
      'postgres://prime:first-secret@db2.example:5432/prime',
    ]) {
      expect(prefixOf({ DATABASE_URL: other })).not.toBe(prefix);
    }
    expect(prefixOf({ DATA_DIR: '/srv/casino-a' })).toBe(prefixOf({ DATA_DIR: '/srv/casino-a/' }));
    expect(prefixOf({ DATA_DIR: '/srv/casino-a' })).not.toBe(
      prefixOf({ DATA_DIR: '/srv/casino-b' }),
    );
  });

  it('takes REDIS_PREFIX when set, and refuses characters Redis patterns would read', () => {
    expect(prefixOf({ REDIS_PREFIX: 'casino-eu:' })).toBe('casino-eu:');
    expect(() => loadConfig({ REDIS_PREFIX: 'casino*' })).toThrow('REDIS_PREFIX');
    expect(() => loadConfig({ REDIS_PREFIX: '' })).toThrow('REDIS_PREFIX');
  });
});

// Delivery between instances needs a Redis; the suite's run on Redis (REDIS_URL) covers it.
if (process.env['REDIS_URL']) {
  describe('two deployments on one Redis', () => {
    /** Two instances of casino A and two of casino B, each on a database of its own. */
    let instances: Harness[] = [];
    const sockets: Socket[] = [];

    beforeAll(async () => {
      instances = await Promise.all(
        ['casino-a:', 'casino-a:', 'casino-b:', 'casino-b:'].map((redisPrefix) =>
          startHarness({ seed: false, rateLimitMax: 3, redisPrefix }),
        ),
      );
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await Promise.all(instances.map((h) => h.close()));
    });

    const openSocket = async (h: Harness) => {
      const url = await h.app.listen({ port: 0, host: '127.0.0.1' });
      const socket = connect(url, { transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    };
    const nextPush = (socket: Socket) =>
      new Promise<unknown>((resolve) => socket.once('balance', resolve));

    it("delivers a push to the deployment's other instances and never to another deployment", async () => {
      const [a1, a2, b1, b2] = instances as [Harness, Harness, Harness, Harness];
      const onA2 = await openSocket(a2);
      const onB2 = await openSocket(b2);
      const firstOnA2 = nextPush(onA2);
      const firstOnB2 = nextPush(onB2);

      b1.app.io.emit('balance', { from: 'casino-b' });
      // Once casino B's push has reached its other instance, Redis has passed it on to every
      // subscriber; casino A's push is published after it, so it cannot arrive first.
      expect(await firstOnB2).toEqual({ from: 'casino-b' });
      a1.app.io.emit('balance', { from: 'casino-a' });
      expect(await firstOnA2).toEqual({ from: 'casino-a' });
    });

    it("shares rate-limit counts with the deployment's instances only", async () => {
      const [a1, a2, b1] = instances as [Harness, Harness, Harness, Harness];
      const statusesOn = async (h: Harness, calls: number) => {
        const statuses: number[] = [];
        for (let i = 0; i < calls; i += 1) {
          statuses.push((await h.app.inject({ method: 'GET', url: '/v1/nowhere' })).statusCode);
        }
        return statuses;
      };
      expect(await statusesOn(a1, 3)).toEqual([404, 404, 404]);
      expect(await statusesOn(a2, 1)).toEqual([429]);
      expect(await statusesOn(b1, 1)).toEqual([404]);
    });
  });
}
