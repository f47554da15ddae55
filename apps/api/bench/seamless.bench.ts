/**
 * Bets per second through the seamless wallet over real HTTP on PostgreSQL, with 32 players
 * betting at once (every third bet followed by a win, as a slot does), printed beside pgbench's
 * TPC-B-like rate with 32 clients on the same server, measured in the same run (target: the
 * bets at 0.50x of pgbench or better). Then the ledger is checked; the run fails only when an
 * invariant is broken, never on a time.
 *
 * DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test); each part
 * gets a fresh database, dropped at the end.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { providerSecret } from '../src/modules/seamless/signature';
import { createWalletRepository } from '../src/modules/wallet/wallet.repository';
import { createWalletService } from '../src/modules/wallet/wallet.service';
import { launch, launchToken } from '../src/test/calls/play';
import { buildLoggedInPlayer } from '../src/test/factories/players';
import { GAME_PROVIDER_KEY, startHarness } from '../src/test/harness';
import { findSlot } from '../src/test/queries/games';
import { runLoad } from './seamless-load';

const PLAYERS = 32;
const WARM_UP_MS = Number(process.env['BENCH_WARM_UP_S'] ?? 3) * 1_000;
const DURATION_MS = Number(process.env['BENCH_DURATION_S'] ?? 15) * 1_000;
const WIN_EVERY = 3;
const TARGET = 0.5;
const run = promisify(execFile);

// The harness makes its fresh database on DATABASE_URL's server, as the API tests do.
process.env['DATABASE_URL'] ??= 'postgres://postgres@127.0.0.1:5432/test';
const adminUrl = process.env['DATABASE_URL'];

const h = await startHarness({ rateLimitMax: 1_000_000_000 });
const base = await h.app.listen({ host: '127.0.0.1', port: 0 });
const slot = await findSlot(h);

const seats = await Promise.all(
  Array.from({ length: PLAYERS }, async () => {
    const player = await buildLoggedInPlayer(h.database.db, { money: { available: 100_000_000n } });
    const launched = await launch(h, slot, player.token);
    if (launched.statusCode !== 200) throw new Error(`launch answered ${launched.statusCode}`);
    return { id: player.id, token: launchToken(launched) };
  }),
);

const load = await runLoad({
  base,
  slug: slot.slug,
  gameId: slot.id,
  secret: providerSecret(GAME_PROVIDER_KEY, slot.slug),
  seats,
  warmUpMs: WARM_UP_MS,
  durationMs: DURATION_MS,
  winEvery: WIN_EVERY,
});
const { seconds } = load;

const wallet = createWalletService(createWalletRepository(h.database.db));
const check = await wallet.check();
const negative = (
  (await h.database.db.execute(
    sql`select count(*)::int as count from wallets where available < 0 or deposited < 0 or bonus < 0`,
  )) as unknown as { rows: { count: number }[] }
).rows[0]!.count;
await h.close();

/** pgbench's TPC-B-like script with 32 clients on a fresh database of the same server. */
const pgbench = async (): Promise<number> => {
  const name = `prime_bench_pgbench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  try {
    await run('pgbench', ['-i', '-s', String(PLAYERS), '-q', target.toString()], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const { stdout } = await run(
      'pgbench',
      [
        '-c',
        String(PLAYERS),
        '-j',
        '2',
        '-T',
        String(DURATION_MS / 1_000),
        '-n',
        target.toString(),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    if (!tps) throw new Error(`no tps in the pgbench output:\n${stdout}`);
    return Number(tps[1]);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
};
const tps = await pgbench();

const betsPerSecond = load.bets / seconds;
const ratio = betsPerSecond / tps;
const violations = check.unbalancedTransactions.length + check.mismatchedWallets.length + negative;
const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);
console.log(
  `Seamless wallet on PostgreSQL, ${PLAYERS} players, ${(DURATION_MS / 1_000).toFixed(0)} s after a ${(WARM_UP_MS / 1_000).toFixed(0)} s warm-up`,
);
line('seamless bets/s (HTTP, signed)', betsPerSecond.toFixed(0).padStart(8));
line(`seamless wins/s (1 in ${WIN_EVERY} bets)`, (load.wins / seconds).toFixed(0).padStart(8));
line('failed calls', String(load.failed).padStart(8));
line(`pgbench TPC-B-like tps (${PLAYERS} clients)`, tps.toFixed(0).padStart(8));
line(
  'ratio bets/s : pgbench tps',
  `${ratio.toFixed(2).padStart(8)}x   target ${TARGET.toFixed(2)}x ${ratio >= TARGET ? 'met' : 'NOT met'}`,
);
line(
  'ledger check after the run',
  `${String(violations).padStart(8)} violations (${check.transactions} transactions: ${check.unbalancedTransactions.length} unbalanced, ${check.mismatchedWallets.length} mismatched wallets, ${negative} negative pockets)`,
);
if (violations > 0) {
  console.error('The ledger check failed.');
  process.exitCode = 1;
}
