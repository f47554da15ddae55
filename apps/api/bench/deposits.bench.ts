/**
 * Card deposits settled per second through the payment provider's webhook on PostgreSQL: 32
 * signed `payment.succeeded` posts at once over real HTTP, each crediting one open deposit
 * (verify the signature on the raw body, record the event id, move the money, in one database
 * transaction), beside the seamless wallet's bets per second measured in the same run on the
 * same server. The load runs in processes of their own. The ledger is checked at the end; the
 * run fails only when an invariant is broken or a deposit was not credited exactly once.
 *
 * DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test); the run
 * gets a fresh database, dropped at the end.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { providerSecret } from '../src/modules/seamless/signature';
import { createWalletRepository } from '../src/modules/wallet/wallet.repository';
import { createWalletService } from '../src/modules/wallet/wallet.service';
import { cashier } from '../src/test/calls/payments';
import { launch, launchToken } from '../src/test/calls/play';
import { buildLoggedInPlayer } from '../src/test/factories/players';
import { GAME_PROVIDER_KEY, PSP_WEBHOOK_SECRET, startHarness } from '../src/test/harness';
import { findSlot } from '../src/test/queries/games';
import type { DepositsPlan, DepositsResult } from './deposits-load';
import type { LoadPlan, LoadResult } from './seamless-plan';

const PLAYERS = 32;
const DEPOSITS_PER_PLAYER = Number(process.env['BENCH_DEPOSITS_PER_PLAYER'] ?? 60);
const SEAMLESS_SECONDS = Number(process.env['BENCH_DURATION_S'] ?? 10);
const run = promisify(execFile);

process.env['DATABASE_URL'] ??= 'postgres://postgres@127.0.0.1:5432/test';

const h = await startHarness({ rateLimitMax: 1_000_000_000 });
const db = h.database.db;
const base = await h.app.listen({ host: '127.0.0.1', port: 0 });
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// Every player opens card deposits of 10.00 EUR at the hosted page's provider, as the site does.
const players = await Promise.all(
  Array.from({ length: PLAYERS }, () =>
    buildLoggedInPlayer(db, { money: { available: 100_000_000n } }),
  ),
);
const deposits: DepositsPlan['deposits'] = [];
for (const player of players) {
  for (let index = 0; index < DEPOSITS_PER_PLAYER; index += 1) {
    const response = await cashier(h, player.token)('POST', '/deposit', {
      amount: 10,
      payment_method_id: 1,
    });
    if (response.statusCode !== 201) throw new Error(`deposit answered ${response.body}`);
    const { transaction_id: transactionId, url } = response.json().data as {
      transaction_id: number;
      url: string;
    };
    deposits.push({
      transactionId,
      reference: url.split('/').at(-1)!,
      amount: 1_000,
      currency: 'EUR',
    });
  }
}

const script = (name: string) => fileURLToPath(new URL(name, import.meta.url));
/** Runs a load script in a process of its own; its plan goes as an argument or, large, a file. */
const inProcess = async <T>(file: string, plan: unknown, asFile = false): Promise<T> => {
  let argument = JSON.stringify(plan);
  if (asFile) {
    const folder = await mkdtemp(path.join(tmpdir(), 'prime-bench-'));
    await writeFile(path.join(folder, 'plan.json'), argument);
    argument = path.join(folder, 'plan.json');
  }
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script(file), argument], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as T;
};

const serverCpu = process.cpuUsage();
const settled = await inProcess<DepositsResult>(
  './deposits-load.ts',
  {
    url: `${base}/v1/payments/webhooks/sandbox`,
    secret: PSP_WEBHOOK_SECRET,
    concurrency: PLAYERS,
    deposits,
  } satisfies DepositsPlan,
  true,
);
const depositCpu = process.cpuUsage(serverCpu);

// The same server's seamless bets for scale: the seamless bench's load, its phase alone.
const slot = await findSlot(h);
const seats = await Promise.all(
  players.map(async (player) => ({
    id: player.id,
    token: launchToken(await launch(h, slot, player.token)),
  })),
);
const bets = await inProcess<LoadResult>('./seamless-load.ts', {
  phase: 'seamless',
  base,
  slug: slot.slug,
  gameId: slot.id,
  secret: providerSecret(GAME_PROVIDER_KEY, slot.slug),
  seats,
  warmUpMs: 2_000,
  durationMs: SEAMLESS_SECONDS * 1_000,
  winEvery: 3,
} satisfies LoadPlan);

const wallet = createWalletService(createWalletRepository(db));
const check = await wallet.check();
const [credited] = rowsOf<{ credited: number; entries: number }>(
  await db.execute(sql`select count(*)::int as credited,
      (select count(*)::int from ledger_entries e
        join wallet_transactions t on t.id = e.transaction_id
        where t.type_id = 1) as entries
    from wallet_transactions where type_id = 1 and status = 'success'`),
);
await h.close();

const depositsPerSecond = settled.settled / settled.seconds;
const betsPerSecond = bets.bets / bets.seconds;
const line = (label: string, value: string) => console.log(`${label.padEnd(46)} ${value}`);
console.log(
  `Card deposits settled by signed webhooks on PostgreSQL, ${PLAYERS} at once, ${deposits.length} deposits; seamless bets for scale, load from its own processes`,
);
line('deposits settled/s (HTTP, signed webhook)', depositsPerSecond.toFixed(0).padStart(8));
line(
  'server CPU per settled deposit',
  `${((depositCpu.user + depositCpu.system) / 1_000 / Math.max(settled.settled, 1)).toFixed(2).padStart(8)} ms`,
);
line('seamless bets/s on the same server', betsPerSecond.toFixed(0).padStart(8));
line(
  'ratio deposits/s : seamless bets/s',
  `${(depositsPerSecond / betsPerSecond).toFixed(2).padStart(8)}x`,
);
line('failed webhooks or bets', String(settled.failed + bets.failed).padStart(8));
const violations =
  check.unbalancedTransactions.length +
  check.mismatchedWallets.length +
  (credited!.credited === deposits.length ? 0 : 1) +
  (credited!.entries === 2 * deposits.length ? 0 : 1);
line(
  'ledger check after the run',
  `${String(violations).padStart(8)} violations (${credited!.credited} of ${deposits.length} deposits credited once, ${check.unbalancedTransactions.length} unbalanced, ${check.mismatchedWallets.length} mismatched wallets)`,
);
if (violations > 0) {
  console.error('The ledger check failed.');
  process.exitCode = 1;
}
