/**
 * The transactions list over real HTTP on PostgreSQL, for a player with 100,000 transactions,
 * against `GET /health` of the same server in the same run: the list's first page, and a page
 * filtered to deposits (one row in 500), then the first page of a player with ten transactions
 * for comparison, and `GET /v1/me/balance` for context (the cheapest read behind a player's
 * session). Target: each page of the large history at 0.50x of `/health` or better. For
 * context, the floor of any read that makes one database round trip: a bare route on the same
 * pool answering the first page's statement, with each page's ratio to it. The
 * load runs in a process of its own (transactions-load.ts), 16 loops over keep-alive HTTP. The
 * plans of a first, a filtered and a deep page (the cursor half-way down) are printed with the
 * rows they read, to show that a page's cost does not grow with the history. The ledger is
 * checked at the end: the history is written set-based with balanced entries.
 *
 * DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test); the harness
 * makes a fresh database, dropped at the end.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { TRANSACTION_TYPES } from '@prime/contract';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { executePrepared } from '../src/db/prepared';
import { transactionsPageQuery } from '../src/modules/wallet/transactions.repository';
import { createWalletRepository } from '../src/modules/wallet/wallet.repository';
import { createWalletService } from '../src/modules/wallet/wallet.service';
import { buildLoggedInPlayer } from '../src/test/factories/players';
import { buildSession } from '../src/test/factories/sessions';
import { CLIENT_AUTH, startHarness } from '../src/test/harness';
import {
  WINDOW_CLOSES,
  WINDOW_OPENS,
  type TransactionsLoadPlan,
  type TransactionsLoadResult,
} from './transactions-plan';
import { postgresCpuMs } from './postgres-cpu';

const HISTORY = Number(process.env['BENCH_HISTORY'] ?? 100_000);
const CONCURRENCY = 16;
const WARM_UP_MS = Number(process.env['BENCH_WARM_UP_S'] ?? 3) * 1_000;
const DURATION_MS = Number(process.env['BENCH_DURATION_S'] ?? 10) * 1_000;
const TARGET = 0.5;

process.env['DATABASE_URL'] ??= 'postgres://postgres@127.0.0.1:5432/test';

const h = await startHarness({ rateLimitMax: 1_000_000_000 });
const db = h.database.db;
const wallet = createWalletService(createWalletRepository(db));
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const base = await h.app.listen({ host: '127.0.0.1', port: 0 });

/**
 * The large history, written in one statement: every 500th transaction a deposit of 50.00 into
 * `deposited`, otherwise bets of 1.00 with every third a win of 2.00 on `available`, each with
 * its two entries against the house, and `balance_after` as the running real money. The wallet's
 * cached pockets are then set to the sums of the entries, so the ledger check holds.
 */
const seedHistory = async (playerId: number) => {
  await db.execute(sql`insert into ledger_accounts (player_id, kind, currency_id)
    select null, kind, 1 from (values ('payment_clearing'), ('game_revenue')) as k (kind)
    on conflict do nothing`);
  const accounts = new Map(
    rowsOf<{ kind: string; id: string }>(
      await db.execute(sql`select kind, id::text from ledger_accounts
        where player_id = ${playerId} or (player_id is null and currency_id = 1)`),
    ).map((row) => [row.kind, row.id]),
  );
  const [start] = rowsOf<{ real: string }>(
    await db.execute(
      sql`select (available + deposited)::text as real from wallets where player_id = ${playerId}`,
    ),
  );
  // The funding comes first in time, before the history.
  await db.execute(sql`update wallet_transactions set created_at = now() - interval '60 days'
    where player_id = ${playerId}`);
  // The types and the size are constants of the bench, written into the statement's text.
  const [deposit, bet, win, size] = [
    TRANSACTION_TYPES.deposit,
    TRANSACTION_TYPES.casino_bet,
    TRANSACTION_TYPES.casino_win,
    HISTORY,
  ].map((value) => sql.raw(String(value)));
  await db.execute(sql`with plan as (
      select n, case when n % 500 = 0 then ${deposit} when n % 3 = 0 then ${win} else ${bet} end
        as type_id
      from generate_series(1, ${size}) as n
    ), moves as (
      select n, type_id,
        case type_id when ${deposit} then 5000 when ${win} then 200 else 100 end as amount,
        case type_id when ${bet} then -1 else 1 end as sign
      from plan
    ), inserted as (
      insert into wallet_transactions (player_id, type_id, status, amount, currency_id,
        idempotency_key, created_by, meta, balance_after, created_at)
      select ${playerId}, type_id, 'success', amount, 1, 'bench-history:' || n, 'bench',
        case when type_id = ${deposit} then '{"payment_method_id": 7}'::jsonb else '{}'::jsonb end,
        ${start!.real}::bigint + sum(sign * amount) over (order by n),
        now() - interval '1 hour' - (${size} - n) * interval '20 seconds'
      from moves
      returning id, type_id, amount
    )
    insert into ledger_entries (transaction_id, account_id, amount)
    select id, case when type_id = ${deposit} then ${accounts.get('deposited')}::bigint
        else ${accounts.get('available')}::bigint end,
      case when type_id = ${bet} then -amount else amount end
    from inserted
    union all
    select id, case when type_id = ${deposit} then ${accounts.get('payment_clearing')}::bigint
        else ${accounts.get('game_revenue')}::bigint end,
      case when type_id = ${bet} then amount else -amount end
    from inserted`);
  await db.execute(sql`update wallets set
      available = (select coalesce(sum(amount), 0) from ledger_entries
        where account_id = ${accounts.get('available')}::bigint),
      deposited = (select coalesce(sum(amount), 0) from ledger_entries
        where account_id = ${accounts.get('deposited')}::bigint),
      version = version + 1
    where player_id = ${playerId}`);
  await db.execute(sql`analyze wallet_transactions`);
  await db.execute(sql`analyze ledger_entries`);
};

