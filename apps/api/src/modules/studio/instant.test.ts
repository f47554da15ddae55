import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/hash';
import { demoToken } from '../../test/calls/play';
import { seatAtGame } from '../../test/factories/seats';
import { startHarness, type Harness } from '../../test/harness';
import { findGameOn } from '../../test/queries/games';
import { rowsOf } from '../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(h, query);
const findGame = (engine: string, isLive = false) => findGameOn(h, engine, true, isLive);

type Round = {
  data: {
    round_id: string;
    bet: number;
    win: number;
    balance: number;
    result: Record<string, unknown>;
  };
};

/** Each family: its route, a valid choice, bad choices, and how its result shows the win. */
const FAMILIES = [
  {
    engine: 'scratch-card',
    path: '/studio/scratch/play',
    choice: null,
    units: 1,
    bad: [{ choice: { pick: 1 } }, { choice: 'x' }],
    expectWin: (result: Record<string, unknown>, stake: number, win: number) =>
      expect(win).toBeCloseTo(stake * ((result.prize as number | null) ?? 0), 6),
  },
  {
    engine: 'dice',
    path: '/studio/dice/roll',
    choice: { direction: 'under', target: 50 },
    units: 1,
    bad: [
      { choice: { direction: 'under', target: 1 } },
      { choice: { direction: 'over', target: 99 } },
      { choice: { direction: 'over', target: 50.5 } },
      { choice: { direction: 'up', target: 50 } },
      { choice: null },
    ],
    expectWin: (result: Record<string, unknown>, stake: number, win: number) =>
      // Under 50 pays 1.96 times the stake.
      expect(win).toBeCloseTo((result.roll as number) < 50 ? stake * 1.96 : 0, 6),
  },
  {
    engine: 'wheel',
    path: '/studio/wheel/spin',
    choice: { risk: 'medium' },
    units: 1,
    bad: [{ choice: { risk: 'extreme' } }, { choice: {} }],
    expectWin: (result: Record<string, unknown>, stake: number, win: number) =>
      expect(win).toBeCloseTo(stake * (result.multiplier as number), 6),
  },
  {
    engine: 'bingo-90',
    path: '/studio/bingo/play',
    choice: { tickets: 3 },
    units: 3,
    bad: [{ choice: { tickets: 0 } }, { choice: { tickets: 7 } }, { choice: { tickets: 2.5 } }],
    expectWin: (result: Record<string, unknown>, _stake: number, win: number) => {
      const prizes = result.ticket_prizes as { win: number }[];
      expect(prizes).toHaveLength(3);
      expect(win).toBeCloseTo(
        prizes.reduce((sum, prize) => sum + prize.win, 0),
        6,
      );
    },
  },
] as const;

const cents = (amount: number) => BigInt(Math.round(amount * 100));

const session = async (token: string) =>
  (
    await h.app.inject({ method: 'GET', url: `/studio/session?token=${encodeURIComponent(token)}` })
  ).json().data;

const play = (path: string, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: path, payload });

const roundsOf = async (token: string) =>
  (
    await rows<{ n: number }>(sql`select count(*)::int as n from studio_rounds r
      join game_sessions g on g.id = r.game_session_id where g.token_hash = ${sha256(token)}`)
  )[0]!.n;

