import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/hash';
import { demoToken } from '../../../test/calls/play';
import { seatAtGame } from '../../../test/factories/seats';
import { GAME_PROVIDER_KEY, startHarness, type Harness } from '../../../test/harness';
import { findCrashGame, type TestGame } from '../../../test/queries/games';
import { rowsOf } from '../../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../../test/queries/wallet';
import {
  bettingRoundWhere,
  crashPointOf,
  crashState,
  TEST_CRASH_TIMINGS,
  waitUntil,
} from '../../../test/studio/crash';
import { createTestStudio } from '../../../test/studio/services';
import { createStudioEngines } from '../engines';
import { seedHash } from '../fairness';
import { createCrashRepository } from './crash.repository';
import { createCrashService } from './crash.service';
import { msToReach } from './timeline';

let h: Harness;
let game: TestGame;

beforeAll(async () => {
  h = await startHarness({ crashTimings: TEST_CRASH_TIMINGS });
  game = await findCrashGame(h);
});
afterAll(() => h.close());

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(h, query);

const bet = (token: string, amount: number, auto?: number | null) =>
  h.app.inject({
    method: 'POST',
    url: '/studio/crash/bet',
    payload: { token, bet: amount, ...(auto === undefined ? {} : { auto_cashout: auto }) },
  });
const cashout = (token: string) =>
  h.app.inject({ method: 'POST', url: '/studio/crash/cashout', payload: { token } });

const seat = () => seatAtGame(h, game);

const betRows = (playerId: number) =>
  rows<{ status: string; bet: string; win: string; outcome: Record<string, unknown> }>(
    sql`select r.status, r.bet::text, r.win::text, r.outcome from studio_rounds r
      join game_sessions g on g.id = r.game_session_id where g.player_id = ${playerId}
      order by r.created_at`,
  );

const walletMoves = async () =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from wallet_transactions`))[0]!.n;

/** Waits until the player's bets are all settled (the server's table does it). */
const settledBets = async (playerId: number) => {
  for (let tries = 0; tries < 500; tries += 1) {
    const bets = await betRows(playerId);
    if (bets.length > 0 && bets.every((row) => row.status === 'settled')) return bets;
    await sleep(20);
  }
  throw new Error(`the bets were not settled: ${JSON.stringify(await betRows(playerId))}`);
};

/** Waits until the server published the seed of the game's round (after its crash). */
const revealedSeed = async (sequence: number) => {
  for (let tries = 0; tries < 500; tries += 1) {
    const [round] = await rows<{ seed: string | null }>(
      sql`select seed from crash_rounds where game_id = ${game.id} and sequence = ${sequence}`,
    );
    if (round?.seed) return round.seed;
    await sleep(20);
  }
  throw new Error(`the seed of round ${sequence} was not published`);
};

describe('the session and the rounds', () => {
  it('offers the crash rules and stores every round with its commitment, revealed after the crash', async () => {
    const player = await seat();
    const session = await h.app.inject({
      method: 'GET',
      url: `/studio/session?token=${player.launch}`,
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().data.rules).toMatchObject({
      engine: 'crash',
      rtp: 97,
      house_edge: 3,
      max_multiplier: 10_000,
      auto_cashout_min: 1.01,
      auto_cashout_max: 1_000,
      betting_ms: TEST_CRASH_TIMINGS.bettingMs,
    });

    const round = await bettingRoundWhere(h, player.launch, game.id, () => true);
    expect(round).toMatchObject({ phase: 'betting', crash_point: null, seed: null });
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `/studio/crash/rounds/${round.sequence}?token=${player.launch}`,
        })
      ).statusCode,
    ).toBe(404);

    await waitUntil(
      round.starts_at,
      msToReach(TEST_CRASH_TIMINGS, crashPointOf(game.id, round.sequence)) + 20,
    );
    const response = await h.app.inject({
      method: 'GET',
      url: `/studio/crash/rounds/${round.sequence}?token=${player.launch}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const crashed = response.json().data;
    expect(crashed).toMatchObject({ phase: 'crashed', hash: round.hash });
    expect(seedHash(crashed.seed)).toBe(round.hash);
    expect(Math.round(crashed.crash_point * 100)).toBe(crashPointOf(game.id, round.sequence));

    const [stored] = await rows<{ seed_hash: string; crash_point: number; recipe: string }>(
      sql`select seed_hash, crash_point, recipe from crash_rounds
        where game_id = ${game.id} and sequence = ${round.sequence}`,
    );
    expect(stored).toMatchObject({
      seed_hash: round.hash,
      crash_point: crashPointOf(game.id, round.sequence),
    });
    const { history } = await crashState(h, player.launch);
    expect(history.find((result) => result.sequence === round.sequence)).toMatchObject({
      hash: round.hash,
      seed: crashed.seed,
    });
  });
});

