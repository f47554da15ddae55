import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/hash';
import { launch, launchToken } from '../../test/calls/play';
import { signedCall } from '../../test/calls/seamless';
import { buildLoggedInPlayer, updatePlayer } from '../../test/factories/players';
import { startHarness, switchMaintenance, type Harness } from '../../test/harness';
import { findSlot, type TestGame } from '../../test/queries/games';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';
import { createTestStudio } from '../../test/studio/services';
import { slotEngine } from './slot-engine';

let h: Harness;
let slot: TestGame;

beforeAll(async () => {
  h = await startHarness();
  slot = await findSlot(h);
});
afterAll(() => h.close());

const session = (token: string) =>
  h.app.inject({ method: 'GET', url: `/studio/session?token=${encodeURIComponent(token)}` });
const spin = (token: string, bet: number) =>
  h.app.inject({ method: 'POST', url: '/studio/slot/spin', payload: { token, bet } });

type Spin = {
  data: { bet: number; win: number; balance: number; round_id: string; spins: unknown[] };
};

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await h.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demo play', () => {
  it('plays with play money on the game session and never touches a wallet', async () => {
    const token = launchToken(await launch(h, slot, undefined, { is_demo: 1 }));
    const opened = (await session(token)).json().data;
    expect(opened).toMatchObject({ mode: 'demo', balance: 1000, currency: { code: 'EUR' } });
    expect(opened.rules.reels).toBe(Number(opened.rules.engine.slice(-1)));
    expect(opened.bets.length).toBeGreaterThan(0);
    // Every stake offered divides by the lines, so each line pays an exact multiple.
    for (const bet of opened.bets as number[])
      expect(Math.round(bet * 100) % opened.rules.paylines.length).toBe(0);
    const walletRows = await rows<{ n: number }>(
      sql`select count(*)::int as n from wallet_transactions`,
    );

    let balance = 1000;
    for (let round = 0; round < 20; round += 1) {
      const response = await spin(token, 1);
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<Spin>().data;
      // Play money in cents, compared as integers.
      expect(Math.round(result.balance * 100)).toBe(Math.round((balance - 1 + result.win) * 100));
      expect(result.spins.length).toBeGreaterThanOrEqual(1);
      balance = result.balance;
    }
    expect(
      await rows<{ n: number }>(sql`select count(*)::int as n from wallet_transactions`),
    ).toEqual(walletRows);
    const stored = await rows<{ n: number; mode: string }>(
      sql`select count(*)::int as n, min(r.mode) as mode from studio_rounds r
        join game_sessions g on g.id = r.game_session_id where g.token_hash = ${sha256(token)}`,
    );
    expect(stored).toEqual([{ n: 20, mode: 'demo' }]);
  });

  it('refuses a stake the game does not offer, more than the play money, or an unknown token', async () => {
    const token = launchToken(await launch(h, slot, undefined, { is_demo: 1 }));
    const offered = await spin(token, 0.15);
    expect(offered.statusCode).toBe(422);
    await h.database.db.execute(
      sql`update game_sessions set demo_balance = 50 where token_hash = ${sha256(token)}`,
    );
    const broke = await spin(token, 1);
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({ code: 'insufficient_funds', details: { balance: 0.5 } });
    expect((await session('x'.repeat(43))).statusCode).toBe(401);
    expect((await spin('x'.repeat(43), 1)).statusCode).toBe(401);
  });
});

