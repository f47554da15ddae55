import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/hash';
import { launch } from '../../../test/calls/play';
import { seatAtGame } from '../../../test/factories/seats';
import { GAME_PROVIDER_KEY, startHarness, type Harness } from '../../../test/harness';
import { findGameOn, type TestGame } from '../../../test/queries/games';
import { rowsOf } from '../../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../../test/queries/wallet';
import { createTestCasino, createTestStudio } from '../../../test/studio/services';
import { roundSeed, seedHash } from '../fairness';
import { liveBaccarat, liveRoulette, liveWheel, type LiveEngine } from './live-engines';
import { createLiveRepository } from './live.repository';
import { createLiveService } from './live.service';

/** Phase lengths of the tables in this file, and a clock the tests move. */
const TIMING = { bettingMs: 10_000, spinningMs: 5_000, resultMs: 2_000 };
const PERIOD = 17_000;
let clock = Date.UTC(2026, 0, 5, 12);
const now = () => clock;

let h: Harness;

beforeAll(async () => {
  // No settlement timer in the background: each test settles when it means to.
  h = await startHarness({ live: { timing: TIMING, now, settleEveryMs: 3_600_000 } });
});
afterAll(() => h.close());

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(h, query);
const findGame = (engine: string, isLive: boolean) => findGameOn(h, engine, true, isLive);
const seated = (game: TestGame) => seatAtGame(h, game, { money: { available: 100_000n } });

type Table = {
  server_ms: number;
  timing: { offset_ms: number; period_ms: number };
  current: { sequence: number; phase: string; seed_hash: string; revealed: unknown };
  history: { sequence: number; seed: string; seed_hash: string; result: unknown }[];
  bets: { sequence: number; bet: number; win: number | null }[];
  balance: number;
};