describe('bets', () => {
  it('takes a bet in the betting window only, once per round, and refused bets change nothing', async () => {
    const player = await seat();
    const round = await bettingRoundWhere(h, player.launch, game.id, (c) => c >= 300, 300);
    const placed = await bet(player.launch, 1, 2);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data).toMatchObject({
      sequence: round.sequence,
      bet: 1,
      auto_cashout: 2,
      balance: 99,
    });
    const twice = await bet(player.launch, 1);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('bet_already_placed');
    expect(await pocketsOf(h, player.id)).toMatchObject({ available: 9_900n });

    const late = await seat();
    await waitUntil(round.starts_at, 20);
    const moves = await walletMoves();
    const refused = await bet(late.launch, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('betting_closed');
    expect(await walletMoves()).toBe(moves);
    expect(await betRows(late.id)).toEqual([]);
    expect(await pocketsOf(h, late.id)).toMatchObject({ available: 10_000n });
  });

  it('refuses a bad automatic cash-out or stake with 422 and changes nothing', async () => {
    const player = await seat();
    await bettingRoundWhere(h, player.launch, game.id, () => true, 400);
    for (const [amount, auto] of [
      [1, 1],
      [1, 1000.01],
      [1, 1.234],
      [0.15, 2],
    ] as const) {
      const response = await bet(player.launch, amount, auto);
      expect(response.statusCode, `${amount} at ${auto}`).toBe(422);
      expect(response.json().code).toBe('validation_failed');
    }
    expect(await betRows(player.id)).toEqual([]);
    expect(await pocketsOf(h, player.id)).toMatchObject({ available: 10_000n });
  });
});

