/**
 * The seamless wallet under load and under faults: concurrent bets of one player, concurrent
 * retries of one transaction id, a randomised soak checked against a model, and a request that
 * dies half-way. On PostgreSQL (DATABASE_URL) the requests really run in parallel on a pool;
 * on PGlite they queue on its one connection, which still proves the answers and the ledger.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatFields, signedCall } from '../../test/calls/seamless';
import { type Seat, seatAtGame } from '../../test/factories/seats';
import { updatePlayer } from '../../test/factories/players';
import type { Pockets } from '../../test/factories/wallet';
import { startHarness, type Harness } from '../../test/harness';
import { findSlot, type TestGame } from '../../test/queries/games';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';
import { dieHalfWay } from '../../test/seamless-faults';
import { createTestSeamless } from '../../test/seamless-instance';
import { createTestCasino } from '../../test/studio/services';

let h: Harness;
let slot: TestGame;

beforeAll(async () => {
  h = await startHarness();
  slot = await findSlot(h);
});
afterAll(() => h.close());

type Answer = {
  status: number;
  body: {
    balance?: number;
    real?: number;
    bonus?: number;
    casino_transaction_id?: string;
    replayed?: boolean;
    code?: string;
    details?: { balance?: number };
  };
};

const seated = (money: Pockets) => seatAtGame(h, slot, { money });
const base = seatFields;
const betBody = (seat: Seat, amount: number, id = randomUUID()) => ({
  ...base(seat),
  transaction_id: id,
  round_id: `round-${id}`,
  game_id: slot.id,
  amount,
});
const winBody = (seat: Seat, betId: string, amount: number, id = randomUUID()) => ({
  ...base(seat),
  transaction_id: id,
  bet_transaction_id: betId,
  round_id: `round-${betId}`,
  game_id: slot.id,
  amount,
});
const rollbackBody = (seat: Seat, betId: string, id = randomUUID()) => ({
  ...base(seat),
  transaction_id: id,
  bet_transaction_id: betId,
});

const send = async (
  action: 'bet' | 'win' | 'rollback',
  body: Record<string, unknown>,
): Promise<Answer> => {
  const response = await signedCall(h, slot.slug, action, body);
  return { status: response.statusCode, body: response.json() };
};

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await h.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const expectCleanLedger = async () => {
  await expectConsistentLedger(h);
  const negative = await rows<{ player_id: number }>(
    sql`select player_id from wallets where available < 0 or deposited < 0 or bonus < 0`,
  );
  expect(negative).toEqual([]);
};

const betsOfToday = async (playerId: number): Promise<bigint> => {
  const [row] = await rows<{ bets: string }>(
    sql`select coalesce(sum(bets), 0)::text as bets from play_days where player_id = ${playerId}`,
  );
  return BigInt(row!.bets);
};

const walletTransactionsOf = async (playerId: number, key?: string) =>
  rows<{ id: number; idempotency_key: string }>(
    key
      ? sql`select id, idempotency_key from wallet_transactions
          where player_id = ${playerId} and idempotency_key = ${key}`
      : sql`select id, idempotency_key from wallet_transactions
          where player_id = ${playerId} and idempotency_key like 'provider:%'`,
  );

describe('concurrent bets of one player', () => {
  it('takes exactly as many of 50 simultaneous bets as the balance covers', async () => {
    const seat = await seated({ available: 3_000n });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => send('bet', betBody(seat, 1))),
    );
    const taken = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(taken).toHaveLength(30);
    expect(refused).toHaveLength(20);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('insufficient_funds');
      expect(answer.body.details?.balance).toBeGreaterThanOrEqual(0);
    }
    // One after another under the lock: each balance from 29 down to 0 is answered exactly once.
    expect(taken.map((answer) => answer.body.balance).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 30 }, (_, index) => index),
    );
    expect(await pocketsOf(h, seat.id)).toEqual({ available: 0n, deposited: 0n, bonus: 0n });
    expect(await betsOfToday(seat.id)).toBe(3_000n);
    await expectCleanLedger();
  });

  it('lets no two simultaneous bets pass the daily bet limit together', async () => {
    const seat = await seated({ available: 10_000n });
    // The day's first bet exists before the rush, so every bet reads a play_days row.
    expect((await send('bet', betBody(seat, 1))).status).toBe(200);
    await updatePlayer(h.database.db, seat.id, { maxDailyBet: 1_000n });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => send('bet', betBody(seat, 1))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(9);
    expect(answers.filter((answer) => answer.body.code === 'daily_bet_limit')).toHaveLength(21);
    expect(await betsOfToday(seat.id)).toBe(1_000n);
    expect((await pocketsOf(h, seat.id)).available).toBe(9_000n);
    await expectCleanLedger();
  });

  it('lets no two simultaneous bets pass the weekly loss limit together', async () => {
    const seat = await seated({ available: 10_000n });
    expect((await send('bet', betBody(seat, 1))).status).toBe(200);
    await updatePlayer(h.database.db, seat.id, { maxWeeklyLoss: 1_000n });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => send('bet', betBody(seat, 1))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(9);
    expect(answers.filter((answer) => answer.body.code === 'weekly_loss_limit')).toHaveLength(21);
    expect((await pocketsOf(h, seat.id)).available).toBe(9_000n);
    await expectCleanLedger();
  });
});

describe('one transaction id sent 20 times at once', () => {
  const twenty = (action: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) =>
    Promise.all(Array.from({ length: 20 }, () => send(action, body)));

  /** Every answer is the first one; exactly one moved money, the others say they replayed it. */
  const expectOneMovement = (answers: Answer[]) => {
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(answers.filter((answer) => !answer.body.replayed)).toHaveLength(1);
    const [first] = answers.filter((answer) => !answer.body.replayed);
    for (const answer of answers)
      expect({ ...answer.body, replayed: undefined }).toEqual({
        ...first!.body,
        replayed: undefined,
      });
  };

  it('moves a bet, a win and a rollback once each', async () => {
    const seat = await seated({ available: 10_000n });
    const bet = betBody(seat, 7.5);
    expectOneMovement(await twenty('bet', bet));
    expect((await pocketsOf(h, seat.id)).available).toBe(9_250n);

    const win = winBody(seat, bet.transaction_id, 12.25);
    expectOneMovement(await twenty('win', win));
    expect((await pocketsOf(h, seat.id)).available).toBe(10_475n);

    const other = betBody(seat, 4);
    expect((await send('bet', other)).status).toBe(200);
    const rollback = rollbackBody(seat, other.transaction_id);
    expectOneMovement(await twenty('rollback', rollback));
    expect((await pocketsOf(h, seat.id)).available).toBe(10_475n);

    for (const body of [bet, win, rollback]) {
      const key = `provider:${slot.slug}:${body.transaction_id}`;
      expect(await walletTransactionsOf(seat.id, key), key).toHaveLength(1);
      const claimed = await rows<{ n: number }>(
        sql`select count(*)::int as n from provider_transactions
          where external_id = ${body.transaction_id}`,
      );
      expect(claimed[0]!.n).toBe(1);
    }
    expect(await betsOfToday(seat.id)).toBe(750n);
    await expectCleanLedger();
  });
});

