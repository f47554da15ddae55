import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlayer } from '../../test/factories/players';
import { fundWallet } from '../../test/factories/wallet';
import { pocketsOf } from '../../test/queries/wallet';
import { startHarness, type Harness } from '../../test/harness';
import { createWalletRepository } from './wallet.repository';
import { createWalletService, type WalletService } from './wallet.service';

let h: Harness;
let wallet: WalletService;

beforeAll(async () => {
  h = await startHarness({ seed: true });
  wallet = createWalletService(createWalletRepository(h.database.db));
});
afterAll(async () => {
  const check = await wallet.check();
  expect(check.unbalancedTransactions).toEqual([]);
  expect(check.mismatchedWallets).toEqual([]);
  await h.close();
});

const rowOf = async (id: number) =>
  (
    (await h.database.db.execute(
      sql`select status, amount::text, balance_after::text from wallet_transactions where id = ${id}`,
    )) as unknown as { rows: { status: string; amount: string; balance_after: string | null }[] }
  ).rows[0]!;

const open = (playerId: number, status: 'initialized' | 'pending', amount = 1_000n) =>
  wallet.transaction((tx) =>
    wallet.cashier.openWithin(tx, {
      playerId,
      currencyId: 1,
      type: 'deposit',
      status,
      amount,
      paymentMethodId: 1,
      idempotencyKey: `test:${randomUUID()}`,
      createdBy: 'player',
    }),
  );

describe('cashier transactions on the ledger', () => {
  it('opens a deposit with no money moved, and the ledger check accepts it', async () => {
    const player = await buildPlayer(h.database.db);
    const id = await open(player.id, 'initialized');
    expect(await rowOf(id)).toEqual({ status: 'initialized', amount: '1000', balance_after: null });
    expect((await wallet.check()).unbalancedTransactions).toEqual([]);
  });

  it('credits a deposit once, with its balance after, only from the expected status', async () => {
    const player = await buildPlayer(h.database.db);
    await fundWallet(h.database.db, player.id, { available: 500n });
    const id = await open(player.id, 'initialized');
    const credit = () =>
      wallet.transaction((tx) =>
        wallet.cashier.settleWithin(tx, {
          transactionId: id,
          from: ['initialized'],
          to: 'success',
          changes: { deposited: 1_000n },
          house: 'payment_clearing',
        }),
      );
    const [first, second] = await Promise.all([credit(), credit()]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await rowOf(id)).toEqual({ status: 'success', amount: '1000', balance_after: '1500' });
    expect(await pocketsOf(h, player.id)).toMatchObject({ available: 500n, deposited: 1_000n });
  });

  it('credits what arrived for an offline deposit, and refuses a step the states do not allow', async () => {
    const player = await buildPlayer(h.database.db);
    const id = await open(player.id, 'pending', 5_000n);
    await expect(
      wallet.transaction((tx) =>
        wallet.cashier.settleWithin(tx, { transactionId: id, from: ['declined'], to: 'success' }),
      ),
    ).rejects.toThrow(/No cashier step/);
    await wallet.transaction((tx) =>
      wallet.cashier.settleWithin(tx, {
        transactionId: id,
        from: ['pending'],
        to: 'success',
        amount: 4_000n,
        changes: { deposited: 4_000n },
      }),
    );
    expect(await rowOf(id)).toEqual({ status: 'success', amount: '4000', balance_after: '4000' });
  });

  it('accepts a transfer cancelled while it waited with no entries, and only that', async () => {
    const player = await buildPlayer(h.database.db);
    const id = await open(player.id, 'pending', 5_000n);
    await wallet.transaction((tx) =>
      wallet.cashier.settleWithin(tx, { transactionId: id, from: ['pending'], to: 'reverted' }),
    );
    expect(await rowOf(id)).toEqual({ status: 'reverted', amount: '5000', balance_after: null });
    expect((await wallet.check()).unbalancedTransactions).toEqual([]);
    // A reverted deposit whose money had moved (it has a balance after) must keep its entries.
    await h.database.db.execute(
      sql`update wallet_transactions set balance_after = 0 where id = ${id}`,
    );
    expect((await wallet.check()).unbalancedTransactions).toEqual([{ id, sum: '0' }]);
    await h.database.db.execute(
      sql`update wallet_transactions set balance_after = null where id = ${id}`,
    );
  });

  it('moves a withdrawal to the house at once, gives it back once on a cancellation', async () => {
    const player = await buildPlayer(h.database.db);
    await fundWallet(h.database.db, player.id, { available: 3_000n });
    const { transactionId } = await wallet.transaction(async (tx) => {
      await wallet.lockWithin(tx, player.id);
      return wallet.cashier.requestWithdrawalWithin(tx, {
        playerId: player.id,
        currencyId: 1,
        amount: 2_000n,
        paymentMethodId: 999,
        idempotencyKey: `test:${randomUUID()}`,
        createdBy: 'player',
      });
    });
    expect(await pocketsOf(h, player.id)).toMatchObject({ available: 1_000n });
    expect(await rowOf(transactionId)).toMatchObject({ status: 'pending', balance_after: '1000' });
    const giveBack = () =>
      wallet.transaction((tx) =>
        wallet.cashier.settleWithin(tx, {
          transactionId,
          from: ['pending'],
          to: 'reverted',
          changes: { available: 2_000n },
          house: 'withdrawals_pending',
        }),
      );
    const results = await Promise.all([giveBack(), giveBack(), giveBack()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await pocketsOf(h, player.id)).toMatchObject({ available: 3_000n });
  });

  it('refuses a withdrawal larger than the available pocket and leaves no trace', async () => {
    const player = await buildPlayer(h.database.db);
    await fundWallet(h.database.db, player.id, { available: 100n, deposited: 5_000n });
    await expect(
      wallet.transaction(async (tx) => {
        await wallet.lockWithin(tx, player.id);
        return wallet.cashier.requestWithdrawalWithin(tx, {
          playerId: player.id,
          currencyId: 1,
          amount: 200n,
          paymentMethodId: 999,
          idempotencyKey: `test:${randomUUID()}`,
          createdBy: 'player',
        });
      }),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    const count = (await h.database.db.execute(
      sql`select count(*)::int as n from wallet_transactions where player_id = ${player.id} and type_id = 2`,
    )) as unknown as { rows: { n: number }[] };
    expect(count.rows[0]!.n).toBe(0);
  });
});
