import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOpsFile } from './ops/ops-file';
import { CLIENT_AUTH } from './test/harness';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const tsx = path.join(apiRoot, '../../node_modules/.bin/tsx');

type Running = { child: ChildProcess; output: () => string; url: string };

/** Room for a start (up to a minute, see `start`), the test itself and a stop. */
const SERVER_TEST_TIMEOUT_MS = 120_000;

/**
 * Starts the real entry point on the embedded database in `dataDir`, on a free port; `extra`
 * adds variables (REDIS_URL is dropped unless given there).
 */
const start = async (dataDir: string, extra: NodeJS.ProcessEnv = {}): Promise<Running> => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
  };
  delete env['DATABASE_URL'];
  delete env['REDIS_URL'];
  delete env['OPS_TOKEN'];
  Object.assign(env, extra);
  // Node itself with tsx's loader, not tsx's wrapper: a kill reaches the server, not a parent of it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A first start migrates and seeds, which takes a while on a machine busy with other tests.
  for (let i = 0; i < 600; i += 1) {
    const file = await readOpsFile(dataDir);
    if (file) return { child, output: () => output, url: file.url };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start:\n${output}`);
};

/** Resolves once the server has written a log line that contains `text`. */
const logged = async (running: Running, text: string) => {
  while (!running.output().includes(text)) {
    if (running.child.exitCode !== null) throw new Error(`The server exited:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const stop = (running: Running, signal: NodeJS.Signals) =>
  new Promise<number | null>((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill(signal);
  });

/** `npm run ops -- <args>` as the operator runs it, on the same DATA_DIR. */
const ops = async (dataDir: string, ...args: string[]) => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env['DATABASE_URL'];
  return (await promisify(execFile)(tsx, ['src/ops/cli.ts', ...args], { cwd: apiRoot, env }))
    .stdout;
};

/** The same, with the environment of another deployment, and how the command ended. */
const opsWith = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      tsx,
      ['src/ops/cli.ts', ...args],
      { cwd: apiRoot, env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, output: stdout + stderr });
      },
    );
  });

const inMaintenance = async (url: string) => {
  const response = await fetch(`${url}/v1/cms/skin-in-maintenance`, {
    method: 'POST',
    headers: { authorization: CLIENT_AUTH, 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await response.json()) as { data: { in_maintenance: boolean } }).data.in_maintenance;
};

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'prime-server-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the server process', { timeout: SERVER_TEST_TIMEOUT_MS }, () => {
  it('migrates, seeds, serves, and stops cleanly on SIGTERM', async () => {
    const running = await start(dataDir);
    const ready = await fetch(`${running.url}/ready`);
    expect(ready.status).toBe(200);
    const languages = await fetch(`${running.url}/v1/cms/translation/languages`, {
      headers: { authorization: CLIENT_AUTH },
    });
    expect(((await languages.json()) as { data: unknown[] }).data).toHaveLength(7);
    // The first start also logs a newsletter opt-out link of the demo player.
    expect(running.output()).toMatch(
      /"seed":\{"reference":\d{3,},"demo":true,"newsletter_opt_out":"\/newsletter\/opt-out\?token=[\w-]{43}"\}/,
    );

    expect(await stop(running, 'SIGTERM')).toBe(0);
    expect(running.output()).toContain('stopped cleanly');
    expect(existsSync(path.join(dataDir, 'ops.json'))).toBe(false);
  });

  it('keeps its data, and a second start seeds nothing; SIGINT stops it too', async () => {
    const running = await start(dataDir);
    expect(running.output()).toMatch(/"seed":\{"reference":0,"demo":false\}/);
    const me = await fetch(`${running.url}/v1/cms/skin-settings`, {
      headers: { authorization: CLIENT_AUTH },
    });
    expect(me.status).toBe(200);
    expect(await stop(running, 'SIGINT')).toBe(0);
  });

  it('takes operator commands through the running server, and alone when none runs', async () => {
    const running = await start(dataDir);
    try {
      expect(await ops(dataDir, 'maintenance', 'on')).toContain('running server');
      expect(await inMaintenance(running.url)).toBe(true);
      await ops(dataDir, 'maintenance', 'off');
      expect(await inMaintenance(running.url)).toBe(false);
    } finally {
      expect(await stop(running, 'SIGTERM')).toBe(0);
    }
    const alone = await ops(dataDir, 'maintenance', 'status');
    expect(alone).toContain('no server running');
    expect(alone).toContain('maintenance off');
    expect(await ops(dataDir, 'help')).toContain('maintenance on');
  });

  it("refuses to command a server whose database is not the one the command's DATABASE_URL names", async () => {
    const running = await start(dataDir);
    try {
      const other = 'postgres://prime:not-logged@db.example:5432/other_casino';
      const refused = await opsWith(
        { DATA_DIR: dataDir, DATABASE_URL: other },
        'maintenance',
        'on',
      );
      expect(refused.code).not.toBe(0);
      expect(refused.output).toContain(`pglite:${dataDir}`);
      expect(refused.output).toContain('postgres://db.example:5432/other_casino');
      expect(refused.output).not.toContain('not-logged');
      expect(await inMaintenance(running.url)).toBe(false);
    } finally {
      expect(await stop(running, 'SIGTERM')).toBe(0);
    }
  });
});

describe('stopping under traffic', () => {
  const SHUTDOWN_TIMEOUT_MS = 30_000;

  it(
    'closes sockets and keep-alive connections, answers the request in flight, and exits 0',
    async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'prime-stop-'));
      // With REDIS_URL set the socket rooms go through Redis, whose connections must close too.
      const redisUrl = process.env['REDIS_URL'];
      const running = await start(folder, {
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      });
      const { port } = new URL(running.url);
      try {
        const socket = connectSocket(running.url, {
          path: '/socket.io',
          transports: ['websocket'],
          reconnection: false,
        });
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

        // An idle keep-alive connection, as a balancer or browser keeps one.
        const idle = new http.Agent({ keepAlive: true });
        await new Promise<void>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port, path: '/health', agent: idle }, (response) => {
              response.resume().on('end', resolve);
            })
            .on('error', reject);
        });

        // A request whose headers arrived before the signal and whose body arrives after it.
        const busy = new http.Agent({ keepAlive: true });
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/v1/cms/skin-in-maintenance',
          agent: busy,
          headers: {
            authorization: CLIENT_AUTH,
            'content-type': 'application/json',
            'content-length': '2',
          },
        });
        const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
          request.on('response', (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          });
          request.on('error', reject);
        });
        request.write('{');
        await logged(running, '"url":"/v1/cms/skin-in-maintenance"');

        const exited = new Promise<number | null>((resolve) =>
          running.child.once('exit', (code) => resolve(code)),
        );
        const signalledAt = Date.now();
        running.child.kill('SIGTERM');
        await logged(running, 'shutting down');
        request.end('}');

        const answer = await answered;
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body)).toEqual({ data: { in_maintenance: false } });
        expect(await socketClosed).toBe('transport close');
        // The timeout would exit 1; a clean stop closes Redis and the database, then says so.
        expect(await exited).toBe(0);
        // Well within the timeout: the stop waited for its requests, not for the timer.
        expect(Date.now() - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS / 2);
        expect(running.output()).toContain('stopped cleanly');
        expect(running.output()).not.toContain('shutdown timed out');
        idle.destroy();
        busy.destroy();
      } finally {
        running.child.kill('SIGKILL');
        await rm(folder, { recursive: true, force: true });
      }
    },
    SERVER_TEST_TIMEOUT_MS,
  );
});
