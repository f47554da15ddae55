import { STAFF_ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCall, staffOfEveryRole } from '../../test/calls/staff';
import { buildLoggedInPlayer } from '../../test/factories/players';
import { bookMovement, moveTransactionsToDay } from '../../test/factories/transactions';
import { startHarness, type Harness } from '../../test/harness';
import { findSlot, findSlotOfAnotherProvider, type TestGame } from '../../test/queries/games';
import { rowsOf } from '../../test/queries/rows';

let h: Harness;
let cookies: Record<StaffRole, string>;
let names: Record<StaffRole, string>;
let first: TestGame;
let playerId: number;
let username: string;
let second: TestGame;
// Days nothing else in the seeded database happened on.
const DAY_1 = '2021-03-01';
const DAY_2 = '2021-03-02';

const move = (
  playerId: number,
  type: 'casino_bet' | 'casino_win' | 'deposit' | 'withdraw',
  changes: Record<string, bigint>,
  gameId?: number,
) =>
  bookMovement(h.database.db, {
    playerId,
    type,
    changes,
    house: type.startsWith('casino') ? 'game_revenue' : 'payment_clearing',
    meta: gameId ? { game_id: gameId } : { payment_method_id: 1 },
  });

/**
 * Day 1: a deposit of 100, bets of 10 and 5 on the first game and a win of 4 there; a bet of 3
 * on the second game, paid from the bonus. Day 2: a bet of 20 on the second game, a win of 30,
 * and a withdrawal of 30.
 */
beforeAll(async () => {
  h = await startHarness();
  ({ names, cookies } = await staffOfEveryRole(h));
  first = await findSlot(h);
  second = await findSlotOfAnotherProvider(h, first);
  const player = await buildLoggedInPlayer(h.database.db, { money: { bonus: 300n } });
  const p = player.id;
  playerId = p;
  username = player.username;
  const day1 = [
    await move(p, 'deposit', { deposited: 10_000n }),
    await move(p, 'casino_bet', { deposited: -1_000n }, first.id),
    await move(p, 'casino_bet', { deposited: -500n }, first.id),
    await move(p, 'casino_win', { available: 400n }, first.id),
    await move(p, 'casino_bet', { bonus: -300n }, second.id),
  ];
  const day2 = [
    await move(p, 'casino_bet', { deposited: -2_000n }, second.id),
    await move(p, 'casino_win', { available: 3_000n }, second.id),
    await move(p, 'withdraw', { available: -3_000n }),
  ];
  await moveTransactionsToDay(h.database.db, day1, DAY_1);
  await moveTransactionsToDay(h.database.db, day2, DAY_2);
});
afterAll(() => h.close());

const get = (role: StaffRole, url: string) => staffCall(h, cookies[role])('GET', url);