describe('real play', () => {
  it('moves exactly the bet and the win through the seamless wallet, one round at a time', async () => {
    const player = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });
    const token = launchToken(await launch(h, slot, player.token));
    const opened = (await session(token)).json().data;
    expect(opened).toMatchObject({ mode: 'real', balance: 100 });
    const stake = opened.bets[0] as number;
    const stakeMinor = BigInt(Math.round(stake * 100));

    let expected = 10_000n;
    for (let round = 0; round < 30; round += 1) {
      const response = await spin(token, stake);
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<Spin>().data;
      expected += -stakeMinor + BigInt(Math.round(result.win * 100));
      expect(BigInt(Math.round(result.balance * 100))).toBe(expected);
    }
    const pockets = await pocketsOf(h, player.id);
    expect(pockets.available + pockets.deposited).toBe(expected);

    const rounds = await rows<{ status: string; n: number }>(
      sql`select r.status, count(*)::int as n from studio_rounds r
        join game_sessions g on g.id = r.game_session_id where g.player_id = ${player.id}
        group by r.status`,
    );
    expect(rounds).toEqual([{ status: 'settled', n: 30 }]);
    // One bet per round and a win for each round that paid, all under the provider's ids.
    const [moves] = await rows<{ bets: number; keys: number }>(
      sql`select count(*) filter (where type_id = 4)::int as bets,
          count(*) filter (where idempotency_key like ${`provider:${slot.slug}:%`})::int as keys
        from wallet_transactions where player_id = ${player.id}`,
    );
    expect(moves!.bets).toBe(30);
    await expectConsistentLedger(h);
  });

  it("shows the player's last rounds of the game, across launches and never another player's", async () => {
    const player = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });
    const other = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });
    const first = launchToken(await launch(h, slot, player.token));
    const stake = (await session(first)).json().data.bets[0] as number;
    const played: string[] = [];
    for (let round = 0; round < 3; round += 1)
      played.push((await spin(first, stake)).json<Spin>().data.round_id);
    await spin(launchToken(await launch(h, slot, other.token)), stake);
    await spin(launchToken(await launch(h, slot, undefined, { is_demo: 1 })), stake);

    // A later launch of the same game shows the earlier rounds, newest first.
    const again = launchToken(await launch(h, slot, player.token));
    const response = await h.app.inject({ method: 'GET', url: `/studio/rounds?token=${again}` });
    expect(response.statusCode, response.body).toBe(200);
    const rounds = response.json<{
      data: { round_id: string; bet: number; status: string; outcome: { spins: unknown[] } }[];
    }>().data;
    expect(rounds.map((round) => round.round_id)).toEqual(played.reverse());
    for (const round of rounds) {
      expect(round).toMatchObject({ bet: stake, status: 'settled', mode: 'real' });
      expect(round.outcome.spins.length).toBeGreaterThan(0);
    }
    expect(
      (await h.app.inject({ method: 'GET', url: '/studio/rounds?token=' + 'x'.repeat(43) }))
        .statusCode,
    ).toBe(401);
  });

  it('passes the wallet’s refusals on, and records those rounds as refused', async () => {
    const player = await buildLoggedInPlayer(h.database.db, { money: { available: 30n } });
    const token = launchToken(await launch(h, slot, player.token));
    const [smallest] = (await session(token)).json().data.bets as number[];
    const broke = await spin(token, 1);
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({ code: 'insufficient_funds', details: { balance: 0.3 } });

    await updatePlayer(h.database.db, player.id, { statusReason: 'awaiting_reality_check' });
    const waiting = await spin(token, smallest!);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toMatchObject({ code: 'reality_check_pending' });
    const rounds = await rows<{ status: string; n: number }>(
      sql`select r.status, count(*)::int as n from studio_rounds r
        join game_sessions g on g.id = r.game_session_id where g.player_id = ${player.id}
        group by r.status`,
    );
    expect(rounds).toEqual([{ status: 'refused', n: 2 }]);
    expect(await pocketsOf(h, player.id)).toEqual({ available: 30n, deposited: 0n, bonus: 0n });
  });

  it('takes no stake while the site is in maintenance, and plays again after it', async () => {
    const player = await buildLoggedInPlayer(h.database.db, { money: { available: 1_000n } });
    const token = launchToken(await launch(h, slot, player.token));
    await switchMaintenance(h, true);
    try {
      const refused = await spin(token, 1);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 'in_maintenance' });
      expect(await pocketsOf(h, player.id)).toMatchObject({ available: 1_000n });
    } finally {
      await switchMaintenance(h, false);
    }
    expect((await spin(token, 1)).statusCode).toBe(200);
    await expectConsistentLedger(h);
  });
});

