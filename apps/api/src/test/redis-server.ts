import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Starts a throwaway redis-server and answers its URL once it answers a PING. */
const startRedis = async (): Promise<{ url: string; server: ChildProcess }> => {
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
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
      return { url, server };
    } catch (error) {
      if (attempt > 100) {
        server.kill();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      probe.disconnect();
    }
  }
};

/**
 * Points the harnesses of a test file at a Redis: the suite's (REDIS_URL) when set, otherwise
 * one of the file's own, so a test of behaviour across instances always runs. `release` stops
 * that server and puts REDIS_URL back as it was.
 */
export const useRedis = async (): Promise<{ url: string; release: () => void }> => {
  const previous = process.env['REDIS_URL'];
  const own = previous ? undefined : await startRedis();
  const url = previous ?? own!.url;
  process.env['REDIS_URL'] = url;
  return {
    url,
    release: () => {
      own?.server.kill();
      if (previous === undefined) delete process.env['REDIS_URL'];
    },
  };
};