describe('staff reports', () => {
  it.each(STAFF_ROLES)('opens the reports to %s only with reports.read', async (role) => {
    const allowed = STAFF_ROLE_PERMISSIONS[role].includes('reports.read');
    for (const url of [
      `/reports/ggr?from=${DAY_1}&to=${DAY_1}`,
      `/reports/cashier?from=${DAY_1}&to=${DAY_1}`,
    ]) {
      const response = await get(role, url);
      expect(response.statusCode, url).toBe(allowed ? 200 : 403);
    }
  });

  it('sums revenue per day, provider and game from the ledger', async () => {
    const response = await get('admin', `/reports/ggr?from=${DAY_1}&to=${DAY_2}`);
    expect(response.statusCode, response.body).toBe(200);
    const { by_day, by_provider, by_game } = response.json().data;
    const figures = (row: Record<string, unknown>) => ({
      key: row['key'],
      bets_count: row['bets_count'],
      bets: row['bets'],
      wins: row['wins'],
      bonus_bets: row['bonus_bets'],
      ggr: row['ggr'],
    });
    expect(by_day.map(figures)).toEqual([
      { key: DAY_1, bets_count: 3, bets: 15, wins: 4, bonus_bets: 3, ggr: 11 },
      { key: DAY_2, bets_count: 1, bets: 20, wins: 30, bonus_bets: 0, ggr: -10 },
    ]);
    expect(by_game.map((row: { id: number; ggr: number }) => [row.id, row.ggr])).toEqual([
      [first.id, 11],
      [second.id, -10],
    ]);
    expect(by_provider.map((row: { id: number; bets: number }) => [row.id, row.bets])).toEqual([
      [first.providerId, 15],
      [second.providerId, 20],
    ]);
    expect(by_day[0].currency).toBe('EUR');
  });

  it('counts only the days asked for', async () => {
    const { data } = (await get('payments', `/reports/ggr?from=${DAY_2}&to=${DAY_2}`)).json();
    expect(data.by_day.map((row: { key: string }) => row.key)).toEqual([DAY_2]);
    expect(data.by_game).toHaveLength(1);
  });

  it('sums deposits and withdrawals per day', async () => {
    const response = await get('compliance', `/reports/cashier?from=${DAY_1}&to=${DAY_2}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.days).toEqual([
      {
        day: DAY_1,
        currency: 'EUR',
        deposits_count: 1,
        deposits: 100,
        withdrawals_count: 0,
        withdrawals: 0,
        net: 100,
      },
      {
        day: DAY_2,
        currency: 'EUR',
        deposits_count: 0,
        deposits: 0,
        withdrawals_count: 1,
        withdrawals: 30,
        net: -30,
      },
    ]);
  });

  it('refuses a range that ends before it starts or lies in the future', async () => {
    for (const query of [
      `from=${DAY_2}&to=${DAY_1}`,
      'from=2999-01-01&to=2999-01-02',
      'from=x&to=y',
    ]) {
      const response = await get('admin', `/reports/ggr?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().code).toBe('validation_failed');
    }
  });

  it("answers a player's statement as PDF naming the player, to reports.read only", async () => {
    const url = `/players/${playerId}/statement?from=${DAY_1}&to=${DAY_2}`;
    const response = await get('compliance', url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`statement-${playerId}-`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1')).toContain(`(Statement of account: ${username})`);
    expect(response.rawPayload.length).toBeGreaterThan(1_000);

    expect((await get('support', url)).statusCode).toBe(403);
    expect((await get('content', url)).statusCode).toBe(403);
    expect(
      (await get('admin', `/players/999999/statement?from=${DAY_1}&to=${DAY_2}`)).statusCode,
    ).toBe(404);
    expect(
      (await get('admin', `/players/${playerId}/statement?from=${DAY_2}&to=${DAY_1}`)).statusCode,
    ).toBe(422);
  });

  it('keeps who read which report or statement, and for which days, in the audit log', async () => {
    const period = { from: DAY_1, to: DAY_2 };
    await get('compliance', `/players/${playerId}/statement?from=${DAY_1}&to=${DAY_2}`);
    await get('support', `/players/${playerId}/statement?from=${DAY_1}&to=${DAY_2}`);
    await get('payments', `/reports/cashier?from=${DAY_1}&to=${DAY_2}`);
    const rowsBy = (role: StaffRole) =>
      rowsOf<{ action: string; target: string; details: Record<string, unknown> }>(
        h,
        sql`select action, target, details from staff_audit
          where staff = ${names[role]} and action = 'reports.read' order by id`,
      );
    expect(await rowsBy('compliance')).toContainEqual({
      action: 'reports.read',
      target: `player:${playerId}`,
      details: { status: 200, read: '/v1/staff/players/:id/statement', query: period },
    });
    // A refused read is kept too.
    expect(await rowsBy('support')).toContainEqual({
      action: 'reports.read',
      target: `player:${playerId}`,
      details: { status: 403, read: '/v1/staff/players/:id/statement', query: period },
    });
    expect(await rowsBy('payments')).toContainEqual({
      action: 'reports.read',
      target: 'report:cashier',
      details: { status: 200, read: '/v1/staff/reports/cashier', query: period },
    });
  });
});
