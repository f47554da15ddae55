/**
 * Bets per second through the seamless wallet over real HTTP on PostgreSQL, 32 players betting
 * at once (every third bet followed by a win, as a slot does), against a baseline measured in
 * the same run: a minimal endpoint of the same server process and pool that books a bare ledger
 * bet in one statement (debit the wallet if it holds enough, one transaction row, two entries).
 * Target: the seamless bets at 0.50x of the baseline or better. A third kind of phase runs the
 * seamless bets with every limit type set on every player (never reached): the checks may cost
 * at most 10 % (target 0.90x of the phases without limits). The three kinds take turns, round
 * after round (BENCH_ROUNDS, 3 by default, each phase BENCH_DURATION_S / rounds seconds after
 * its own warm-up), so that a slow spell of a shared machine falls on all of them alike; the
 * rates are their sums, and each round's ratio is printed too. pgbench's TPC-B-like rate on the
 * same server is printed for context. The load runs in a process of its own (seamless-load.ts);
 * the CPU spent per call by this process, by PostgreSQL and by the load is printed per kind, to
 * show where a call's cost goes. The ledger is checked at the end; the run fails only when an
 * invariant is broken, never on a time.
 *
 * DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test); each part
 * gets a fresh database, dropped at the end.
 */
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { TRANSACTION_TYPES } from '@prime/contract';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { providerSecret } from '../src/modules/seamless/signature';
import { createWalletRepository } from '../src/modules/wallet/wallet.repository';
import { createWalletService } from '../src/modules/wallet/wallet.service';
import { launch, launchToken } from '../src/test/calls/play';
import { buildLoggedInPlayer } from '../src/test/factories/players';
import { GAME_PROVIDER_KEY, startHarness } from '../src/test/harness';
import { findSlot } from '../src/test/queries/games';
import { WINDOW_CLOSES, WINDOW_OPENS, type LoadPlan, type LoadResult } from './seamless-plan';
import { postgresCpuMs } from './postgres-cpu';

const PLAYERS = 32;
const WARM_UP_MS = Number(process.env['BENCH_WARM_UP_S'] ?? 2) * 1_000;
const DURATION_MS = Number(process.env['BENCH_DURATION_S'] ?? 15) * 1_000;
const ROUNDS = Math.max(1, Number(process.env['BENCH_ROUNDS'] ?? 3));
const WIN_EVERY = 3;
const TARGET = 0.5;
/** Limits checked on every bet may cost at most 10 %. */
const LIMITS_TARGET = 0.9;
const run = promisify(execFile);

// The harness makes its fresh database on DATABASE_URL's server, as the API tests do.
process.env['DATABASE_URL'] ??= 'postgres://postgres@127.0.0.1:5432/test';
const adminUrl = process.env['DATABASE_URL'];

const h = await startHarness({ rateLimitMax: 1_000_000_000 });
const db = h.database.db;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
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

/**
 * The baseline: what booking a bet costs at the least, one statement on the same pool, behind a
 * bare route of a Fastify instance in the same process. Players' `available` accounts exist
 * from their funding; the house account is made here.
 */
const [currency] = rowsOf<{ id: number }>(
  await db.execute(sql`select id from currencies where code = 'EUR'`),
);
await db.execute(sql`insert into ledger_accounts (player_id, kind, currency_id)
  values (null, 'game_revenue', ${currency!.id}) on conflict do nothing`);
