import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFrom } from '../../test/calls/auth';
import { cashier, cashierCounts } from '../../test/calls/payments';
import { launch, launchToken } from '../../test/calls/play';
import { seatFields, signedCall } from '../../test/calls/seamless';
import { TEST_PASSWORD } from '../../test/factories/players';
import { seatAtGame } from '../../test/factories/seats';
import { startHarness, type Harness } from '../../test/harness';
import { findCrashGame, findGameOn, type TestGame } from '../../test/queries/games';
import { bettingRoundWhere, TEST_CRASH_TIMINGS } from '../../test/studio/crash';
import { pocketsOf } from '../../test/queries/wallet';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ rateLimitMax: 1_000_000, crashTimings: TEST_CRASH_TIMINGS });
});
afterAll(() => h.close());

/** Every studio engine family a player stakes on alone, with one round's call. */
const ROUNDS: {
  engine: string;
  round: (token: string, stake: number) => { url: string; payload: object };
}[] = [
  {
    engine: 'slot-%',
    round: (token, bet) => ({ url: '/studio/slot/spin', payload: { token, bet } }),
  },
  {
    engine: 'scratch-card',
    round: (token, bet) => ({ url: '/studio/scratch/play', payload: { token, bet, choice: null } }),
  },
  {
    engine: 'dice',
    round: (token, bet) => ({
      url: '/studio/dice/roll',
      payload: { token, bet, choice: { direction: 'under', target: 50 } },
    }),
  },
  {
    engine: 'wheel',
    round: (token, bet) => ({
      url: '/studio/wheel/spin',
      payload: { token, bet, choice: { risk: 'medium' } },
    }),
  },
  {
    engine: 'bingo-90',
    round: (token, bet) => ({
      url: '/studio/bingo/play',
      payload: { token, bet, choice: { tickets: 1 } },
    }),
  },
  {
    engine: 'blackjack',
    round: (token, bet) => ({ url: '/studio/blackjack/deal', payload: { token, bet } }),
  },
  {
    engine: 'roulette',
    // A table's round must total at least 1.00, whatever its smallest chip.
    round: (token) => ({
      url: '/studio/roulette/spin',
      payload: { token, bets: [{ spot: 'odd', amount: 1 }] },
    }),
  },
  {
    engine: 'baccarat',
    round: (token) => ({
      url: '/studio/baccarat/deal',
      payload: { token, bets: [{ spot: 'player', amount: 1 }] },
    }),
  },
];

const stakeOf = async (token: string): Promise<number> =>
  (await h.app.inject({ method: 'GET', url: `/studio/session?token=${token}` })).json().data
    .bets[0] as number;

describe('a self-excluded player can neither deposit nor bet through any path', () => {
  it('refuses every deposit method, launch, studio round and seamless bet; login and withdrawal still work', async () => {
    // A player who opened a game of every engine before excluding themselves.
    const slot = await findGameOn(h, 'slot-%', true, false);
    const seat = await seatAtGame(h, slot, { money: { available: 100_000n } });
    const opened: { game: TestGame; token: string; stake: number; call: (typeof ROUNDS)[0] }[] = [];
    for (const call of ROUNDS) {
      const game = await findGameOn(h, call.engine, true, false);
      const token = launchToken(await launch(h, game, seat.token));
      expect(token, call.engine).not.toBe('');
      opened.push({ game, token, stake: await stakeOf(token), call });
    }
    const crash = await findCrashGame(h);
    const crashToken = launchToken(await launch(h, crash, seat.token));
    const crashStake = await stakeOf(crashToken);
    const excluded = await h.call({
      method: 'PUT',
      url: '/v1/me',
      headers: { 'user-token': seat.token },
      payload: {
        statistic: 'self_exclusion',
        status_expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);

    const login = await loginFrom(h, '198.51.100.40')(seat.username, TEST_PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().data.token as string;
    const money = await pocketsOf(h, seat.id);
    const counts = await cashierCounts(h, seat.id);

    // Every deposit method: card / payment provider, bank transfer, crypto transfer.
    const deposits = [
      { amount: 20, payment_method_id: 1 },
      { amount: 20, payment_method_id: 2 },
      {
        amount: 50,
        payment_method_id: 14,
        iban: 'DE89370400440532013000',
        bank: 'B',
        accountnumber: '1',
      },
      { amount: 50, payment_method_id: 161, sender_name: 'Anna Demo', reference_code: 'REF-1' },
    ];
    for (const body of deposits) {
      const response = await cashier(h, token)('POST', '/deposit', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
      expect(response.json()).toMatchObject({ code: 'self_excluded' });
    }
    expect(await cashierCounts(h, seat.id)).toEqual(counts);

    // A new real-money launch.
    const relaunch = await launch(h, slot, token);
    expect(relaunch.statusCode).toBe(403);
    expect(relaunch.json()).toMatchObject({ code: 'self_excluded' });

    // Rounds of the game sessions opened before: closed by the exclusion.
    for (const { token: game, stake, call } of opened) {
      const { url, payload } = call.round(game, stake);
      const response = await h.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, `${call.engine}: ${response.body}`).toBe(403);
    }
    // Even were those sessions and the login they came from still open, every bet checks the
    // player's exclusion.
    await h.database.db.execute(
      sql`update game_sessions set expires_at = now() + interval '1 hour' where player_id = ${seat.id}`,
    );
    await h.database.db.execute(
      sql`update sessions set revoked_at = null where player_id = ${seat.id}`,
    );
    for (const { token: game, stake, call } of opened) {
      const { url, payload } = call.round(game, stake);
      const response = await h.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, `${call.engine}: ${response.body}`).toBe(403);
      expect(response.json(), call.engine).toMatchObject({ code: 'self_excluded' });
    }
    // A crash round, in its betting window.
    await bettingRoundWhere(h, crashToken, crash.id, () => true);
    const crashBet = await h.app.inject({
      method: 'POST',
      url: '/studio/crash/bet',
      payload: { token: crashToken, bet: crashStake },
    });
    expect(crashBet.statusCode, crashBet.body).toBe(403);
    expect(crashBet.json()).toMatchObject({ code: 'self_excluded' });
    const id = randomUUID();
    const bet = await signedCall(h, slot.slug, 'bet', {
      ...seatFields({ ...seat, launch: seat.launch }),
      transaction_id: id,
      round_id: `round-${id}`,
      game_id: slot.id,
      amount: 1,
    });
    expect(bet.json()).toMatchObject({ code: 'self_excluded' });
    expect(await pocketsOf(h, seat.id)).toEqual(money);

    // The balance can be read and the money withdrawn.
    const balance = await h.call({
      method: 'GET',
      url: '/v1/me/balance',
      headers: { 'user-token': token },
    });
    expect(balance.json().data.available).toBe(1000);
    const withdrawal = await cashier(h, token)('POST', '/withdraw', {
      amount: 40,
      account_id: 999,
      accountNumber: 'DE89 3704 0044 0532 0130 00',
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
  });
});
