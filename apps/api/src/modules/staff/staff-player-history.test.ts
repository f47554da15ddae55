import { randomUUID } from 'node:crypto';
import {
  STAFF_ROLE_PERMISSIONS,
  STAFF_ROLES,
  TRANSACTION_TYPES,
  type StaffGameRound,
  type StaffLedgerEntry,
  type StaffLimitChange,
  type StaffPlayerTransaction,
  type StaffRole,
} from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatFields, signedCall } from '../../test/calls/seamless';
import { staffCall, staffOfEveryRole } from '../../test/calls/staff';
import { seatAtGame, type Seat } from '../../test/factories/seats';
import { moveTransactionsToDay, openCashierTransaction } from '../../test/factories/transactions';
import { startHarness, type Harness } from '../../test/harness';
import { findSlot, type TestGame } from '../../test/queries/games';
import { rowsOf } from '../../test/queries/rows';

let h: Harness;
let slot: TestGame;
let a: Seat;
let b: Seat;
let cookies: Record<StaffRole, string>;
let names: Record<StaffRole, string>;
const rounds = { won: randomUUID(), open: randomUUID(), undone: randomUUID(), ofB: randomUUID() };

const call = (seat: Seat, action: 'bet' | 'win' | 'rollback', fields: Record<string, unknown>) =>
  signedCall(h, slot.slug, action, { ...seatFields(seat), game_id: slot.id, ...fields });
const bet = (seat: Seat, round: string, amount: number, id = randomUUID()) =>
  call(seat, 'bet', { transaction_id: id, round_id: round, amount });

const setLimit = (seat: Seat, field: string, value: string) =>
  h.call({
    method: 'PUT',
    url: '/v1/me',
    headers: { 'user-token': seat.token },
    payload: { field, [field]: value },
  });

