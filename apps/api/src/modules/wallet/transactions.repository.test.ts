import { TRANSACTION_TYPES } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';
import { transactionsPageQuery, type TransactionKey } from './transactions.repository';

let h: Harness;
let playerId: number;
const HISTORY = 3_000;

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

/**
 * A long history written in one statement (the plan is the point here, not the money): every
 * 100th transaction a deposit, the others bets, a minute apart.
 */
beforeAll(async () => {
  // The history below is transactions without entries: only the plan over them matters.
  h = await startHarness({ ledgerCheck: false });
  playerId = (await buildPlayer(h.database.db)).id;
  const other = (await buildPlayer(h.database.db)).id;
  for (const owner of [playerId, other])
    await h.database.db.execute(sql`insert into wallet_transactions (player_id, type_id, status,
        amount, currency_id, idempotency_key, created_by, created_at)
      select ${owner},
        case when n % 100 = 0 then ${TRANSACTION_TYPES.deposit}::smallint
          else ${TRANSACTION_TYPES.casino_bet}::smallint end,
        'success', 100, 1, 'plan:' || ${owner}::text || ':' || n::text, 'test',
        now() - (${HISTORY}::int - n) * interval '1 minute'
      from generate_series(1, ${HISTORY}::int) as n`);
  await h.database.db.execute(sql`analyze wallet_transactions`);
});
afterAll(() => h.close());

/** The rows the scans of wallet_transactions read for a page, and the indexes they used. */
const planOf = async (typeId?: number, after?: TransactionKey) => {
  const result = (await h.database.db.execute(
    sql`explain (analyze, format json) ${transactionsPageQuery(playerId, { typeId }, after, 26)}`,
  )) as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[] };
  const raw = result.rows[0]!['QUERY PLAN'];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const scans: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    if (node['Relation Name'] === 'wallet_transactions') scans.push(node);
    (node.Plans ?? []).forEach(walk);
  };
  walk(top.Plan);
  return {
    kinds: scans.map((scan) => `${scan['Node Type']} ${scan['Index Name'] ?? ''}`.trim()),
    read: scans.reduce(
      (sum, scan) =>
        sum + (scan['Actual Rows'] + (scan['Rows Removed by Filter'] ?? 0)) * scan['Actual Loops'],
      0,
    ),
  };
};

describe('a page of the transactions list', () => {
  it('walks the player’s index newest first and reads about one page of rows', async () => {
    expect(await planOf()).toEqual({
      kinds: ['Index Scan wallet_transactions_player'],
      read: expect.any(Number) as number,
    });
    expect((await planOf()).read).toBeLessThanOrEqual(30);
  });

  it('walks the type index for a type filter, however rare the type', async () => {
    const plan = await planOf(TRANSACTION_TYPES.deposit);
    expect(plan.kinds).toEqual(['Index Scan wallet_transactions_player_type']);
    expect(plan.read).toBeLessThanOrEqual(30);
  });

  it('starts a page deep in the history at its cursor, not by reading what comes before', async () => {
    const result = (await h.database.db.execute(
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
        id::text from wallet_transactions where player_id = ${playerId}
        order by created_at desc, id desc offset 2000 limit 1`,
    )) as unknown as { rows: { at: string; id: string }[] };
    const [row] = result.rows;
    const plan = await planOf(undefined, { at: row!.at, id: Number(row!.id) });
    expect(plan.kinds).toEqual(['Index Scan wallet_transactions_player']);
    expect(plan.read).toBeLessThanOrEqual(30);
  });
});
