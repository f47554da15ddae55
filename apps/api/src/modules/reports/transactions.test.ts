import { utcDay, type Transaction, type TransactionsPage } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedInPlayer, type LoggedInPlayer } from '../../test/factories/players';
import {
  bookMovement,
  moveTransactionsToDay,
  moveTransactionToInstant,
  openCashierTransaction,
} from '../../test/factories/transactions';
import { startHarness, type Harness } from '../../test/harness';
import { pocketsOf } from '../../test/queries/wallet';
import { encodeTransactionCursor } from './transaction-cursor';

let h: Harness;
const today = utcDay();
const yesterday = utcDay(new Date(Date.now() - 86_400_000));
const daysAgo = (days: number) => utcDay(new Date(Date.now() - days * 86_400_000));

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const list = (token: string | undefined, query: Record<string, string | number> = {}) =>
  h.call({
    method: 'GET',
    url: '/v1/me/transactions',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: token ? { 'user-token': token } : {},
  });

const pageOf = async (token: string, query: Record<string, string | number> = {}) => {
  const response = await list(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TransactionsPage>();
};

const statusOf = (token: string | undefined, id: number | string) =>
  h.call({
    method: 'GET',
    url: `/v1/static/transactions/${id}`,
    headers: token ? { 'user-token': token } : {},
  });

const deposit = (playerId: number, amount: bigint) =>
  bookMovement(h.database.db, {
    playerId,
    type: 'deposit',
    changes: { deposited: amount },
    house: 'payment_clearing',
    meta: { payment_method_id: 7 },
  });
const withdraw = (playerId: number, amount: bigint) =>
  bookMovement(h.database.db, {
    playerId,
    type: 'withdraw',
    changes: { available: -amount },
    house: 'payment_clearing',
    meta: { payment_method_id: 999 },
  });
const bet = (playerId: number, amount: bigint) =>
  bookMovement(h.database.db, {
    playerId,
    type: 'casino_bet',
    changes: { available: -amount },
    house: 'game_revenue',
  });
const win = (playerId: number, amount: bigint) =>
  bookMovement(h.database.db, {
    playerId,
    type: 'casino_win',
    changes: { available: amount },
    house: 'game_revenue',
  });

const ids = (page: TransactionsPage) => page.data.map((row) => row.id);

/**
 * Alice's history: three days ago a deposit of 100 and a bet of 5; yesterday a win of 12, a
 * withdrawal of 30 and a declined deposit of 50; today a deposit of 20, a pending deposit of 40
 * and a bet of 2.50.
 */
describe('the transactions list', () => {
  let alice: LoggedInPlayer;
  const history = {} as Record<
    'oldDeposit' | 'oldBet' | 'win' | 'withdrawal' | 'declined' | 'deposit' | 'pending' | 'bet',
    number
  >;

  beforeAll(async () => {
    alice = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });
    const [funds] = ids(await pageOf(alice.token));
    await moveTransactionsToDay(h.database.db, [funds!], daysAgo(4));
    history.oldDeposit = await deposit(alice.id, 10_000n);
    history.oldBet = await bet(alice.id, 500n);
    await moveTransactionsToDay(h.database.db, [history.oldDeposit, history.oldBet], daysAgo(3));
    history.win = await win(alice.id, 1_200n);
    history.withdrawal = await withdraw(alice.id, 3_000n);
    history.declined = await openCashierTransaction(h.database.db, {
      playerId: alice.id,
      type: 'deposit',
      status: 'declined',
      amount: 5_000n,
      paymentMethodId: 7,
    });
    await moveTransactionsToDay(
      h.database.db,
      [history.win, history.withdrawal, history.declined],
      yesterday,
    );
    history.deposit = await deposit(alice.id, 2_000n);
    history.pending = await openCashierTransaction(h.database.db, {
      playerId: alice.id,
      type: 'deposit',
      status: 'pending',
      amount: 4_000n,
      paymentMethodId: 14,
    });
    history.bet = await bet(alice.id, 250n);
  });

  it('shows every transaction newest first, with its type, status, amount, balance and currency', async () => {
    const page = await pageOf(alice.token);
    expect(ids(page)).toEqual([
      history.bet,
      history.pending,
      history.deposit,
      history.declined,
      history.withdrawal,
      history.win,
      history.oldBet,
      history.oldDeposit,
      expect.any(Number),
    ]);
    const byId = new Map(page.data.map((row) => [row.id, row]));
    expect(byId.get(history.bet)).toMatchObject<Partial<Transaction>>({
      type: { id: 4, name: 'Casino bet', description: expect.any(String) as string },
      status: 'success',
      amount: 2.5,
      balance: 194.5,
      currency: 'EUR',
      payment_method_id: null,
    });
    expect(byId.get(history.pending)).toMatchObject({
      type: { id: 1, name: 'Deposit' },
      status: 'pending',
      amount: 40,
      balance: null,
      payment_method_id: 14,
    });
    expect(byId.get(history.withdrawal)).toMatchObject({
      type: { id: 2, name: 'Withdraw' },
      amount: 30,
      balance: 177,
      payment_method_id: 999,
    });
    expect(page.meta).toEqual({ per_page: 25, next_cursor: null });
    expect(page.totals).toBeUndefined();
    expect(page.data[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('filters by type, by status and by both', async () => {
    expect(ids(await pageOf(alice.token, { type_id: 1 }))).toEqual([
      history.pending,
      history.deposit,
      history.declined,
      history.oldDeposit,
    ]);
    expect(ids(await pageOf(alice.token, { type_id: 4 }))).toEqual([history.bet, history.oldBet]);
    expect(ids(await pageOf(alice.token, { status: 'declined' }))).toEqual([history.declined]);
    expect(ids(await pageOf(alice.token, { type_id: 1, status: 'success' }))).toEqual([
      history.deposit,
      history.oldDeposit,
    ]);
    expect(ids(await pageOf(alice.token, { type_id: 8 }))).toEqual([]);
  });

  it('filters by UTC days, the end day included, either end open', async () => {
    expect(ids(await pageOf(alice.token, { date_from: yesterday, date_to: yesterday }))).toEqual([
      history.declined,
      history.withdrawal,
      history.win,
    ]);
    expect(ids(await pageOf(alice.token, { date_from: yesterday, date_to: today }))).toEqual([
      history.bet,
      history.pending,
      history.deposit,
      history.declined,
      history.withdrawal,
      history.win,
    ]);
    expect(ids(await pageOf(alice.token, { date_to: daysAgo(3), type_id: 1 }))).toEqual([
      history.oldDeposit,
    ]);
    expect(ids(await pageOf(alice.token, { date_from: today }))).toEqual([
      history.bet,
      history.pending,
      history.deposit,
    ]);
  });

  it('takes the pending-deposits query of spec 02 §7 as it is written, times and all', async () => {
    const query = {
      date_from: '1970-01-01 00:00:00',
      date_to: `${today} 23:59:59`,
      type_id: 1,
      status: 'pending',
    };
    expect(ids(await pageOf(alice.token, query))).toEqual([history.pending]);
    expect(ids(await pageOf(alice.token, { ...query, status: 'success' }))).toEqual([
      history.deposit,
      history.oldDeposit,
    ]);
  });

  it('adds the totals of successful deposits and withdrawals of the range with total=1', async () => {
    const all = await pageOf(alice.token, { total: 1 });
    expect(all.totals).toEqual({ deposit: 120, withdraw: 30, net: 90, currency: 'EUR' });

    const recent = await pageOf(alice.token, { total: 1, date_from: yesterday, date_to: today });
    expect(recent.totals).toEqual({ deposit: 20, withdraw: 30, net: -10, currency: 'EUR' });

    // The type and status filters narrow the rows; the totals stay those of the range.
    const bets = await pageOf(alice.token, { total: 1, type_id: 4, date_from: yesterday });
    expect(ids(bets)).toEqual([history.bet]);
    expect(bets.totals).toEqual(recent.totals);

    const none = await pageOf(alice.token, {
      total: 1,
      date_from: daysAgo(2),
      date_to: daysAgo(2),
    });
    expect(none).toMatchObject({
      data: [],
      totals: { deposit: 0, withdraw: 0, net: 0, currency: 'EUR' },
    });
    expect((await pageOf(alice.token, { total: 0 })).totals).toBeUndefined();
  });

  it('shows the status page of one of the player’s transactions', async () => {
    const response = await statusOf(alice.token, history.pending);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: history.pending,
        status: 'pending',
        type_id: 1,
        amount: 40,
        currency: 'EUR',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
      },
    });
  });
});