const table = async (token: string) => {
  const response = await h.app.inject({ method: 'GET', url: `/studio/live/table?token=${token}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Table }>().data;
};

/** Moves the clock to `ms` into the next round of the table (0: its betting opens). */
const moveTo = async (token: string, ms: number) => {
  const { timing, current } = await table(token);
  const sequence = current.sequence + 1;
  clock = timing.offset_ms + sequence * timing.period_ms + ms;
  return sequence;
};

const bet = (token: string, sequence: number, bets: { spot: string; amount: number }[]) =>
  h.app.inject({ method: 'POST', url: '/studio/live/bets', payload: { token, sequence, bets } });

const round = (token: string, sequence: number) =>
  h.app.inject({ method: 'GET', url: `/studio/live/rounds/${sequence}?token=${token}` });

const cents = (amount: number) => BigInt(Math.round(amount * 100));

/** What stakes win on a result, from the engine's own rules: the expected payout in cents. */
const expectedWin = <Result>(
  engine: LiveEngine<Result>,
  result: Result,
  bets: { spot: string; amount: number }[],
): bigint =>
  bets.reduce((sum, { spot, amount }) => {
    const [numerator, denominator] = engine.returnOf(spot, result);
    return sum + (cents(amount) * numerator) / denominator;
  }, 0n);

const seedOf = (gameId: number, sequence: number) => roundSeed(GAME_PROVIDER_KEY, gameId, sequence);

const liveService = () => {
  return createLiveService({
    studio: createTestStudio(h),
    repository: createLiveRepository(h.database.db),
    casino: createTestCasino(h),
    masterKey: GAME_PROVIDER_KEY,
    bettingMs: 15_000,
    timing: TIMING,
    now,
  });
};

describe('a live roulette table', () => {
  it('runs on the clock: a round every period, its hash published, history from the seeds', async () => {
    const game = await findGame('roulette', true);
    const { launch: token } = await seated(game);
    const session = (
      await h.app.inject({ method: 'GET', url: `/studio/session?token=${token}` })
    ).json().data;
    expect(session.rules).toMatchObject({ engine: 'roulette', live: true, rtp: 97.3 });
    expect(session.rules.limits).toMatchObject({ min: 1, max: 10_000, step: 0.1 });

    const sequence = await moveTo(token, 1_000);
    const open = await table(token);
    expect(open.timing.period_ms).toBe(PERIOD);
    expect(open.current).toMatchObject({ sequence, phase: 'betting', revealed: null });
    expect(open.current.seed_hash).toBe(seedHash(seedOf(game.id, sequence)));
    expect(open.history).toHaveLength(20);
    expect(open.history[0]!.sequence).toBe(sequence - 1);
    for (const past of open.history) {
      expect(sha256(past.seed)).toBe(past.seed_hash);
      expect(past.result).toEqual(liveRoulette.draw(past.seed));
    }
    // Another table is on its own offset, so tables do not all spin at once.
    const other = await findGame('baccarat', true);
    expect((await table((await seated(other)).launch)).timing.offset_ms).not.toBe(
      open.timing.offset_ms,
    );

    clock += TIMING.bettingMs;
    const spinning = await table(token);
    expect(spinning.current).toMatchObject({ sequence, phase: 'spinning' });
    expect(spinning.current.revealed).toEqual({
      sequence,
      seed_hash: open.current.seed_hash,
      seed: seedOf(game.id, sequence),
      result: liveRoulette.draw(seedOf(game.id, sequence)),
    });
    const [stored] = await rows<{ seed: string }>(
      sql`select seed from studio_table_rounds where game_id = ${game.id} and sequence = ${sequence}`,
    );
    expect(stored?.seed).toBe(seedOf(game.id, sequence));
  });

  it('takes bets in the betting window and pays them exactly through the wallet at result time', async () => {
    const game = await findGame('roulette', true);
    const player = await seated(game);
    const token = player.launch;
    const sequence = await moveTo(token, 2_000);
    const bets = [
      { spot: 'straight:17', amount: 1 },
      { spot: 'red', amount: 2 },
      { spot: 'dozen:1', amount: 0.5 },
    ];
    const placed = await bet(token, sequence, bets);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data).toMatchObject({ sequence, bet: 3.5, balance: 996.5 });
    expect((await table(token)).bets).toMatchObject([{ sequence, bet: 3.5, win: null }]);

    // Not before bets close.
    const early = await round(token, sequence);
    expect(early.statusCode).toBe(422);
    expect(JSON.stringify(early.json())).not.toContain(seedOf(game.id, sequence));

    clock += TIMING.bettingMs;
    const spinning = (await round(token, sequence)).json().data;
    expect(spinning).toMatchObject({ settled: false, win: 0, bet: 3.5 });
    expect((await pocketsOf(h, player.id)).available).toBe(99_650n);

    clock += TIMING.spinningMs;
    const result = liveRoulette.draw(seedOf(game.id, sequence));
    const win = expectedWin(liveRoulette, result, bets);
    const settled = (await round(token, sequence)).json().data;
    expect(settled).toMatchObject({ settled: true, result, bet: 3.5 });
    expect(cents(settled.win)).toBe(win);
    expect(cents(settled.balance)).toBe(99_650n + win);
    expect(settled.spots).toHaveLength(3);
    expect((await pocketsOf(h, player.id)).available).toBe(99_650n + win);
    await expectConsistentLedger(h);
  });

  it('refuses bets outside the window, off the layout or the limits, and twice; nothing moves', async () => {
    const game = await findGame('roulette', true);
    const player = await seated(game);
    const token = player.launch;
    const sequence = await moveTo(token, 500);
    const refusals: [number, { spot: string; amount: number }[], string][] = [
      [sequence + 1, [{ spot: 'red', amount: 5 }], 'sequence'],
      [sequence - 1, [{ spot: 'red', amount: 5 }], 'sequence'],
      [sequence, [{ spot: 'red', amount: 0.5 }], 'bets'],
      [
        sequence,
        [
          { spot: 'red', amount: 10_000 },
          { spot: 'black', amount: 0.1 },
        ],
        'bets',
      ],
      [sequence, [{ spot: 'red', amount: 1.05 }], 'bets'],
      [sequence, [{ spot: 'split:3-4', amount: 1 }], 'bets'],
      [
        sequence,
        [
          { spot: 'red', amount: 1 },
          { spot: 'red', amount: 1 },
        ],
        'bets',
      ],
    ];
    for (const [at, bets, field] of refusals) {
      const response = await bet(token, at, bets);
      expect(response.statusCode, JSON.stringify(bets)).toBe(422);
      expect(response.json().errors[field]).toHaveLength(1);
    }
    expect((await bet(token, sequence, [])).statusCode).toBe(422);

    expect((await bet(token, sequence, [{ spot: 'even', amount: 1 }])).statusCode).toBe(200);
    const twice = await bet(token, sequence, [{ spot: 'odd', amount: 1 }]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toMatch(/already placed/);

    clock += TIMING.bettingMs;
    const late = await bet(token, sequence, [{ spot: 'red', amount: 1 }]);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/Bets are closed/);
    expect(await pocketsOf(h, player.id)).toEqual({
      available: 99_900n,
      deposited: 0n,
      bonus: 0n,
    });
    const [stored] = await rows<{ n: number }>(sql`
      select count(*)::int as n from studio_rounds r join game_sessions g on g.id = r.game_session_id
      where g.player_id = ${player.id}`);
    expect(stored!.n).toBe(1);
  });

  it('settles a round once when every instance runs the settlement at the same time, and after a restart', async () => {
    const game = await findGame('roulette', true);
    const seats = await Promise.all([seated(game), seated(game)]);
    const sequence = await moveTo(seats[0].launch, 1_000);
    // Bets left by the tests before are due: they settle first, as after any restart.
    await liveService().settleDue();
    const bets = [
      { spot: 'straight:0', amount: 1 },
      { spot: 'black', amount: 1 },
      { spot: 'low', amount: 1 },
    ];
    for (const seat of seats) expect((await bet(seat.launch, sequence, bets)).statusCode).toBe(200);

    // Before its result time nothing is settled; then two instances and the page race.
    clock += TIMING.bettingMs;
    expect(await liveService().settleDue()).toMatchObject({ settled: 0 });
    clock += TIMING.spinningMs + PERIOD * 3;
    const [first, second] = await Promise.all([
      liveService().settleDue(),
      liveService().settleDue(),
      round(seats[0].launch, sequence),
    ]);
    expect(first.settled + second.settled).toBeLessThanOrEqual(2);
    expect(await liveService().settleDue()).toEqual({ settled: 0, failed: 0 });

    const win = expectedWin(liveRoulette, liveRoulette.draw(seedOf(game.id, sequence)), bets);
    for (const seat of seats) {
      expect((await pocketsOf(h, seat.id)).available).toBe(100_000n - 300n + win);
      const [moves] = await rows<{ bets: number; wins: number }>(sql`
        select count(*) filter (where type_id = 4)::int as bets,
               count(*) filter (where type_id = 5)::int as wins
        from wallet_transactions where player_id = ${seat.id}`);
      expect(moves!.bets).toBe(1);
      expect(moves!.wins).toBeLessThanOrEqual(1);
      const [status] = await rows<{ status: string }>(sql`
        select r.status from studio_rounds r join game_sessions g on g.id = r.game_session_id
        where g.player_id = ${seat.id}`);
      expect(status!.status).toBe('settled');
    }
    await expectConsistentLedger(h);
  });

  it('has no demo: a live table opens for real money only', async () => {
    const game = await findGame('roulette', true);
    const demo = await launch(h, game, undefined, { is_demo: 1 });
    expect(demo.statusCode).not.toBe(200);
  });
});

describe('live baccarat and the live money wheel', () => {
  it.each([
    [
      'baccarat',
      liveBaccarat,
      [
        { spot: 'banker', amount: 1 },
        { spot: 'tie', amount: 0.2 },
      ],
    ],
    [
      'wheel',
      liveWheel,
      [
        { spot: 'n1', amount: 1 },
        { spot: 'n10', amount: 0.5 },
      ],
    ],
  ] as const)('%s deals on the timeline and pays from the seed', async (engine, family, bets) => {
    const game = await findGame(engine, true);
    const player = await seated(game);
    const token = player.launch;
    const session = (
      await h.app.inject({ method: 'GET', url: `/studio/session?token=${token}` })
    ).json().data;
    expect(session.rules.engine).toBe(engine === 'wheel' ? 'live-wheel' : 'baccarat');
    const sequence = await moveTo(token, 100);
    expect((await bet(token, sequence, [...bets])).statusCode).toBe(200);
    clock += TIMING.bettingMs + TIMING.spinningMs;
    const settled = (await round(token, sequence)).json().data;
    const result = (family as LiveEngine<unknown>).draw(seedOf(game.id, sequence));
    expect(settled.result).toEqual(result);
    const win = expectedWin(family as LiveEngine<unknown>, result, [...bets]);
    expect(cents(settled.win)).toBe(win);
    expect((await pocketsOf(h, player.id)).available).toBe(
      100_000n - 120n * (engine === 'baccarat' ? 1n : 0n) - (engine === 'wheel' ? 150n : 0n) + win,
    );
  });

  it('takes banker stakes only in whole 20-cent chips, so the commission is exact', async () => {
    const game = await findGame('baccarat', true);
    const { launch: token } = await seated(game);
    const sequence = await moveTo(token, 100);
    const response = await bet(token, sequence, [{ spot: 'banker', amount: 1.1 }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.bets[0]).toMatch(/0\.20/);
  });
});
