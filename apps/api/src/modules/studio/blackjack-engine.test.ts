import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken, launch, launchToken } from '../../test/calls/play';
import { signedCall } from '../../test/calls/seamless';
import { seatAtGame } from '../../test/factories/seats';
import { startHarness, type Harness } from '../../test/harness';
import { findGameOn, type TestGame } from '../../test/queries/games';
import { rowsOf } from '../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';
import { createTestStudio } from '../../test/studio/services';
import { createBlackjackTable } from './blackjack-engine';

let h: Harness;
let table: TestGame;

beforeAll(async () => {
  h = await startHarness();
  table = await findGameOn(h, 'blackjack');
});
afterAll(() => h.close());

type Round = {
  round_id: string;
  status: 'playing' | 'finished';
  bet: number;
  staked: number;
  hands: { cards: string[]; total: number; result: string | null; doubled: boolean }[];
  active: number | null;
  dealer: { cards: string[]; total: number };
  actions: string[];
  win: number | null;
  balance: number;
};

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(h, query);

const post = (url: string, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: `/studio/blackjack/${url}`, payload });
const dealRaw = (token: string, bet: number) => post('deal', { token, bet });
const actRaw = (token: string, roundId: string, action: string) =>
  post('action', { token, round_id: roundId, action });
const act = async (token: string, roundId: string, action: string) => {
  const response = await actRaw(token, roundId, action);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Round }>().data;
};
const current = async (token: string) => {
  const response = await h.app.inject({
    method: 'GET',
    url: `/studio/blackjack/current?token=${encodeURIComponent(token)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Round | null }>().data;
};

/** Cards to fill a stacked shoe after the ones a test needs: never drawn by these hands. */
const FILL = Array.from({ length: 40 }, () => '2C');

const studio = () => createTestStudio(h);

/**
 * Deals a hand from a stacked shoe: the player's first card, the dealer's up card, the player's
 * second card, the hole card, then the cards drawn after. The moves then go through the API.
 */
const dealStacked = async (token: string, bet: number, cards: string[]) =>
  createBlackjackTable(studio(), () => [...cards, ...FILL]).deal(token, bet);

const realSeat = (available = 10_000n) => seatAtGame(h, table, { money: { available } });

const roundRow = async (id: string) =>
  (
    await rows<{ status: string; bet: string; win: string; outcome: Record<string, unknown> }>(
      sql`select status, bet::text, win::text, outcome from studio_rounds where id = ${id}`,
    )
  )[0]!;

describe('a hand for real money', () => {
  it('takes the stake, each split and double as a bet of the round, and pays one win', async () => {
    const player = await realSeat();
    const token = player.launch;
    const session = (
      await h.app.inject({ method: 'GET', url: `/studio/session?token=${token}` })
    ).json().data;
    expect(session.rules).toMatchObject({ engine: 'blackjack', decks: 6, blackjack_pays: 1.5 });
    // Every stake offered is an even number of cents: a 3:2 pay is whole cents.
    for (const bet of session.bets as number[]) expect(Math.round(bet * 100) % 2).toBe(0);

    const dealt = await dealStacked(token, 1, ['8S', 'TS', '8H', '7D', '3C', 'TC', '9H']);
    expect(dealt.balance).toBe(99);
    const resumed = (await current(token))!;
    expect(resumed.hands[0]!.cards).toEqual(['8S', '8H']);
    // Only the up card while the hand is played; the shoe never leaves the server.
    expect(resumed.dealer).toEqual({ cards: ['TS'], total: 10 });
    expect(resumed.actions).toEqual(['hit', 'stand', 'double', 'split']);

    const split = await act(token, dealt.round_id, 'split');
    expect(split).toMatchObject({ balance: 98, staked: 2, active: 0 });
    expect(split.hands.map((hand) => hand.cards)).toEqual([['8S', '3C'], ['8H']]);
    const doubled = await act(token, dealt.round_id, 'double');
    expect(doubled).toMatchObject({ balance: 97, staked: 3, active: 1, status: 'playing' });
    expect(JSON.stringify(doubled)).not.toContain('7D');
    const history = (
      await h.app.inject({ method: 'GET', url: `/studio/rounds?token=${token}` })
    ).json().data;
    expect(history[0]).toMatchObject({ status: 'playing', round_id: dealt.round_id });
    expect(history[0].outcome.shoe).toBeUndefined();

    const done = await act(token, dealt.round_id, 'stand');
    expect(done).toMatchObject({ status: 'finished', win: 5, balance: 102, active: null });
    expect(done.dealer).toEqual({ cards: ['TS', '7D'], total: 17 });
    expect(done.hands.map((hand) => hand.result)).toEqual(['win', 'push']);
    expect(await pocketsOf(h, player.id)).toEqual({
      available: 10_200n,
      deposited: 0n,
      bonus: 0n,
    });
    expect(await current(token)).toBeNull();

    const row = await roundRow(dealt.round_id);
    expect(row).toMatchObject({ status: 'settled', bet: '300', win: '500' });
    expect(row.outcome).toMatchObject({
      actions: ['split', 'double', 'stand'],
      stakes_taken: [2, 3],
    });
    const moves = await rows<{ key: string; type: number; amount: string }>(sql`
      select idempotency_key as key from wallet_transactions
      where player_id = ${player.id} and idempotency_key like ${`provider:%:${dealt.round_id}%`}
      order by id`);
    expect(moves.map((move) => move.key.slice(move.key.indexOf(dealt.round_id)))).toEqual([
      `${dealt.round_id}:bet`,
      `${dealt.round_id}:bet:2`,
      `${dealt.round_id}:bet:3`,
      `${dealt.round_id}:win`,
    ]);
    await expectConsistentLedger(h);
  });

  it('hits and stands without moving money until the end, and returns a push', async () => {
    const player = await realSeat();
    const token = player.launch;
    const dealt = await dealStacked(token, 2, ['TS', '9H', '2D', '8C', '5S']);
    const hit = await act(token, dealt.round_id, 'hit');
    expect(hit).toMatchObject({ status: 'playing', balance: 98 });
    expect(hit.hands[0]).toMatchObject({ cards: ['TS', '2D', '5S'], total: 17 });
    expect(hit.actions).toEqual(['hit', 'stand']);
    const stood = await act(token, dealt.round_id, 'stand');
    expect(stood).toMatchObject({ status: 'finished', win: 2, balance: 100 });
    expect(stood.hands[0]!.result).toBe('push');
    expect((await pocketsOf(h, player.id)).available).toBe(10_000n);
  });

  it('goes on with the hand after a reload, which opens a new game session', async () => {
    const player = await realSeat();
    const token = player.launch;
    const dealt = await dealStacked(token, 1, ['TS', '9H', '2D', '8C', '5S']);
    const reloaded = launchToken(await launch(h, table, player.token));
    expect((await current(reloaded))!.round_id).toBe(dealt.round_id);
    const stood = await act(reloaded, dealt.round_id, 'stand');
    expect(stood).toMatchObject({ status: 'finished', win: 0, balance: 99 });
    // A demo session of the same game never sees the real hand.
    const demo = await demoToken(h, table);
    expect(await current(demo)).toBeNull();
  });

  it('pays a blackjack 3:2 at the deal', async () => {
    const { launch: token } = await realSeat(1_000_000n);
    for (;;) {
      const round = (await dealRaw(token, 1)).json<{ data: Round }>().data;
      if (round.status === 'playing') {
        await act(token, round.round_id, 'stand');
        continue;
      }
      expect(round.dealer.cards).toHaveLength(2);
      if (round.hands[0]!.result === 'blackjack') {
        expect(round.win).toBe(2.5);
        break;
      }
    }
  });
});

describe('illegal moves', () => {
  it('answer why and change nothing', async () => {
    const player = await realSeat();
    const token = player.launch;
    const dealt = await dealStacked(token, 1, ['2S', 'TH', '3D', '7C', '4S', '9D']);
    const before = async () => ({
      round: await roundRow(dealt.round_id),
      pockets: await pocketsOf(h, player.id),
    });

    const split = await actRaw(token, dealt.round_id, 'split');
    expect(split.statusCode).toBe(422);
    expect(split.json()).toMatchObject({
      code: 'validation_failed',
      errors: { action: ['You can split only two cards of the same value.'] },
    });
    const again = await dealRaw(token, 1);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Please finish the hand you are playing first.');

    await act(token, dealt.round_id, 'hit');
    const state = await before();
    const double = await actRaw(token, dealt.round_id, 'double');
    expect(double.statusCode).toBe(422);
    expect(double.json().message).toBe('You can double only on your first two cards.');
    expect((await actRaw(token, dealt.round_id, 'surrender')).statusCode).toBe(422);

    // Another session (of another player) cannot see or play this round.
    const other = await realSeat();
    const stranger = await actRaw(other.launch, dealt.round_id, 'stand');
    expect(stranger.statusCode).toBe(404);
    expect(await before()).toEqual(state);

    await act(token, dealt.round_id, 'stand');
    const finished = await before();
    const late = await actRaw(token, dealt.round_id, 'hit');
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('This hand is finished.');
    expect(await before()).toEqual(finished);
    expect((await dealRaw(token, 1.5)).statusCode).toBe(422);
  });

  it('records a deal the wallet refuses as refused, and leaves no hand in play', async () => {
    const player = await realSeat(150n);
    const token = player.launch;
    const refused = await dealRaw(token, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'insufficient_funds', details: { balance: 1.5 } });
    expect(await current(token)).toBeNull();
    const statuses = await rows<{ status: string }>(sql`select r.status from studio_rounds r
      join game_sessions g on g.id = r.game_session_id where g.player_id = ${player.id}`);
    expect(statuses).toEqual([{ status: 'refused' }]);
    expect((await dealRaw(token, 1)).statusCode).toBe(200);
  });

  it('refuses a double the player cannot pay, and lets the hand go on', async () => {
    const player = await realSeat(150n);
    const token = player.launch;
    const dealt = await dealStacked(token, 1, ['5S', 'TH', '6D', '7C', 'TS', '9D']);
    const double = await actRaw(token, dealt.round_id, 'double');
    expect(double.statusCode).toBe(409);
    expect(double.json()).toMatchObject({ code: 'insufficient_funds' });
    expect((await pocketsOf(h, player.id)).available).toBe(50n);
    const hit = await act(token, dealt.round_id, 'hit');
    expect(hit).toMatchObject({ status: 'finished', win: 2, balance: 2.5 });
    expect((await roundRow(dealt.round_id)).bet).toBe('100');
    await expectConsistentLedger(h);
  });
});

describe('demo play', () => {
  it('plays with the play money and never touches a wallet', async () => {
    const token = await demoToken(h, table);
    const walletRows = await rows(sql`select count(*)::int as n from wallet_transactions`);
    const dealt = await dealStacked(token, 10, ['5S', 'TH', '6D', '7C', 'TS']);
    expect(dealt.balance).toBe(990);
    const doubled = await act(token, dealt.round_id, 'double');
    expect(doubled).toMatchObject({ status: 'finished', staked: 20, win: 40, balance: 1020 });
    expect(await rows(sql`select count(*)::int as n from wallet_transactions`)).toEqual(walletRows);
    expect(await roundRow(dealt.round_id)).toMatchObject({ status: 'settled', bet: '2000' });
  });
});

describe('hands left alone', () => {
  const blackjack = () => createBlackjackTable(studio());

  const leave = (roundId: string) =>
    h.database.db.execute(sql`update studio_rounds
      set outcome = jsonb_set(outcome, '{acted_at}', to_jsonb((now() - interval '10 minutes')::text))
      where id = ${roundId}`);

  it('are finished once by standing, whoever runs the timer, and paid', async () => {
    const player = await realSeat();
    const token = player.launch;
    const dealt = await dealStacked(token, 1, ['8S', 'TS', '8H', '7D', 'TC', '9H']);
    await act(token, dealt.round_id, 'split');
    // A hand still being played is left alone.
    expect((await blackjack().finishIdle()).finished).toBe(0);
    await leave(dealt.round_id);

    const runs = await Promise.all([blackjack().finishIdle(), blackjack().finishIdle()]);
    expect(runs.reduce((sum, run) => sum + run.finished, 0)).toBe(1);
    expect(await blackjack().finishIdle()).toEqual({ finished: 0, failed: 0 });

    const row = await roundRow(dealt.round_id);
    // 18 against 17 wins, 17 against 17 pushes: 3 back on 2 staked.
    expect(row).toMatchObject({ status: 'settled', bet: '200', win: '300' });
    expect(row.outcome).toMatchObject({
      finished_by: 'timer',
      actions: ['split', 'stand', 'stand'],
    });
    expect((await pocketsOf(h, player.id)).available).toBe(10_100n);
    expect(await current(token)).toBeNull();
    await expectConsistentLedger(h);
  });

  it('refund an extra stake that was taken but never counted in the hand', async () => {
    const player = await realSeat();
    const token = player.launch;
    const dealt = await dealStacked(token, 1, ['5S', 'TS', '6D', '7D', '2H']);
    // As if the process stopped between taking a double's stake and recording the double.
    await h.database.db.execute(sql`update studio_rounds
      set outcome = jsonb_set(outcome, '{stakes_tried}', '1'::jsonb) where id = ${dealt.round_id}`);
    const bet = await signedCall(h, table.slug, 'bet', {
      session_token: token,
      player_id: player.id,
      currency: 'EUR',
      transaction_id: `${dealt.round_id}:bet:2`,
      round_id: dealt.round_id,
      game_id: table.id,
      amount: 1,
    });
    expect(bet.statusCode, bet.body).toBe(200);
    expect((await pocketsOf(h, player.id)).available).toBe(9_800n);
    await leave(dealt.round_id);

    expect(await blackjack().finishIdle()).toEqual({ finished: 1, failed: 0 });
    // 11 stood against 17: the stake is lost, the uncounted double refunded.
    expect(await roundRow(dealt.round_id)).toMatchObject({ status: 'settled', win: '0' });
    expect((await pocketsOf(h, player.id)).available).toBe(9_900n);
    await expectConsistentLedger(h);
  });
});