describe('a range given in times', () => {
  let bob: LoggedInPlayer;
  const at = {} as Record<'before' | 'within' | 'after', number>;

  /** Bob's deposits just before, inside and just after 10:00:00 yesterday. */
  beforeAll(async () => {
    bob = await buildLoggedInPlayer(h.database.db);
    for (const [key, instant] of [
      ['before', `${yesterday}T09:59:59.999Z`],
      ['within', `${yesterday}T10:00:00.500Z`],
      ['after', `${yesterday}T10:00:01.000Z`],
    ] as const) {
      at[key] = await deposit(bob.id, 1_000n);
      await moveTransactionToInstant(h.database.db, at[key], instant);
    }
  });

  it('counts from the start of the first second to the end of the last one', async () => {
    const second = `${yesterday} 10:00:00`;
    expect(ids(await pageOf(bob.token, { date_from: second, date_to: second }))).toEqual([
      at.within,
    ]);
    expect(ids(await pageOf(bob.token, { date_from: `${yesterday}T10:00:00` }))).toEqual([
      at.after,
      at.within,
    ]);
    expect(ids(await pageOf(bob.token, { date_to: `${yesterday} 09:59:59` }))).toEqual([at.before]);
  });

  it('mixes a time with a day, the day whole', async () => {
    expect(
      ids(await pageOf(bob.token, { date_from: `${yesterday} 10:00:01`, date_to: yesterday })),
    ).toEqual([at.after]);
    expect(
      ids(await pageOf(bob.token, { date_from: yesterday, date_to: `${yesterday} 10:00:00` })),
    ).toEqual([at.within, at.before]);
  });

  it('documents both forms in the API document', async () => {
    const document = (await h.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, { get: { parameters: { name: string; description?: string }[] } }>;
    }>();
    const parameters = document.paths['/v1/me/transactions']!.get.parameters;
    for (const name of ['date_from', 'date_to'])
      expect(parameters.find((parameter) => parameter.name === name)?.description).toMatch(
        /YYYY-MM-DD`.*YYYY-MM-DD HH:MM:SS/,
      );
  });
});

describe('keyset pages', () => {
  it('walks the whole list without duplicates or gaps while new transactions arrive', async () => {
    const player = await buildLoggedInPlayer(h.database.db, { money: { available: 100_000n } });
    for (let index = 0; index < 12; index += 1) await bet(player.id, 100n + BigInt(index));
    // Six bets share their instant across the first page's end; the id orders them.
    await h.database.db.execute(sql`update wallet_transactions set created_at = (
        select max(created_at) from wallet_transactions where player_id = ${player.id})
      where id in (select id from wallet_transactions where player_id = ${player.id}
        order by id desc limit 6)`);
    const expected = ids(await pageOf(player.token, { per_page: 100 }));
    expect(expected).toHaveLength(13);
    expect(new Set(expected).size).toBe(13);

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: TransactionsPage = await pageOf(player.token, {
        per_page: 5,
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...ids(page));
      cursor = page.meta.next_cursor;
      pages += 1;
      // Newer rows arrive between the pages; they belong before the first page, not in the walk.
      await win(player.id, 50n);
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);

    const fresh = await pageOf(player.token, { per_page: 3 });
    expect(fresh.data.map((row) => row.type.id)).toEqual([5, 5, 5]);
  });

  it('ends with a null cursor on a page that holds exactly the last rows', async () => {
    const player = await buildLoggedInPlayer(h.database.db, { money: { available: 1_000n } });
    await bet(player.id, 100n);
    const first = await pageOf(player.token, { per_page: 1 });
    expect(first.meta.next_cursor).toEqual(expect.any(String));
    const second = await pageOf(player.token, { per_page: 1, cursor: first.meta.next_cursor! });
    expect(second.meta.next_cursor).toBeNull();
    expect(ids(second)).toHaveLength(1);
    expect(ids(second)[0]).not.toBe(ids(first)[0]);
  });
});

describe('bad input', () => {
  let player: LoggedInPlayer;
  beforeAll(async () => {
    player = await buildLoggedInPlayer(h.database.db, { money: { available: 1_000n } });
  });

  const garbage = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

  it.each<[string, Record<string, string | number>, string]>([
    ['a day that is not a date', { date_from: 'yesterday' }, 'date_from'],
    ['a day that does not exist', { date_from: '2025-02-30' }, 'date_from'],
    ['a time past the end of the day', { date_to: `${today} 24:00:00` }, 'date_to'],
    ['a time without seconds', { date_to: `${today} 23:59` }, 'date_to'],
    ['a time with an offset', { date_from: `${today}T10:00:00+02:00` }, 'date_from'],
    ['a time after today', { date_to: `${daysAgo(-1)} 00:00:00` }, 'date_to'],
    [
      'a start time after the end time',
      { date_from: `${today} 10:00:01`, date_to: `${today} 10:00:00` },
      'date_from',
    ],
    ['a day after today', { date_to: utcDay(new Date(Date.now() + 86_400_000)) }, 'date_to'],
    ['a start after the end', { date_from: today, date_to: yesterday }, 'date_from'],
    ['an unknown type', { type_id: 3 }, 'type_id'],
    ['a type that is no number', { type_id: 'deposit' }, 'type_id'],
    ['an unknown status', { status: 'paid' }, 'status'],
    ['a huge page', { per_page: 100_000 }, 'per_page'],
    ['an empty page', { per_page: 0 }, 'per_page'],
    ['a total flag of another kind', { total: 'yes' }, 'total'],
    ['a cursor with foreign characters', { cursor: "1' or '1'='1" }, 'cursor'],
    ['a cursor that names no row', { cursor: garbage('hello') }, 'cursor'],
    [
      'a cursor with an impossible instant',
      { cursor: garbage('2026-13-40T99:00:00.000000Z|5') },
      'cursor',
    ],
    [
      'a cursor with a huge id',
      { cursor: garbage('2026-01-01T00:00:00.000000Z|99999999999999999999') },
      'cursor',
    ],
  ])('refuses %s with 422 naming the field, and leaks nothing', async (_label, query, field) => {
    const before = await pocketsOf(h, player.id);
    const response = await list(player.token, query);
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json<{
      code: string;
      message: string;
      errors: Record<string, string[]>;
    }>();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(response.body).not.toMatch(/select|wallet_transactions|postgres|stack|\bat \w+ \(/i);
    expect(await pocketsOf(h, player.id)).toEqual(before);
  });

  it('accepts a cursor it gave out, whatever the filters', async () => {
    const cursor = encodeTransactionCursor({ at: '2026-01-01T00:00:00.000000Z', id: 1 });
    expect((await list(player.token, { cursor, type_id: 1 })).statusCode).toBe(200);
  });

  it.each(['abc', '0x10', '-1', '1.5', '9999999999999999999'])(
    'answers a status page id %s that is no id with 422',
    async (id) => {
      const response = await statusOf(player.token, id);
      expect(response.statusCode).toBe(422);
    },
  );

  it('needs a player session for the list and the status page', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list('not-a-token')).statusCode).toBe(401);
    expect((await statusOf(undefined, 1)).statusCode).toBe(401);
  });
});

describe('another player’s transactions', () => {
  it('are neither listed nor shown: their ids answer 404 like ids that do not exist', async () => {
    const alice = await buildLoggedInPlayer(h.database.db, { money: { available: 5_000n } });
    const bob = await buildLoggedInPlayer(h.database.db, { money: { available: 1_000n } });
    const alicesDeposit = await deposit(alice.id, 2_500n);
    const alicesPending = await openCashierTransaction(h.database.db, {
      playerId: alice.id,
      type: 'withdraw',
      status: 'pending',
      amount: 1_000n,
      paymentMethodId: 999,
    });
    await bet(bob.id, 100n);

    const bobs = await pageOf(bob.token, { per_page: 100, total: 1 });
    expect(bobs.data).toHaveLength(2);
    expect(ids(bobs)).not.toContain(alicesDeposit);
    expect(ids(bobs)).not.toContain(alicesPending);
    expect(bobs.totals).toMatchObject({ deposit: 0, withdraw: 0 });
    expect(ids(await pageOf(bob.token, { type_id: 1 }))).toEqual([]);
    expect(ids(await pageOf(bob.token, { status: 'pending' }))).toEqual([]);

    const missing = await statusOf(bob.token, 999_999_999);
    for (const id of [alicesDeposit, alicesPending]) {
      const response = await statusOf(bob.token, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    expect((await statusOf(alice.token, alicesPending)).statusCode).toBe(200);
  });
});