describe('wins and rollbacks of one bet sent together', () => {
  it('settles each round one way only: its wins, or the refund of its bet, never both', async () => {
    const seat = await seated({ available: 10_000n });
    let expected = 10_000n;
    const sides = { won: 0, refunded: 0 };
    for (let round = 0; round < 12; round += 1) {
      const bet = betBody(seat, 1);
      expect((await send('bet', bet)).status).toBe(200);
      const calls = Array.from({ length: 8 }, (_, index) =>
        index % 2 === 0
          ? send('win', winBody(seat, bet.transaction_id, 0.5))
          : send('rollback', rollbackBody(seat, bet.transaction_id)),
      );
      const answers = await Promise.all(calls);
      const wins = answers.filter((_, index) => index % 2 === 0);
      const rollbacks = answers.filter((_, index) => index % 2 === 1);
      const label = `round ${round}: ${JSON.stringify(answers.map((answer) => answer.body.code ?? answer.status))}`;
      if (wins.some((answer) => answer.status === 200)) {
        sides.won += 1;
        for (const answer of wins) expect(answer.status, label).toBe(200);
        for (const answer of rollbacks) expect(answer.body.code, label).toBe('bet_already_settled');
        expected += -100n + 4n * 50n;
      } else {
        sides.refunded += 1;
        for (const answer of wins) expect(answer.body.code, label).toBe('transaction_rolled_back');
        for (const answer of rollbacks) expect(answer.status, label).toBe(200);
        expect(
          rollbacks.filter((answer) => answer.body.casino_transaction_id),
          label,
        ).toHaveLength(1);
      }
      expect((await pocketsOf(h, seat.id)).available, label).toBe(expected);
    }
    console.log('wins and rollbacks together', sides);
    await expectCleanLedger();
  });
});