describe('cash-outs', () => {
  it('pays the stake times the server multiplier, floored to the cent, once', async () => {
    const player = await seat();
    const round = await bettingRoundWhere(h, player.launch, game.id, (c) => c >= 250);
    expect((await bet(player.launch, 0.5)).statusCode).toBe(200);
    await waitUntil(round.starts_at, msToReach(TEST_CRASH_TIMINGS, 137));
    const response = await cashout(player.launch);
    expect(response.statusCode, response.body).toBe(200);
    const paid = response.json().data;
    const at = Math.round(paid.cashout * 100);
    expect(at).toBeGreaterThanOrEqual(137);
    expect(at).toBeLessThan(crashPointOf(game.id, round.sequence));
    const win = Math.floor((50 * at) / 100);
    expect(Math.round(paid.win * 100)).toBe(win);
    expect(await pocketsOf(h, player.id)).toMatchObject({ available: BigInt(10_000 - 50 + win) });

    const again = await cashout(player.launch);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('no_open_bet');
    expect(await pocketsOf(h, player.id)).toMatchObject({ available: BigInt(10_000 - 50 + win) });
    const [stored] = await betRows(player.id);
    expect(stored).toMatchObject({ status: 'settled', bet: '50', win: String(win) });
    expect(stored!.outcome).toMatchObject({
      engine: 'crash',
      sequence: round.sequence,
      seed_hash: round.hash,
      cashout: at / 100,
      auto_cashout: null,
    });
  });

  it('stores the crash point and seed in a bet cashed out before the crash, once the round crashed', async () => {
    const hand = await seat();
    const auto = await seat();
    const round = await bettingRoundWhere(h, hand.launch, game.id, (c) => c >= 250 && c < 600);
    expect((await bet(hand.launch, 1)).statusCode).toBe(200);
    expect((await bet(auto.launch, 1, 1.2)).statusCode).toBe(200);
    await waitUntil(round.starts_at, msToReach(TEST_CRASH_TIMINGS, 130));
    expect((await cashout(hand.launch)).statusCode).toBe(200);
    const crashPoint = crashPointOf(game.id, round.sequence);
    await waitUntil(round.starts_at, msToReach(TEST_CRASH_TIMINGS, crashPoint) + 30);
    const seed = await revealedSeed(round.sequence);
    expect(seedHash(seed)).toBe(round.hash);
    for (const player of [hand, auto]) {
      const [stored] = await settledBets(player.id);
      expect(stored!.outcome).toMatchObject({
        sequence: round.sequence,
        seed_hash: round.hash,
        cashout: expect.any(Number),
        crash_point: crashPoint / 100,
        seed,
      });
      expect(stored!.outcome['cashout'] as number).toBeLessThan(crashPoint / 100);
    }
  });

  it('pays one of many cash-outs sent at once', async () => {
    const player = await seat();
    const round = await bettingRoundWhere(h, player.launch, game.id, (c) => c >= 250);
    expect((await bet(player.launch, 1)).statusCode).toBe(200);
    await waitUntil(round.starts_at, msToReach(TEST_CRASH_TIMINGS, 120));
    const answers = await Promise.all(Array.from({ length: 6 }, () => cashout(player.launch)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    const win = Math.round(
      answers.find((answer) => answer.statusCode === 200)!.json().data.win * 100,
    );
    expect(await pocketsOf(h, player.id)).toMatchObject({ available: BigInt(10_000 - 100 + win) });
    const [wins] = await rows<{ n: number }>(
      sql`select count(*)::int as n from wallet_transactions
        where player_id = ${player.id} and idempotency_key like '%:win'`,
    );
    expect(wins!.n).toBe(1);
  });

  it('refuses a cash-out after the crash, and closes the lost bet with win 0', async () => {
    const player = await seat();
    const round = await bettingRoundWhere(h, player.launch, game.id, (c) => c >= 105 && c <= 200);
    expect((await bet(player.launch, 1)).statusCode).toBe(200);
    const crashMs = msToReach(TEST_CRASH_TIMINGS, crashPointOf(game.id, round.sequence));
    await waitUntil(round.starts_at, crashMs + 30);
    const late = await cashout(player.launch);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('round_crashed');
    const [settled] = await settledBets(player.id);
    expect(settled).toMatchObject({ win: '0' });
    expect(settled!.outcome).toMatchObject({
      cashout: null,
      crash_point: crashPointOf(game.id, round.sequence) / 100,
    });
    expect(await pocketsOf(h, player.id)).toMatchObject({ available: 9_900n });
  });

  it('pays an automatic cash-out with no page connected, and closes a bet whose target the crash never reached', async () => {
    const winner = await seat();
    const loser = await seat();
    const round = await bettingRoundWhere(h, winner.launch, game.id, (c) => c >= 150 && c < 400);
    expect((await bet(winner.launch, 2, 1.5)).statusCode).toBe(200);
    expect((await bet(loser.launch, 2, 4)).statusCode).toBe(200);
    const [won] = await settledBets(winner.id);
    expect(won).toMatchObject({ win: '300' });
    expect(won!.outcome).toMatchObject({ cashout: 1.5, auto_cashout: 1.5 });
    const [lost] = await settledBets(loser.id);
    expect(lost).toMatchObject({ win: '0' });
    expect(await pocketsOf(h, winner.id)).toMatchObject({ available: 10_100n });
    expect(await pocketsOf(h, loser.id)).toMatchObject({ available: 9_800n });
    expect(round.sequence).toBeGreaterThan(0);
    await expectConsistentLedger(h);
  });
});

describe('demo', () => {
  it('plays the same shared rounds with play money and never touches a wallet', async () => {
    const token = await demoToken(h, game);
    const moves = await walletMoves();
    const round = await bettingRoundWhere(h, token, game.id, (c) => c >= 200);
    const placed = await bet(token, 10, 2);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.balance).toBe(990);
    for (let tries = 0; tries < 500; tries += 1) {
      const [row] = await rows<{ status: string; demo: string }>(
        sql`select r.status, g.demo_balance::text as demo from studio_rounds r
          join game_sessions g on g.id = r.game_session_id where g.token_hash = ${sha256(token)}`,
      );
      if (row?.status === 'settled') {
        expect(row.demo).toBe('101000');
        break;
      }
      await sleep(20);
    }
    expect(round.sequence).toBeGreaterThan(0);
    expect(await walletMoves()).toBe(moves);
  });
});

describe('several instances', () => {
  /** A second instance's services on the same database, with no table loop of its own. */
  const otherInstance = () => {
    const engines = createStudioEngines(TEST_CRASH_TIMINGS);
    return createCrashService({
      repository: createCrashRepository(h.database.db),
      studio: createTestStudio(h, engines.all),
      engine: engines.crash,
      masterKey: GAME_PROVIDER_KEY,
      emitter: { toGame: () => undefined, toSession: () => undefined },
    });
  };

  it('opens the same round on every instance and settles it once when all run the settlement', async () => {
    const [a, b] = [otherInstance(), otherInstance()];
    const other = await findOtherCrashGame();
    const [first, second] = await Promise.all([a.currentRound(other), b.currentRound(other)]);
    expect(first).toEqual(second);

    // A bet placed through an instance that then stopped: no table ever runs for it.
    const player = await seatAtGame(h, { ...game, id: other });
    const token = player.launch;
    let round = await a.currentRound(other);
    while (round.startsAt.getTime() - Date.now() < 200 || round.crashPoint < 120) {
      await sleep(50);
      round = await a.currentRound(other);
    }
    await a.placeBet(token, 1, 1.2);
    await waitUntil(round.crashedAt.toISOString(), 50);
    const counts = await Promise.all([
      a.settleLeftBets(0),
      b.settleLeftBets(0),
      a.settleRound(round),
    ]);
    expect(counts[0] + counts[1]).toBeLessThanOrEqual(1);
    const [settled] = await settledBets(player.id);
    expect(settled).toMatchObject({ win: '120' });
    expect(await pocketsOf(h, player.id)).toMatchObject({ available: 10_020n });
    const [revealed] = await rows<{ seed: string | null }>(
      sql`select seed from crash_rounds where game_id = ${other} and sequence = ${round.sequence}`,
    );
    expect(seedHash(revealed!.seed!)).toBe(round.seedHash);
    await expectConsistentLedger(h);
  });

  const findOtherCrashGame = async () => {
    const [row] = await rows<{ id: number }>(
      sql`select g.id from games g join providers p on p.id = g.provider_id
        where g.engine = 'crash' and g.provider_id = ${game.providerId} and g.id <> ${game.id}
          and not g.is_live and g.is_active order by g.id limit 1`,
    );
    return row!.id;
  };
});