const accounts = new Map(
  rowsOf<{ player_id: number | null; id: string }>(
    await db.execute(sql`select player_id, id::text from ledger_accounts
      where kind = 'available' or (kind = 'game_revenue' and currency_id = ${currency!.id})`),
  ).map((row) => [row.player_id ?? 0, row.id]),
);
const baseline = Fastify();
baseline.post('/ledger-bet', async (request, reply) => {
  const {
    player_id: playerId,
    amount,
    key,
  } = request.body as {
    player_id: number;
    amount: number;
    key: string;
  };
  const [row] = rowsOf<{ available: string }>(
    await db.execute(sql`with moved as (
        update wallets set available = available - ${amount}, updated_at = now()
        where player_id = ${playerId} and available >= ${amount}
        returning available
      ), booked as (
        insert into wallet_transactions
          (player_id, type_id, status, amount, currency_id, idempotency_key, created_by, meta)
        select ${playerId}, ${TRANSACTION_TYPES.casino_bet}, 'success', ${amount}, ${currency!.id},
          ${`bench:${key}`}, 'bench', '{}'::jsonb
        from moved returning id
      ), entries as (
        insert into ledger_entries (transaction_id, account_id, amount)
        select booked.id, leg.account_id, leg.amount from booked,
          (values (${accounts.get(playerId)}::bigint, ${-amount}::bigint),
                  (${accounts.get(0)}::bigint, ${amount}::bigint)) as leg (account_id, amount)
      )
      select available::text from moved`),
  );
  return row ? { balance: row.available } : reply.code(402).send({ code: 'insufficient_funds' });
});
const baselineBase = await baseline.listen({ host: '127.0.0.1', port: 0 });

type PhaseResult = LoadResult & { serverCpuMs: number; postgresCpuMs: number | undefined };

/**
 * One phase of load, from a process of its own. The CPU used by this server process and by
 * PostgreSQL is read when the load process opens and closes its measured window.
 */