type Page<Row> = { data: Row[]; meta: { total: number } };
const read = async <Row>(url: string, role: StaffRole = 'support'): Promise<Page<Row>> => {
  const response = await staffCall(h, cookies[role])('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page<Row>;
};

beforeAll(async () => {
  h = await startHarness({ rateLimitMax: 1_000_000 });
  slot = await findSlot(h);
  ({ names, cookies } = await staffOfEveryRole(h));
  // Each player starts with 100.00 EUR (an adjustment), then plays: A three rounds, B one.
  a = await seatAtGame(h, slot, { money: { available: 10_000n } });
  b = await seatAtGame(h, slot, { money: { available: 10_000n } });
  const wonBet = randomUUID();
  expect((await bet(a, rounds.won, 2, wonBet)).statusCode).toBe(200);
  const won = await call(a, 'win', {
    transaction_id: randomUUID(),
    bet_transaction_id: wonBet,
    round_id: rounds.won,
    amount: 3,
  });
  expect(won.statusCode, won.body).toBe(200);
  expect((await bet(a, rounds.open, 1)).statusCode).toBe(200);
  const undoneBet = randomUUID();
  expect((await bet(a, rounds.undone, 1.5, undoneBet)).statusCode).toBe(200);
  const undone = await call(a, 'rollback', {
    transaction_id: randomUUID(),
    bet_transaction_id: undoneBet,
    round_id: rounds.undone,
  });
  expect(undone.statusCode, undone.body).toBe(200);
  expect((await bet(b, rounds.ofB, 5)).statusCode).toBe(200);
  // A limit of A's set at once, then a raise that waits its 24 hours.
  expect((await setLimit(a, 'max_daily_deposit', '100')).statusCode).toBe(200);
  await h.database.db.execute(
    sql`update limit_changes set created_at = created_at - interval '25 hours'
      where player_id = ${a.id}`,
  );
  expect((await setLimit(a, 'max_daily_deposit', '200')).statusCode).toBe(200);
  expect((await setLimit(b, 'max_weekly_bet', '50')).statusCode).toBe(200);
});
afterAll(() => h.close());

const idsOf = async (playerId: number): Promise<number[]> =>
  (
    await rowsOf<{ id: string }>(
      h,
      sql`select id::text from wallet_transactions where player_id = ${playerId} order by id`,
    )
  ).map((row) => Number(row.id));

describe("a player's transactions", () => {
  it("lists every transaction of the player and none of another's, newest first", async () => {
    const page = await read<StaffPlayerTransaction>(`/players/${a.id}/transactions`);
    const mine = await idsOf(a.id);
    const theirs = await idsOf(b.id);
    expect(page.meta.total).toBe(mine.length);
    expect(page.data.map((row) => row.id)).toEqual([...mine].reverse());
    expect(page.data.some((row) => theirs.includes(row.id))).toBe(false);
    expect(page.data.at(-1)).toMatchObject({
      type_id: TRANSACTION_TYPES.adjustment,
      type: 'Adjustment',
      status: 'success',
      amount: 100,
      balance_after: 100,
      currency: 'EUR',
      created_by: 'test',
      reason: 'test funds',
    });
  });

  it('pages, sorts, and filters by type, status and day', async () => {
    const mine = await idsOf(a.id);
    const second = await read<StaffPlayerTransaction>(
      `/players/${a.id}/transactions?page=2&per_page=2&sort=id&order=asc`,
    );
    expect(second).toEqual({ data: expect.any(Array), meta: { total: mine.length } });
    expect(second.data.map((row) => row.id)).toEqual(mine.slice(2, 4));

    const bets = await read<StaffPlayerTransaction>(
      `/players/${a.id}/transactions?type_id=${TRANSACTION_TYPES.casino_bet}`,
    );
    expect(bets.meta.total).toBe(3);
    expect(bets.data.map((row) => row.amount).sort()).toEqual([1, 1.5, 2]);
    const pending = await openCashierTransaction(h.database.db, {
      playerId: a.id,
      type: 'withdraw',
      status: 'pending',
      amount: 4_000n,
      paymentMethodId: 1,
    });
    const waiting = await read<StaffPlayerTransaction>(
      `/players/${a.id}/transactions?status=pending`,
    );
    expect(waiting.data).toEqual([
      expect.objectContaining({ id: pending, type: 'Withdraw', amount: 40, balance_after: null }),
    ]);
    mine.push(pending);

    await moveTransactionsToDay(h.database.db, [mine[0]!], '2025-03-10');
    const day = await read<StaffPlayerTransaction>(
      `/players/${a.id}/transactions?from=2025-03-10&to=2025-03-10`,
    );
    expect(day.data.map((row) => row.id)).toEqual([mine[0]]);
    const since = await read<StaffPlayerTransaction>(
      `/players/${a.id}/transactions?from=2025-03-11`,
    );
    expect(since.meta.total).toBe(mine.length - 1);
  });
});

describe("a player's ledger entries", () => {
  it("shows the legs on the player's pockets only, as debit or credit", async () => {
    const page = await read<StaffLedgerEntry>(`/players/${a.id}/ledger?per_page=100`);
    const theirs = await idsOf(b.id);
    const [count] = await rowsOf<{ total: number }>(
      h,
      sql`select count(*)::int as total from ledger_entries e
        join ledger_accounts a on a.id = e.account_id where a.player_id = ${a.id}`,
    );
    expect(page.meta.total).toBe(count!.total);
    expect(page.data.some((row) => theirs.includes(row.transaction_id))).toBe(false);
    const wonBet = page.data.find(
      (row) => row.transaction_type_id === TRANSACTION_TYPES.casino_bet && row.amount === 2,
    );
    expect(wonBet).toMatchObject({
      pocket: 'available',
      direction: 'debit',
      currency: 'EUR',
      transaction_type: 'Casino bet',
    });
    const win = page.data.find((row) => row.transaction_type_id === TRANSACTION_TYPES.casino_win);
    expect(win).toMatchObject({ pocket: 'available', direction: 'credit', amount: 3 });

    const bonus = await read<StaffLedgerEntry>(`/players/${a.id}/ledger?pocket=bonus`);
    expect(bonus).toEqual({ data: [], meta: { total: 0 } });
    const first = await read<StaffLedgerEntry>(`/players/${a.id}/ledger?per_page=1&order=asc`);
    expect(first.data).toHaveLength(1);
    expect(first.data[0]).toMatchObject({ direction: 'credit', amount: 100 });
  });
});

describe("a player's game rounds", () => {
  it('shows each round with its stake, win and status, and none of another player', async () => {
    const page = await read<StaffGameRound>(`/players/${a.id}/rounds`);
    expect(page.meta.total).toBe(3);
    const byRound = Object.fromEntries(page.data.map((row) => [row.round_id, row]));
    expect(Object.keys(byRound).sort()).toEqual([rounds.won, rounds.open, rounds.undone].sort());
    expect(byRound[rounds.won]).toMatchObject({
      game_id: slot.id,
      game: expect.any(String),
      provider: expect.any(String),
      stake: 2,
      win: 3,
      currency: 'EUR',
      status: 'settled',
      settled_at: expect.any(String),
    });
    expect(byRound[rounds.open]).toMatchObject({
      stake: 1,
      win: 0,
      status: 'open',
      settled_at: null,
    });
    expect(byRound[rounds.undone]).toMatchObject({ stake: 0, status: 'rolled_back' });

    const ofB = await read<StaffGameRound>(`/players/${b.id}/rounds`);
    expect(ofB.data.map((row) => row.round_id)).toEqual([rounds.ofB]);
    const paged = await read<StaffGameRound>(`/players/${a.id}/rounds?per_page=2&page=2`);
    expect(paged).toMatchObject({ meta: { total: 3 } });
    expect(paged.data).toHaveLength(1);
    const future = await read<StaffGameRound>(`/players/${a.id}/rounds?to=2025-01-01`);
    expect(future).toEqual({ data: [], meta: { total: 0 } });
  });
});

describe("a player's limit history", () => {
  it('shows every change with the old and new value, when asked and when effective', async () => {
    const page = await read<StaffLimitChange>(`/players/${a.id}/limits/history`);
    expect(page.meta.total).toBe(2);
    const [raise, first] = page.data;
    expect(first).toMatchObject({
      field: 'max_daily_deposit',
      previous: null,
      value: 100,
      status: 'applied',
    });
    expect(first!.effective_at).toBe(first!.requested_at);
    expect(raise).toMatchObject({
      field: 'max_daily_deposit',
      previous: 100,
      value: 200,
      status: 'pending',
      settled_at: null,
    });
    // A raise waits 24 hours before the player may confirm it.
    expect(Date.parse(raise!.effective_at!) - Date.parse(raise!.requested_at)).toBe(86_400_000);
    const ofB = await read<StaffLimitChange>(`/players/${b.id}/limits/history`);
    expect(ofB.data.map((row) => [row.field, row.value])).toEqual([['max_weekly_bet', 50]]);
  });
});

describe('the history routes', () => {
  const urls = (id: number) => [
    `/players/${id}/transactions`,
    `/players/${id}/ledger`,
    `/players/${id}/rounds`,
    `/players/${id}/limits/history`,
  ];

  it('let exactly the roles that read players in, and record each read', async () => {
    for (const role of STAFF_ROLES) {
      const allowed = STAFF_ROLE_PERMISSIONS[role].includes('players.read');
      for (const url of urls(a.id)) {
        const response = await staffCall(h, cookies[role])('GET', url);
        expect(response.statusCode, `${role} ${url}`).toBe(allowed ? 200 : 403);
      }
      const audit = await rowsOf<{
        action: string;
        target: string;
        details: { status: number; read: string };
      }>(
        h,
        sql`select action, target, details from staff_audit
          where staff = ${names[role]} and action = 'players.read' order by id`,
      );
      expect(
        audit.slice(-4).map(({ action, target, details }) => ({
          action,
          target,
          status: details.status,
          read: details.read,
        })),
      ).toEqual(
        urls(a.id).map((url) => ({
          action: 'players.read',
          target: `player:${a.id}`,
          status: allowed ? 200 : 403,
          read: `/v1/staff${url.replace(String(a.id), ':id')}`,
        })),
      );
    }
  });

  it('refuse a caller without a session or with a player token', async () => {
    for (const url of urls(a.id)) {
      expect((await staffCall(h)('GET', url)).statusCode).toBe(401);
      const asPlayer = await staffCall(h, cookies.admin)('GET', url, undefined, {
        headers: { 'user-token': a.token },
      });
      expect(asPlayer.statusCode).toBe(401);
    }
  });

  it('answer 404 for a player who does not exist', async () => {
    for (const url of urls(999_999)) {
      const response = await staffCall(h, cookies.admin)('GET', url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it.each([
    ['a day that does not exist', 'from=2025-02-30'],
    ['a day that is not a date', 'to=yesterday'],
    ['a start after the end', 'from=2025-03-02&to=2025-03-01'],
    ['a day in the future', 'to=2999-01-01'],
    ['a page of nothing', 'per_page=0'],
    ['a page too long', 'per_page=101'],
    ['an unknown order', 'order=sideways'],
  ])('refuse %s with 422 and its field', async (_, query) => {
    for (const url of urls(a.id)) {
      const response = await staffCall(h, cookies.admin)('GET', `${url}?${query}`);
      expect(response.statusCode, `${url}?${query}`).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('refuse filters a list does not know the values of', async () => {
    const bad = [
      `/players/${a.id}/transactions?type_id=3`,
      `/players/${a.id}/transactions?status=lost`,
      `/players/${a.id}/ledger?pocket=house`,
    ];
    for (const url of bad)
      expect((await staffCall(h, cookies.admin)('GET', url)).statusCode, url).toBe(422);
  });
});

describe("the player's page", () => {
  it('shows the current limits in major units, minutes for playing time', async () => {
    const response = await staffCall(h, cookies.support)('GET', `/players/${a.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.limits).toMatchObject({
      max_daily_deposit: 100,
      max_weekly_deposit: null,
    });
  });
});