describe('rounds with a later result', () => {
  const service = () => createTestStudio(h);
  const slots = slotEngine;

  it('takes the stake at the start and pays the win once, however often the round is finished', async () => {
    const player = await buildLoggedInPlayer(h.database.db, { money: { available: 1_000n } });
    const token = launchToken(await launch(h, slot, player.token));
    const studio = service();
    const stake = (await studio.session(token)).bets[0]!;
    const begun = await studio.beginRound(token, slots, stake, { drawn: 'before any bet' });
    const stakeMinor = BigInt(Math.round(stake * 100));
    expect(BigInt(Math.round(begun.balance * 100))).toBe(1_000n - stakeMinor);
    expect((await pocketsOf(h, player.id)).available).toBe(1_000n - stakeMinor);

    const finishes = await Promise.all(
      [1, 2, 3].map(() => studio.finishRound(begun.roundId, 250n, { result: 'paid' })),
    );
    expect(finishes.filter((finish) => finish.finished)).toHaveLength(1);
    expect((await pocketsOf(h, player.id)).available).toBe(1_250n - stakeMinor);
    const [round] = await rows<{ status: string; win: string; outcome: unknown }>(
      sql`select status, win::text, outcome from studio_rounds where id = ${begun.roundId}`,
    );
    expect(round).toEqual({ status: 'settled', win: '250', outcome: { result: 'paid' } });
    await expectConsistentLedger(h);
  });

  it('plays a demo round on the play money, and refuses a game of another family', async () => {
    const token = launchToken(await launch(h, slot, undefined, { is_demo: 1 }));
    const studio = service();
    const begun = await studio.beginRound(token, slots, 1, {});
    expect(begun.balance).toBe(999);
    expect(await studio.finishRound(begun.roundId, 300n, {})).toEqual({
      finished: true,
      balance: 1002,
    });
    expect(await studio.finishRound(begun.roundId, 300n, {})).toEqual({ finished: false });
    const other = { ...slots, engines: [] };
    await expect(studio.beginRound(token, other, 1, {})).rejects.toMatchObject({
      code: 'game_not_available',
    });
  });
});

describe('rounds left open', () => {
  const studio = () => createTestStudio(h);

  /** A real round recorded as open, its bet taken (or not), as if the process stopped there. */
  const interrupted = async (betTaken: boolean, win: bigint) => {
    const player = await buildLoggedInPlayer(h.database.db, { money: { available: 1_000n } });
    const token = launchToken(await launch(h, slot, player.token));
    const [row] = await rows<{ id: string }>(
      sql`select id from game_sessions where token_hash = ${sha256(token)}`,
    );
    const roundId = randomUUID();
    await h.database.db.execute(sql`insert into studio_rounds
      (id, game_session_id, game_id, mode, bet, win, outcome, status, created_at)
      values (${roundId}, ${row!.id}, ${slot.id}, 'real', 100, ${win}, '{}', 'open',
        now() - interval '5 minutes')`);
    if (betTaken) {
      const bet = await signedCall(h, slot.slug, 'bet', {
        session_token: token,
        player_id: player.id,
        currency: 'EUR',
        transaction_id: `${roundId}:bet`,
        round_id: roundId,
        game_id: slot.id,
        amount: 1,
      });
      expect(bet.statusCode, bet.body).toBe(200);
    }
    // The login ended meanwhile: settling needs no session.
    await h.call({
      method: 'DELETE',
      url: '/v1/auth/logout',
      headers: { 'user-token': player.token },
    });
    return { player, roundId };
  };

  const statusOf = async (roundId: string) =>
    (
      await rows<{ status: string }>(sql`select status from studio_rounds where id = ${roundId}`)
    )[0]!.status;

  it('pays the win of a round whose bet was taken, once, and voids one whose bet never came', async () => {
    const paid = await interrupted(true, 250n);
    const voided = await interrupted(false, 0n);
    const first = await studio().settleOpenRounds();
    expect(first).toMatchObject({ settled: 1, voided: 1, failed: 0 });
    expect(await statusOf(paid.roundId)).toBe('settled');
    expect(await statusOf(voided.roundId)).toBe('void');
    expect(await pocketsOf(h, paid.player.id)).toEqual({
      available: 1_150n,
      deposited: 0n,
      bonus: 0n,
    });
    expect(await pocketsOf(h, voided.player.id)).toEqual({
      available: 1_000n,
      deposited: 0n,
      bonus: 0n,
    });

    expect(await studio().settleOpenRounds()).toEqual({ settled: 0, voided: 0, failed: 0 });
    // Sending the same win again, as another instance might, pays nothing more.
    const again = await signedCall(h, slot.slug, 'win', {
      player_id: paid.player.id,
      currency: 'EUR',
      transaction_id: `${paid.roundId}:win`,
      bet_transaction_id: `${paid.roundId}:bet`,
      round_id: paid.roundId,
      game_id: slot.id,
      amount: 2.5,
    });
    expect(again.json()).toMatchObject({ replayed: true });
    expect((await pocketsOf(h, paid.player.id)).available).toBe(1_150n);
  });
});