const phase = async (plan: Pick<LoadPlan, 'phase' | 'base'>): Promise<PhaseResult> => {
  const full: LoadPlan = {
    ...plan,
    slug: slot.slug,
    gameId: slot.id,
    secret: providerSecret(GAME_PROVIDER_KEY, slot.slug),
    seats,
    warmUpMs: WARM_UP_MS,
    durationMs: DURATION_MS / ROUNDS,
    winEvery: WIN_EVERY,
  };
  const script = fileURLToPath(new URL('./seamless-load.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(full)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  let opened: { server: NodeJS.CpuUsage; postgres: number | undefined } | undefined;
  let serverCpuMs = 0;
  let postgresCpu: number | undefined;
  let last = '';
  for await (const line of createInterface({ input: child.stdout })) {
    if (line === WINDOW_OPENS) opened = { server: process.cpuUsage(), postgres: postgresCpuMs() };
    else if (line === WINDOW_CLOSES && opened) {
      const used = process.cpuUsage(opened.server);
      serverCpuMs = (used.user + used.system) / 1_000;
      const postgres = postgresCpuMs();
      postgresCpu =
        postgres === undefined || opened.postgres === undefined
          ? undefined
          : postgres - opened.postgres;
    } else if (line.trim()) last = line;
  }
  const code = await exited;
  if (code !== 0) throw new Error(`the load process of ${plan.phase} ended with ${code}`);
  return { ...(JSON.parse(last) as LoadResult), serverCpuMs, postgresCpuMs: postgresCpu };
};

/** Every limit type on every player, high enough never to refuse, or none. */
const setLimits = (on: boolean) =>
  db.execute(sql`update players set max_daily_bet = ${on ? 1_000_000_000 : null},
      max_weekly_bet = ${on ? 2_000_000_000 : null}, max_monthly_bet = ${on ? 3_000_000_000 : null},
      max_daily_loss = ${on ? 1_000_000_000 : null}, max_weekly_loss = ${on ? 2_000_000_000 : null},
      max_monthly_loss = ${on ? 3_000_000_000 : null}, max_daily_playing_time = ${on ? 1440 : null},
      max_daily_deposit = ${on ? 1_000_000_000 : null}, max_weekly_deposit = ${on ? 2_000_000_000 : null},
      max_monthly_deposit = ${on ? 3_000_000_000 : null}
    where id in (${sql.join(
      seats.map((seat) => sql`${seat.id}`),
      sql`, `,
    )})`);

const add = (a: PhaseResult, b: PhaseResult): PhaseResult => ({
  bets: a.bets + b.bets,
  wins: a.wins + b.wins,
  failed: a.failed + b.failed,
  seconds: a.seconds + b.seconds,
  cpuMs: a.cpuMs + b.cpuMs,
  serverCpuMs: a.serverCpuMs + b.serverCpuMs,
  postgresCpuMs:
    a.postgresCpuMs === undefined || b.postgresCpuMs === undefined
      ? undefined
      : a.postgresCpuMs + b.postgresCpuMs,
});
const rate = (result: PhaseResult) => result.bets / result.seconds;

const rounds: { bare: PhaseResult; load: PhaseResult; limited: PhaseResult }[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const bare = await phase({ phase: 'baseline', base: baselineBase });
  const load = await phase({ phase: 'seamless', base });
  await setLimits(true);
  const limited = await phase({ phase: 'seamless', base });
  await setLimits(false);
  rounds.push({ bare, load, limited });
}
const [bare, load, limited] = (['bare', 'load', 'limited'] as const).map((kind) =>
  rounds.map((round) => round[kind]).reduce(add),
) as [PhaseResult, PhaseResult, PhaseResult];

const wallet = createWalletService(createWalletRepository(db));
const check = await wallet.check();
const [{ count: negative }] = rowsOf<{ count: number }>(
  await db.execute(
    sql`select count(*)::int as count from wallets where available < 0 or deposited < 0 or bonus < 0`,
  ),
) as [{ count: number }];
await baseline.close();
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

const baselinePerSecond = rate(bare);
const betsPerSecond = rate(load);
const ratio = betsPerSecond / baselinePerSecond;
const violations = check.unbalancedTransactions.length + check.mismatchedWallets.length + negative;
const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);
console.log(
  `Seamless wallet on PostgreSQL, ${PLAYERS} players, load from its own process; baseline, seamless and limited phases in turn, ${ROUNDS} rounds of ${(DURATION_MS / ROUNDS / 1_000).toFixed(1)} s each after a ${(WARM_UP_MS / 1_000).toFixed(0)} s warm-up`,
);
line('baseline: bare ledger bets/s (HTTP, 1 statement)', baselinePerSecond.toFixed(0).padStart(8));
line('seamless bets/s (HTTP, signed)', betsPerSecond.toFixed(0).padStart(8));
line(`seamless wins/s (1 in ${WIN_EVERY} bets)`, (load.wins / load.seconds).toFixed(0).padStart(8));
line('failed calls', String(load.failed + bare.failed + limited.failed).padStart(8));
/** CPU milliseconds per call (a bet or a win) of each process, inside the measured window. */
const perCall = (result: PhaseResult, cpuMs: number | undefined) =>
  cpuMs === undefined ? '     n/a' : (cpuMs / (result.bets + result.wins)).toFixed(2).padStart(8);
for (const [label, result] of [
  ['baseline', bare],
  ['seamless', load],
] as const)
  line(
    `${label}: CPU ms per call`,
    `${perCall(result, result.serverCpuMs)} server ${perCall(result, result.postgresCpuMs)} PostgreSQL ${perCall(result, result.cpuMs)} load`,
  );
line(
  'ratio seamless bets/s : baseline',
  `${ratio.toFixed(2).padStart(8)}x   target ${TARGET.toFixed(2)}x ${ratio >= TARGET ? 'met' : 'NOT met'}`,
);
line(
  'the same ratio, round by round',
  rounds.map((round) => `${(rate(round.load) / rate(round.bare)).toFixed(2)}x`).join(' '),
);
const limitedRatio = rate(limited) / betsPerSecond;
line('seamless bets/s, every limit set on every player', rate(limited).toFixed(0).padStart(8));
line(
  'ratio with limits : without',
  `${limitedRatio.toFixed(2).padStart(8)}x   target ${LIMITS_TARGET.toFixed(2)}x ${limitedRatio >= LIMITS_TARGET ? 'met' : 'NOT met'}`,
);
line(`pgbench TPC-B-like tps (${PLAYERS} clients, context)`, tps.toFixed(0).padStart(8));
line(
  'ledger check after the run',
  `${String(violations).padStart(8)} violations (${check.transactions} transactions: ${check.unbalancedTransactions.length} unbalanced, ${check.mismatchedWallets.length} mismatched wallets, ${negative} negative pockets)`,
);
if (violations > 0) {
  console.error('The ledger check failed.');
  process.exitCode = 1;
}
