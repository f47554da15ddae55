import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { buildPlayer } from '../../test/factories/players';
import { OPS_TOKEN, startHarness, type Harness } from '../../test/harness';
import { createWalletRepository } from './wallet.repository';
import { createWalletService, type WalletService } from './wallet.service';

let h: Harness;
let wallet: WalletService;

beforeAll(async () => {
  h = await startHarness();
  wallet = createWalletService(createWalletRepository(h.database.db));
});
afterAll(() => h.close());

const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url,
    headers: { 'x-ops-token': OPS_TOKEN },
    ...(payload ? { payload } : {}),
  });

const adjust = (payload: object) => ops('POST', '/ops/wallet/adjust', payload);

const transactionCount = async (playerId: number) =>
  (
    (await h.database.db.execute(
      sql`select count(*)::int as n from wallet_transactions where player_id = ${playerId}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

const expectLedgerConsistent = async () => {
  const check = await wallet.check();
  expect(check.unbalancedTransactions).toEqual([]);
  expect(check.mismatchedWallets).toEqual([]);
};

describe('operator credit and debit', () => {
  it('credits a pocket with a reason, and GET me/balance shows it', async () => {
    const player = await buildPlayer(h.database.db);
    const response = await adjust({
      username: player.username,
      direction: 'credit',
      amount: 25.5,
      reason: 'Demo funds',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      replayed: false,
      balance: { total: 25.5, available: 25.5, deposited: 0, bonus: 0 },
    });

    const login = await h.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: player.username, password: player.password },
    });
    const token = login.json().data.token as string;
    const balance = await h.call({
      method: 'GET',
      url: '/v1/me/balance',
      headers: { 'user-token': token },
    });
    expect(balance.json()).toEqual({
      data: { total: 25.5, available: 25.5, deposited: 0, bonus: 0 },
    });
    await expectLedgerConsistent();
  });

  it('keeps real money and bonus apart: total is available plus deposited', async () => {
    const player = await buildPlayer(h.database.db);
    for (const [pocket, amount] of [
      ['available', 10],
      ['deposited', 5.25],
      ['bonus', 3],
    ] as const) {
      await adjust({
        username: player.username,
        direction: 'credit',
        amount,
        pocket,
        reason: 'Demo',
      });
    }
    expect(await wallet.balanceOf(player.id)).toEqual({
      total: 15.25,
      available: 10,
      deposited: 5.25,
      bonus: 3,
    });
  });

  it('refuses a debit larger than the pocket and changes nothing', async () => {
    const player = await buildPlayer(h.database.db);
    await adjust({ username: player.username, direction: 'credit', amount: 5, reason: 'Demo' });
    const before = await transactionCount(player.id);
    const response = await adjust({
      username: player.username,
      direction: 'debit',
      amount: 5.01,
      reason: 'Too much',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'insufficient_funds' });
    expect(await transactionCount(player.id)).toBe(before);
    expect((await wallet.balanceOf(player.id)).available).toBe(5);
    await expectLedgerConsistent();
  });

  it('moves money once for one idempotency key, and refuses the key for another movement', async () => {
    const player = await buildPlayer(h.database.db);
    const body = {
      username: player.username,
      direction: 'credit',
      amount: 7,
      reason: 'Goodwill',
      idempotency_key: `goodwill-${player.id}`,
    };
    const first = await adjust(body);
    const again = await adjust(body);
    expect(again.json().data).toEqual({ ...first.json().data, replayed: true });
    expect(await transactionCount(player.id)).toBe(1);
    expect((await wallet.balanceOf(player.id)).available).toBe(7);

    const other = await adjust({ ...body, amount: 8 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'idempotency_conflict' });
    expect((await wallet.balanceOf(player.id)).available).toBe(7);
  });

  it.each([
    ['no reason', { reason: '' }],
    ['three decimals', { amount: 1.005 }],
    ['a negative amount', { amount: -5 }],
    ['an unknown pocket', { pocket: 'savings' }],
    ['an unknown field', { note: 'x' }],
  ])('refuses %s with 422 and moves nothing', async (_label, patch) => {
    const player = await buildPlayer(h.database.db);
    const response = await adjust({
      username: player.username,
      direction: 'credit',
      amount: 5,
      reason: 'Demo',
      ...patch,
    });
    expect(response.statusCode).toBe(422);
    expect(await transactionCount(player.id)).toBe(0);
  });

  it('answers 404 for an unknown player', async () => {
    const response = await adjust({
      username: 'nobody-at-all',
      direction: 'credit',
      amount: 1,
      reason: 'Demo',
    });
    expect(response.statusCode).toBe(404);
  });

  it("shows the demo player's seeded funds, booked as an operator credit", async () => {
    const login = await h.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: 'demohrac', password: DEMO_PASSWORD },
    });
    const me = await h.call({
      method: 'GET',
      url: '/v1/me',
      headers: { 'user-token': login.json().data.token as string },
    });
    expect(me.json().data.balance).toEqual({
      total: 10_000,
      available: 10_000,
      deposited: 0,
      bonus: 0,
    });
  });
});

describe('ledger check', () => {
  it('reports a cached balance that differs from its entries', async () => {
    const player = await buildPlayer(h.database.db);
    await adjust({ username: player.username, direction: 'credit', amount: 3, reason: 'Demo' });
    await h.database.db.execute(
      sql`update wallets set available = available + 100 where player_id = ${player.id}`,
    );
    try {
      const response = await ops('GET', '/ops/wallet/check');
      expect(response.json().data.mismatched_wallets).toContainEqual({
        player_id: player.id,
        cached: ['400', '0', '0'],
        entries: ['300', '0', '0'],
      });
    } finally {
      await h.database.db.execute(
        sql`update wallets set available = available - 100 where player_id = ${player.id}`,
      );
    }
    await expectLedgerConsistent();
  });
});

describe('concurrency', () => {
  it('never overdraws: 50 concurrent debits of 1.00 from 20.00 leave exactly 0', async () => {
    const player = await buildPlayer(h.database.db);
    await wallet.adjust({
      playerId: player.id,
      pocket: 'available',
      amount: 2_000n,
      reason: 'Stake',
      idempotencyKey: `stake-${player.id}`,
      staff: 'test',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        wallet.adjust({
          playerId: player.id,
          pocket: 'available',
          amount: -100n,
          reason: 'Concurrent debit',
          idempotencyKey: `debit-${player.id}-${index}`,
          staff: 'test',
        }),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) =>
        result.status === 'rejected' &&
        (result.reason as { code?: string }).code === 'insufficient_funds',
    );
    expect(succeeded).toHaveLength(20);
    expect(refused).toHaveLength(30);
    expect(await wallet.balanceOf(player.id)).toMatchObject({ available: 0, total: 0 });
    expect(await transactionCount(player.id)).toBe(21);
    await expectLedgerConsistent();
  });

  it('moves money once when the same key arrives 20 times at once', async () => {
    const player = await buildPlayer(h.database.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        wallet.adjust({
          playerId: player.id,
          pocket: 'available',
          amount: 500n,
          reason: 'Same key',
          idempotencyKey: `same-${player.id}`,
          staff: 'test',
        }),
      ),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(await wallet.balanceOf(player.id)).toMatchObject({ available: 5 });
    expect(await transactionCount(player.id)).toBe(1);
    await expectLedgerConsistent();
  });
});

describe('balance after', () => {
  const balancesAfter = async (playerId: number) =>
    (
      (await h.database.db.execute(
        sql`select type_id, balance_after::text as balance_after from wallet_transactions
        where player_id = ${playerId} order by id`,
      )) as unknown as { rows: { type_id: number; balance_after: string | null }[] }
    ).rows;

  const credit = (playerId: number, pocket: 'available' | 'deposited' | 'bonus', amount: bigint) =>
    wallet.adjust({
      playerId,
      pocket,
      amount,
      reason: 'Demo',
      idempotencyKey: `after-${playerId}-${pocket}-${amount}-${Math.random()}`,
      staff: 'test',
    });

  it('records the real money (available plus deposited, not bonus) after each locked movement', async () => {
    const player = await buildPlayer(h.database.db);
    await credit(player.id, 'available', 1_000n);
    await credit(player.id, 'deposited', 250n);
    await credit(player.id, 'bonus', 700n);
    await credit(player.id, 'available', -400n);
    expect(await balancesAfter(player.id)).toEqual([
      { type_id: 11, balance_after: '1000' },
      { type_id: 11, balance_after: '1250' },
      { type_id: 11, balance_after: '1250' },
      { type_id: 11, balance_after: '850' },
    ]);
    await expectLedgerConsistent();
  });

  it('records it on a booking made without a lock, and not on one refused as a replay', async () => {
    const player = await buildPlayer(h.database.db);
    // Twice per pocket, so that the accounts are committed and known to the process.
    await credit(player.id, 'available', 500n);
    await credit(player.id, 'available', 500n);
    await credit(player.id, 'deposited', 300n);
    await credit(player.id, 'deposited', 300n);
    const read = await h.database.db.execute(
      sql`select version::text from wallets where player_id = ${player.id}`,
    );
    const version = BigInt((read as unknown as { rows: { version: string }[] }).rows[0]!.version);
    const booked = await wallet.bookIfUnchanged(
      {
        playerId: player.id,
        currencyId: 1,
        type: 'casino_bet',
        idempotencyKey: `after-bet-${player.id}`,
        changes: { available: -120n, deposited: -80n },
        house: 'adjustments',
        createdBy: 'test',
      },
      { version, available: 1_000n, deposited: 600n, bonus: 0n },
    );
    expect(booked?.balance.total).toBe(14);
    expect((await balancesAfter(player.id)).at(-1)).toEqual({ type_id: 4, balance_after: '1400' });

    const stale = await wallet.bookIfUnchanged(
      {
        playerId: player.id,
        currencyId: 1,
        type: 'casino_bet',
        idempotencyKey: `after-bet-${player.id}-stale`,
        changes: { available: -1n },
        house: 'adjustments',
        createdBy: 'test',
      },
      { version, available: 1_000n, deposited: 600n, bonus: 0n },
    );
    expect(stale).toBeUndefined();
    expect(await balancesAfter(player.id)).toHaveLength(5);
    await expectLedgerConsistent();
  });
});