/** A small seeded PRNG (mulberry32), so a failing soak can be replayed with SOAK_SEED. */
const prng = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

type SoakOp = {
  action: 'bet' | 'win' | 'rollback';
  seat: number;
  body: Record<string, unknown> & { transaction_id: string };
  /** Minor units: of the bet, or of the win. */
  cents: number;
  /** The bet a win or rollback refers to. */
  betId?: string;
  /** An earlier op to wait for first (a retry after its original, a win after its bet). */
  after?: number;
  /** A bet sent after a rollback of it was recorded: it must be refused. */
  late?: boolean;
};

describe('randomised soak', () => {
  const PLAYERS = Number(process.env['SOAK_PLAYERS'] ?? 16);
  const OPS = Number(process.env['SOAK_OPS'] ?? 2_000);
  const IN_FLIGHT = 16;
  const START = 2_000;

  it('keeps balances, model and ledger equal through thousands of mixed calls', async () => {
    const seed = Number(process.env['SOAK_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
    console.log(`seamless soak seed ${seed} (replay with SOAK_SEED=${seed})`);
    const random = prng(seed);
    const cents = (max: number) => 1 + Math.floor(random() * max);

    const seats = await Promise.all(
      Array.from({ length: PLAYERS }, () => seated({ available: BigInt(START) })),
    );

    const ops: SoakOp[] = [];
    const open: number[][] = seats.map(() => []);
    while (ops.length < OPS) {
      const seat = Math.floor(random() * PLAYERS);
      const roll = random();
      const player = seats[seat]!;
      if (roll < 0.45 || (roll < 0.75 && open[seat]!.length === 0)) {
        const amount = cents(200);
        open[seat]!.push(ops.length);
        ops.push({ action: 'bet', seat, cents: amount, body: betBody(player, amount / 100) });
      } else if (roll < 0.65) {
        const betAt = open[seat]!.splice(Math.floor(random() * open[seat]!.length), 1)[0]!;
        const betId = ops[betAt]!.body.transaction_id;
        const amount = random() < 0.4 ? 0 : cents(400);
        ops.push({
          action: 'win',
          seat,
          cents: amount,
          betId,
          after: betAt,
          body: winBody(player, betId, amount / 100),
        });
      } else if (roll < 0.75) {
        const betAt = open[seat]!.splice(Math.floor(random() * open[seat]!.length), 1)[0]!;
        const betId = ops[betAt]!.body.transaction_id;
        // Half the rollbacks race their bet: either order must end the same way.
        ops.push({
          action: 'rollback',
          seat,
          cents: 0,
          betId,
          ...(random() < 0.5 ? { after: betAt } : {}),
          body: rollbackBody(player, betId),
        });
      } else if (roll < 0.92 && ops.length > 0) {
        const original = Math.floor(random() * ops.length);
        // Half the retries are sent while the original may still be in flight.
        ops.push({ ...ops[original]!, ...(random() < 0.5 ? { after: original } : {}) });
      } else {
        const betId = randomUUID();
        ops.push({
          action: 'rollback',
          seat,
          cents: 0,
          betId,
          body: rollbackBody(player, betId),
        });
        ops.push({
          action: 'bet',
          seat,
          cents: cents(200),
          after: ops.length - 1,
          late: true,
          body: betBody(player, 1, betId),
        });
      }
    }

    const started = Date.now();
    const done: Promise<Answer>[] = [];
    let next = 0;
    const worker = async () => {
      while (next < ops.length) {
        const index = next;
        next += 1;
        const op = ops[index]!;
        done[index] = (async () => {
          if (op.after !== undefined) await done[op.after];
          return send(op.action, op.body);
        })();
        await done[index];
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const answers = await Promise.all(done);
    console.log(`seamless soak: ${ops.length} calls in ${Date.now() - started} ms`);

    // Group the answers by transaction id: every answer of an id is its first answer.
    const groups = new Map<string, { op: SoakOp; answers: Answer[] }>();
    ops.forEach((op, index) => {
      const key = `${op.action}:${op.body.transaction_id}`;
      const group = groups.get(key) ?? { op, answers: [] };
      group.answers.push(answers[index]!);
      groups.set(key, group);
    });
    const model = seats.map(() => BigInt(START));
    const betsModel = seats.map(() => 0n);
    const moved = seats.map(() => 0);
    const taken = new Map<string, bigint>();
    const refunded = new Set<string>();
    const outcomes = new Map<string, number>();
    for (const [key, { op, answers: all }] of groups) {
      const [first] = all;
      const label = `${key} (seed ${seed})`;
      for (const answer of all) {
        expect(answer.status, label).toBe(first!.status);
        expect({ ...answer.body, replayed: undefined }, label).toEqual({
          ...first!.body,
          replayed: undefined,
        });
      }
      const outcome = `${op.action} ${first!.status} ${first!.body.code ?? 'ok'}`;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      expect([200, 404, 409], label).toContain(first!.status);
      if (op.late) expect(first!.body.code, label).toBe('transaction_rolled_back');
      if (first!.status !== 200) continue;
      expect(
        all.filter((answer) => !answer.body.replayed),
        label,
      ).toHaveLength(1);
      if (first!.body.casino_transaction_id) moved[op.seat]! += 1;
      if (op.action === 'bet') {
        model[op.seat]! -= BigInt(op.cents);
        betsModel[op.seat]! += BigInt(op.cents);
        taken.set(op.body.transaction_id, BigInt(op.cents));
      }
    }
    for (const [key, { op, answers: all }] of groups) {
      const label = `${key} (seed ${seed})`;
      if (all[0]!.status !== 200 || !all[0]!.body.casino_transaction_id) continue;
      if (op.action === 'win') {
        expect(taken.has(op.betId!), label).toBe(true);
        model[op.seat]! += BigInt(op.cents);
      }
      if (op.action === 'rollback') {
        // Only a bet that was taken is refunded, and only once.
        const amount = taken.get(op.betId!);
        expect(amount, label).toBeDefined();
        expect(refunded.has(op.betId!), label).toBe(false);
        refunded.add(op.betId!);
        model[op.seat]! += amount!;
        betsModel[op.seat]! -= amount!;
      }
    }
    console.log('seamless soak outcomes', Object.fromEntries(outcomes));
    expect(outcomes.get('bet 200 ok')).toBeGreaterThan(0);

    for (const [index, seat] of seats.entries()) {
      const label = `player ${seat.id} (seed ${seed})`;
      expect(await pocketsOf(h, seat.id), label).toEqual({
        available: model[index],
        deposited: 0n,
        bonus: 0n,
      });
      const [entries] = await rows<{ sum: string }>(
        sql`select coalesce(sum(e.amount), 0)::text as sum from ledger_entries e
          join ledger_accounts a on a.id = e.account_id where a.player_id = ${seat.id}`,
      );
      expect(BigInt(entries!.sum), label).toBe(model[index]);
      expect(await walletTransactionsOf(seat.id), label).toHaveLength(moved[index]!);
      expect(await betsOfToday(seat.id), label).toBe(betsModel[index]);
    }
    const sentIds = [...new Set(ops.map((op) => op.body.transaction_id))];
    const [claims] = await rows<{ rows: number; ids: number }>(
      sql`select count(*)::int as rows, count(distinct external_id)::int as ids
        from provider_transactions
        where external_id = any(string_to_array(${sentIds.join(',')}, ','))`,
    );
    expect(claims!.rows).toBe(claims!.ids);
    expect(claims!.ids).toBe(sentIds.length);
    await expectCleanLedger();
  }, 120_000);
});

describe('a request that dies half-way', () => {
  const postgres = Boolean(process.env['DATABASE_URL']);
  it(
    postgres
      ? 'leaves nothing when its database backend is killed while it waits for the wallet lock'
      : 'leaves nothing when it throws after posting to the wallet (fault injected in settle)',
    async () => {
      const seat = await seated({ available: 5_000n });
      const bet = betBody(seat, 10);
      const key = `provider:${slot.slug}:${bet.transaction_id}`;
      const failed = await dieHalfWay(h, slot.slug, seat.id, bet);
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(failed.body.code).toBe('server_error');

      const claimed = await rows<{ id: number }>(
        sql`select id from provider_transactions where external_id = ${bet.transaction_id}`,
      );
      expect(claimed).toEqual([]);
      expect(await walletTransactionsOf(seat.id, key)).toEqual([]);
      expect(await pocketsOf(h, seat.id)).toEqual({ available: 5_000n, deposited: 0n, bonus: 0n });
      expect(await betsOfToday(seat.id)).toBe(0n);
      await expectCleanLedger();

      // The app recovered: the provider's retry goes through, once.
      const retried = await send('bet', bet);
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.body.replayed).toBeUndefined();
      expect((await send('bet', bet)).body.replayed).toBe(true);
      expect(await walletTransactionsOf(seat.id, key)).toHaveLength(1);
      expect((await pocketsOf(h, seat.id)).available).toBe(4_000n);
      await expectCleanLedger();
    },
  );
});

describe('a bet whose transaction loses a deadlock', () => {
  it('runs again whole: it answers 200, is booked once and tells the operator', async () => {
    const seat = await seated({ available: 5_000n });
    const alarms: string[] = [];
    let deadlocks = 1;
    // Another instance, new to the player's accounts, so the bet takes the locked path; its
    // last statement is where PostgreSQL ends the transaction as a deadlock victim, once.
    const seamless = createTestSeamless(
      h,
      { onAlarm: (what) => alarms.push(what) },
      (repository) => ({
        ...repository,
        settle: async (tx, id, values, also) => {
          if (deadlocks > 0) {
            deadlocks -= 1;
            await tx.execute(
              sql.raw(
                `do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`,
              ),
            );
          }
          return repository.settle(tx, id, values, also);
        },
      }),
    );
    const provider = (await createTestCasino(h).providerBySlug(slot.slug))!;
    const bet = betBody(seat, 10);
    const answer = await seamless.bet(provider, bet);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(deadlocks).toBe(0);
    expect(alarms).toEqual(['transaction retried after a deadlock']);
    const key = `provider:${slot.slug}:${bet.transaction_id}`;
    expect(await walletTransactionsOf(seat.id, key)).toHaveLength(1);
    expect((await pocketsOf(h, seat.id)).available).toBe(4_000n);
    expect(await betsOfToday(seat.id)).toBe(1_000n);
    await expectCleanLedger();
    // The provider's retry is answered from what the second run stored.
    expect((await send('bet', bet)).body.replayed).toBe(true);
  });
});
