/**
 * Shared crash rounds over socket.io at 2,000 players: one server (the real app, listening on
 * 127.0.0.1) and, in a child process, 2,000 socket.io clients (websocket transport) watching the
 * same crash game. Prints, over several rounds, how long after the server's emit of a round's
 * start (`running`) each client and the last client received it (p50 and p99), against the same
 * event delivered to one client measured in the same run, and the server's memory per connected
 * client (RSS and heap growth / clients). Nothing asserts a time.
 *
 * BENCH_CRASH_CLIENTS (default 2000) and BENCH_CRASH_ROUNDS (default 8) change the load.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { launchToken } from '../src/test/calls/play';
import { startHarness } from '../src/test/harness';
import { findCrashGame } from '../src/test/queries/games';

const CLIENTS = Number(process.env['BENCH_CRASH_CLIENTS'] ?? 2_000);
const ROUNDS = Number(process.env['BENCH_CRASH_ROUNDS'] ?? 8);

const h = await startHarness({
  rateLimitMax: 1_000_000_000,
  // Short rounds: bets for 1 s, 2x after 1 s of running, 0.5 s between rounds.
  crashTimings: { bettingMs: 1_000, pauseMs: 500, growthPerSecond: Math.LN2, settleGraceMs: 200 },
});
const base = await h.app.listen({ host: '127.0.0.1', port: 0 });
const game = await findCrashGame(h);

// Demo sessions: the socket needs a launch token each, not money. Launches are rate-limited per
// address, so each comes from its own.
const tokens: string[] = [];
for (let i = 0; i < CLIENTS; i += 1) {
  const launched = await h.call({
    method: 'POST',
    url: `/v1/casino/play/${game.slug}`,
    payload: { game_id: game.id, provider_id: game.providerId, is_demo: 1 },
    remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  });
  tokens.push(launchToken(launched));
}

type Reply =
  | { type: 'connected'; clients: number }
  | { type: 'rounds'; rounds: number[][] }
  | { type: 'error'; message: string };

/** Runs `clients` clients in a child process for `rounds` rounds; `onConnected` runs once all are in. */
const watch = (clients: string[], rounds: number, onConnected: () => void) =>
  new Promise<number[][]>((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./crash-clients.ts', import.meta.url)), {
      execArgv: ['--import', 'tsx'],
    });
    child.on('message', (reply: Reply) => {
      if (reply.type === 'connected') onConnected();
      else if (reply.type === 'rounds') resolve(reply.rounds);
      else reject(new Error(reply.message));
    });
    child.on('exit', (code) => {
      if (code) reject(new Error(`clients exited with ${code}`));
    });
    child.send({ base, tokens: clients, rounds });
  });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const summary = (rounds: number[][]) => {
  const all = rounds.flat();
  const last = rounds.map((delays) => Math.max(...delays));
  return {
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    lastP50: percentile(last, 50),
    lastP99: percentile(last, 99),
  };
};

const memory = () => {
  global.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};

console.log(
  `Crash sockets: ${CLIENTS.toLocaleString('en')} clients on one game, ${ROUNDS} rounds (round start, server emit -> client)`,
);
const single = summary(await watch(tokens.slice(0, 1), ROUNDS, () => undefined));
const before = memory();
let after = before;
const many = summary(
  await watch(tokens, ROUNDS, () => {
    after = memory();
  }),
);
await h.close();

const ms = (value: number) => `${value.toFixed(0)} ms`;
const ratio = (value: number, baseline: number) => `${(value / Math.max(1, baseline)).toFixed(1)}x`;
console.table([
  {
    clients: 1,
    'p50 all': ms(single.p50),
    'p99 all': ms(single.p99),
    'last client p50': ms(single.lastP50),
    'last client p99': ms(single.lastP99),
    'ratio (last p99)': '1.0x (baseline)',
  },
  {
    clients: CLIENTS,
    'p50 all': ms(many.p50),
    'p99 all': ms(many.p99),
    'last client p50': ms(many.lastP50),
    'last client p99': ms(many.lastP99),
    'ratio (last p99)': ratio(many.lastP99, single.lastP99),
  },
]);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Server memory per client: RSS ${kb((after.rss - before.rss) / CLIENTS)}, heap ${kb(
    (after.heapUsed - before.heapUsed) / CLIENTS,
  )} (RSS ${kb(before.rss)} -> ${kb(after.rss)})`,
);
process.exit(0);