describe.each(FAMILIES)('$engine', (family) => {
  it('plays demo rounds with play money, the whole round settled by the server', async () => {
    const game = await findGame(family.engine);
    const token = await demoToken(h, game);
    const opened = await session(token);
    expect(opened).toMatchObject({ mode: 'demo', balance: 1000, rules: { engine: family.engine } });
    const stake = opened.bets[0] as number;
    const walletRows = await rows(sql`select count(*)::int as n from wallet_transactions`);

    let balance = 1000;
    for (let round = 0; round < 12; round += 1) {
      const response = await play(family.path, { token, bet: stake, choice: family.choice });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<Round>();
      expect(data.bet).toBeCloseTo(stake * family.units, 6);
      family.expectWin(data.result, stake, data.win);
      expect(cents(data.balance)).toBe(cents(balance) - cents(data.bet) + cents(data.win));
      balance = data.balance;
    }
    expect(await rows(sql`select count(*)::int as n from wallet_transactions`)).toEqual(walletRows);
    expect(await roundsOf(token)).toBe(12);
  });

  it('refuses a bad choice or a stake not offered with a 422 that changes nothing', async () => {
    const game = await findGame(family.engine);
    const player = await seatAtGame(h, game, { money: { available: 5_000n } });
    const token = player.launch;
    const stake = (await session(token)).bets[0] as number;
    for (const bad of [...family.bad, { choice: family.choice, bet: 0.15 }]) {
      const response = await play(family.path, { token, bet: stake, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(422);
      const body = response.json<{ code: string; errors: Record<string, string[]> }>();
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    }
    expect(await roundsOf(token)).toBe(0);
    expect(await pocketsOf(h, player.id)).toMatchObject({ available: 5_000n });
    // Another family's route does not play this game.
    const other = FAMILIES.find((entry) => entry.engine !== family.engine)!;
    const wrong = await play(other.path, { token, bet: stake, choice: other.choice });
    expect(wrong.json()).toMatchObject({ code: 'game_not_available' });
  });

  it('moves exactly the bet and the win through the seamless wallet', async () => {
    const game = await findGame(family.engine);
    const player = await seatAtGame(h, game, { money: { available: 20_000n } });
    const token = player.launch;
    const opened = await session(token);
    expect(opened).toMatchObject({ mode: 'real', balance: 200 });
    const stake = opened.bets[0] as number;

    let expected = 20_000n;
    for (let round = 0; round < 10; round += 1) {
      const response = await play(family.path, { token, bet: stake, choice: family.choice });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<Round>();
      expect(cents(data.bet)).toBe(cents(stake) * BigInt(family.units));
      family.expectWin(data.result, stake, data.win);
      expected += cents(data.win) - cents(data.bet);
      expect(cents(data.balance)).toBe(expected);
    }
    const pockets = await pocketsOf(h, player.id);
    expect(pockets.available + pockets.deposited).toBe(expected);
    const stored = await rows<{ status: string; n: number; bets: string }>(sql`
      select r.status, count(*)::int as n, sum(r.bet)::text as bets from studio_rounds r
      join game_sessions g on g.id = r.game_session_id where g.player_id = ${player.id}
      group by r.status`);
    expect(stored).toEqual([
      { status: 'settled', n: 10, bets: String(cents(stake) * BigInt(family.units) * 10n) },
    ]);
    await expectConsistentLedger(h);
  });
});

describe('stakes and games of the instant families', () => {
  it('offers dice in whole euros and the wheel in tenths of a euro', async () => {
    const dice = await session(await demoToken(h, await findGame('dice')));
    expect(dice.bets.length).toBeGreaterThan(0);
    expect((dice.bets as number[]).every((bet) => Number.isInteger(bet))).toBe(true);
    const wheel = await session(await demoToken(h, await findGame('wheel')));
    expect(wheel.bets[0]).toBe(0.1);
  });

  it('leaves a live show’s wheel to its own family: it is not an instant wheel', async () => {
    const live = await findGame('wheel', true);
    const player = await seatAtGame(h, live, { money: { available: 1_000n } });
    const token = player.launch;
    expect((await session(token)).rules.engine).toBe('live-wheel');
    const spin = await play('/studio/wheel/spin', { token, bet: 1, choice: { risk: 'medium' } });
    expect(spin.json()).toMatchObject({ code: 'game_not_available' });
    expect(await roundsOf(token)).toBe(0);
    expect(await pocketsOf(h, player.id)).toEqual({ available: 1_000n, deposited: 0n, bonus: 0n });
  });
});