const seedStarted = Date.now();
const large = await buildLoggedInPlayer(db, { money: { available: 100_000n, deposited: 100n } });
await seedHistory(large.id);
const seedSeconds = (Date.now() - seedStarted) / 1_000;

const small = await buildLoggedInPlayer(db, { money: { available: 100_000n } });
for (let index = 0; index < 9; index += 1)
  await wallet.post({
    playerId: small.id,
    type: 'casino_bet',
    idempotencyKey: `bench-small:${index}`,
    changes: { available: -100n },
    house: 'game_revenue',
    createdBy: 'bench',
  });

/** How a page's statement runs: its plan's nodes, the rows its scan read, buffers and time. */
const explain = async (after?: { at: string; id: number }, typeId?: number) => {
  const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
    await db.execute(
      sql`explain (analyze, buffers, format json) ${transactionsPageQuery(large.id, { typeId }, after, 26)}`,
    ),
  );
  const [top] = row!['QUERY PLAN'];
  const nodes: string[] = [];
  let scanned = 0;
  const walk = (node: PlanNode) => {
    nodes.push(
      node['Index Name'] ? `${node['Node Type']} (${node['Index Name']})` : node['Node Type'],
    );
    if (node['Node Type'].includes('Scan') && node['Relation Name'] === 'wallet_transactions')
      scanned += node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(top.Plan);
  return {
    nodes: nodes.join(' > '),
    scanned,
    buffers: top.Plan['Shared Hit Blocks'] + top.Plan['Shared Read Blocks'],
    ms: top['Execution Time'],
  };
};
type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
};
const [middle] = rowsOf<{ at: string; id: string }>(
  await db.execute(sql`select to_char(created_at at time zone 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id::text
    from wallet_transactions where player_id = ${large.id}
    order by created_at desc, id desc offset ${Math.floor(HISTORY / 2)} limit 1`),
);
const plans = [
  ['first page', await explain()],
  ['deposits (type 1)', await explain(undefined, TRANSACTION_TYPES.deposit)],
  ['a page half-way down', await explain({ at: middle!.at, id: Number(middle!.id) })],
] as const;

/**
 * Each loop asks with a session of its own, as a player's devices would: the session's idle
 * timer is written on every request, and one session's row would make the loops queue.
 */
const sessionsOf = (playerId: number) =>
  Promise.all(Array.from({ length: CONCURRENCY }, () => buildSession(db, playerId)));
const tokens = { large: await sessionsOf(large.id), small: await sessionsOf(small.id) };

const phase = async (name: string, path: string, sessions?: string[], origin = base) => {
  const plan: TransactionsLoadPlan = {
    phase: name,
    url: `${origin}${path}`,
    loops: Array.from({ length: CONCURRENCY }, (_, index): Record<string, string> =>
      sessions ? { authorization: CLIENT_AUTH, 'user-token': sessions[index]! } : {},
    ),
    warmUpMs: WARM_UP_MS,
    durationMs: DURATION_MS,
  };
  const script = fileURLToPath(new URL('./transactions-load.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(plan)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  let opened: NodeJS.CpuUsage | undefined;
  let postgresOpened: number | undefined;
  let serverCpuMs = 0;
  let postgresCpu: number | undefined;
  let last = '';
  for await (const line of createInterface({ input: child.stdout })) {
    if (line === WINDOW_OPENS) {
      opened = process.cpuUsage();
      postgresOpened = postgresCpuMs();
    } else if (line === WINDOW_CLOSES && opened) {
      const used = process.cpuUsage(opened);
      serverCpuMs = (used.user + used.system) / 1_000;
      const postgres = postgresCpuMs();
      // Processes that end inside the window (an autovacuum worker) take their CPU time along.
      postgresCpu =
        postgres === undefined || postgresOpened === undefined
          ? undefined
          : Math.max(0, postgres - postgresOpened);
    } else if (line.trim()) last = line;
  }
  if ((await exited) !== 0) throw new Error(`the load process of ${name} failed`);
  const result = JSON.parse(last) as TransactionsLoadResult;
  return {
    name,
    ...result,
    perSecond: result.requests / result.seconds,
    serverCpuMs,
    postgresCpuMs: postgresCpu,
  };
};

/**
 * The floor of any read behind a database round trip, for context: a bare route of a Fastify
 * instance in this process, on the same pool, that runs the first page's prepared statement and
 * answers its rows, with no client check, session, validation or shaping.
 */
const bare = Fastify();
bare.get('/page', async () => ({
  data: (await executePrepared(db, transactionsPageQuery(large.id, {}, undefined, 26))).rows,
}));
const bareBase = await bare.listen({ host: '127.0.0.1', port: 0 });

const health = await phase('GET /health (baseline)', '/health');
const floor = await phase(
  "bare route, the first page's statement (floor)",
  '/page',
  undefined,
  bareBase,
);
await bare.close();
// The cheapest read of a player's session, for context: a session check and one primary-key read.
const balance = await phase('GET /v1/me/balance (context)', '/v1/me/balance', tokens.small);
const pages = [
  await phase(
    `first page, ${HISTORY.toLocaleString('en')} transactions`,
    '/v1/me/transactions',
    tokens.large,
  ),
  await phase(
    `deposits (type_id=1), ${HISTORY.toLocaleString('en')} transactions`,
    '/v1/me/transactions?type_id=1',
    tokens.large,
  ),
  await phase('first page, 10 transactions', '/v1/me/transactions', tokens.small),
];

const check = await wallet.check();
await h.close();

const line = (label: string, value: string) => console.log(`${label.padEnd(48)} ${value}`);
console.log(
  `Transactions list on PostgreSQL, ${CONCURRENCY} requests in flight, ${(DURATION_MS / 1_000).toFixed(0)} s per phase after a ${(WARM_UP_MS / 1_000).toFixed(0)} s warm-up, load from its own process`,
);
line(
  `history of ${HISTORY.toLocaleString('en')} transactions written in`,
  `${seedSeconds.toFixed(1)} s`,
);
for (const [label, plan] of plans)
  line(
    `plan of ${label}`,
    `${plan.nodes}; ${plan.scanned} rows read, ${plan.buffers} buffers, ${plan.ms.toFixed(2)} ms`,
  );
/** CPU milliseconds per request of the API process and of PostgreSQL, inside the window. */
const cpuPerRequest = (result: {
  serverCpuMs: number;
  postgresCpuMs: number | undefined;
  requests: number;
}) =>
  `API CPU ${(result.serverCpuMs / result.requests).toFixed(2)} ms, PostgreSQL ${
    result.postgresCpuMs === undefined
      ? 'n/a'
      : `${(result.postgresCpuMs / result.requests).toFixed(2)} ms`
  } per request`;
line(health.name, `${health.perSecond.toFixed(0).padStart(7)} req/s   (${cpuPerRequest(health)})`);
for (const result of [floor, balance, ...pages]) {
  const ratio = result.perSecond / health.perSecond;
  const target = pages.includes(result)
    ? `, target ${TARGET.toFixed(2)}x ${ratio >= TARGET ? 'met' : 'NOT met'}, ${(result.perSecond / floor.perSecond).toFixed(2)}x of the floor`
    : '';
  line(
    result.name,
    `${result.perSecond.toFixed(0).padStart(7)} req/s   ${ratio.toFixed(2)}x of baseline${target} (${cpuPerRequest(result)})`,
  );
}
const failed = [health, floor, balance, ...pages].reduce((sum, result) => sum + result.failed, 0);
line('failed requests', String(failed));
const violations = check.unbalancedTransactions.length + check.mismatchedWallets.length;
line(
  'ledger check after the run',
  `${violations} violations (${check.transactions} transactions: ${check.unbalancedTransactions.length} unbalanced, ${check.mismatchedWallets.length} mismatched wallets)`,
);
if (violations > 0 || failed > 0) {
  console.error('The ledger check or a request failed.');
  process.exitCode = 1;
}
