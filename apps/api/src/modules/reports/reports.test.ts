import { randomUUID } from 'node:crypto';
import { utcDay, type Report } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, launchToken } from '../../test/calls/play';
import { signedCall } from '../../test/calls/seamless';
import { buildLoggedInPlayer, type LoggedInPlayer } from '../../test/factories/players';
import { backdateTransactions } from '../../test/factories/wallet';
import { startHarness, type Harness } from '../../test/harness';
import { findSlot, findSlotOfAnotherProvider, type TestGame } from '../../test/queries/games';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';

let h: Harness;
let first: TestGame;
let second: TestGame;
const today = utcDay();
const yesterday = utcDay(new Date(Date.now() - 86_400_000));

/** A player seated at both games: the launch token of each. */
type Table = LoggedInPlayer & { seats: Map<number, string> };

const seatAtBoth = async (money: { available?: bigint; bonus?: bigint }): Promise<Table> => {
  const player = await buildLoggedInPlayer(h.database.db, { money });
  const seats = new Map<number, string>();
  for (const game of [first, second]) {
    const response = await launch(h, game, player.token);
    expect(response.statusCode, response.body).toBe(200);
    seats.set(game.id, launchToken(response));
  }
  return { ...player, seats };
};

/** The call fields of a player at a game, in the round of one bet (named after its id). */
const fields = (table: Table, game: TestGame, betId: string) => ({
  session_token: table.seats.get(game.id),
  player_id: table.id,
  currency: 'EUR',
  game_id: game.id,
  round_id: `round-${betId}`,
});

/** A bet; answers its provider transaction id and the ledger transaction id. */
const bet = async (table: Table, game: TestGame, amount: number) => {
  const id = randomUUID();
  const response = await signedCall(h, game.slug, 'bet', {
    ...fields(table, game, id),
    transaction_id: id,
    amount,
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    id,
    ledgerId: Number(response.json<{ casino_transaction_id: string }>().casino_transaction_id),
  };
};

const win = async (table: Table, game: TestGame, betId: string, amount: number) => {
  const response = await signedCall(h, game.slug, 'win', {
    ...fields(table, game, betId),
    transaction_id: randomUUID(),
    bet_transaction_id: betId,
    amount,
  });
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.json<{ casino_transaction_id: string }>().casino_transaction_id);
};

const rollback = async (table: Table, game: TestGame, betId: string) => {
  const response = await signedCall(h, game.slug, 'rollback', {
    ...fields(table, game, betId),
    transaction_id: randomUUID(),
    bet_transaction_id: betId,
  });
  expect(response.statusCode, response.body).toBe(200);
};

const backdate = (ids: number[]) => backdateTransactions(h.database.db, ids);

const report = (token: string | undefined, query: Record<string, string | number>) =>
  h.call({
    method: 'GET',
    url: '/v1/casino/analytics',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: token ? { 'user-token': token } : {},
  });

const reportOf = async (token: string, query: Record<string, string | number>) => {
  const response = await report(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Report }>().data;
};

/** The row of a game, without its time and names. */
const figures = (data: Report) =>
  Object.fromEntries(
    data.rows.map((row) => [
      row.id,
      { bets_count: row.bets_count, bets: row.bets, wins: row.wins, net: row.net },
    ]),
  );

let alice: Table;
let bob: Table;

/**
 * Alice starts with 20 real and 50 bonus. Yesterday: 5 on the first game, a win of 2. Today:
 * 10 on the second game; 3 on the first, rolled back; 10 on the second (7 real, 3 bonus, as
 * the real money runs out) and a win of 4 (2.80 real, 1.20 bonus, as the bet was paid).
 */
beforeAll(async () => {
  h = await startHarness();
  first = await findSlot(h);
  second = await findSlotOfAnotherProvider(h, first);
  alice = await seatAtBoth({ available: 2_000n, bonus: 5_000n });
  bob = await seatAtBoth({ available: 1_000n });

  const early = await bet(alice, first, 5);
  const earlyWin = await win(alice, first, early.id, 2);
  await backdate([early.ledgerId, earlyWin]);
  await bet(alice, second, 10);
  const undone = await bet(alice, first, 3);
  await rollback(alice, first, undone.id);
  const mixed = await bet(alice, second, 10);
  await win(alice, second, mixed.id, 4);
  await bet(bob, first, 1);
});
afterAll(() => h.close());

describe('GET casino/analytics', () => {
  it('sums bets and wins per game from the ledger, leaving out the rolled-back bet', async () => {
    const data = await reportOf(alice.token, { from: yesterday, to: today });
    expect(figures(data)).toEqual({
      [first.id]: { bets_count: 1, bets: 5, wins: 2, net: -3 },
      [second.id]: { bets_count: 2, bets: 20, wins: 4, net: -16 },
    });
    expect(data.totals).toEqual({
      bets: 22,
      bonus_bets: 3,
      wins: 4.8,
      bonus_wins: 1.2,
      net: -19,
      currency: 'EUR',
    });
    // The report's net is what the player's pockets lost: 70 at the start.
    const pockets = await pocketsOf(h, alice.id);
    expect(Number(pockets.available + pockets.bonus) / 100 - 70).toBeCloseTo(data.totals.net, 9);
    const row = data.rows.find((entry) => entry.id === second.id)!;
    expect(row.currency).toBe('EUR');
    expect(row.game).not.toBe('');
    expect(row.provider).not.toBe(data.rows.find((entry) => entry.id === first.id)!.provider);
    await expectConsistentLedger(h);
  });

  it('counts UTC days, to inclusive', async () => {
    const todays = await reportOf(alice.token, { from: today, to: today });
    expect(figures(todays)).toEqual({
      [second.id]: { bets_count: 2, bets: 20, wins: 4, net: -16 },
    });
    expect(todays.totals).toMatchObject({ bets: 17, bonus_bets: 3, wins: 2.8, bonus_wins: 1.2 });
    const yesterdays = await reportOf(alice.token, { from: yesterday, to: yesterday });
    expect(figures(yesterdays)).toEqual({
      [first.id]: { bets_count: 1, bets: 5, wins: 2, net: -3 },
    });
  });

  it('splits real and bonus money by the money type', async () => {
    const bonus = await reportOf(alice.token, {
      from: yesterday,
      to: today,
      money_type: 'bonus',
    });
    expect(figures(bonus)).toEqual({
      [second.id]: { bets_count: 1, bets: 3, wins: 1.2, net: -1.8 },
    });
    expect(bonus.totals).toMatchObject({ bets: 0, bonus_bets: 3, wins: 0, bonus_wins: 1.2 });
    expect(bonus.totals.net).toBeCloseTo(-1.8, 9);

    const real = await reportOf(alice.token, { from: yesterday, to: today, money_type: 'real' });
    expect(figures(real)).toEqual({
      [first.id]: { bets_count: 1, bets: 5, wins: 2, net: -3 },
      [second.id]: { bets_count: 2, bets: 17, wins: 2.8, net: -14.2 },
    });
    expect(real.totals).toEqual({
      bets: 22,
      bonus_bets: 0,
      wins: 4.8,
      bonus_wins: 0,
      net: -17.2,
      currency: 'EUR',
    });
  });

  it('filters by provider', async () => {
    const data = await reportOf(alice.token, {
      from: yesterday,
      to: today,
      provider_id: second.providerId,
    });
    expect(data.rows.map((row) => row.id)).toEqual([second.id]);
    expect(data.rows[0]!.provider_id).toBe(second.providerId);
    expect(data.totals).toMatchObject({ bets: 17, bonus_bets: 3, net: -16 });
  });

  it('shows a player only their own rounds', async () => {
    const data = await reportOf(bob.token, { from: yesterday, to: today });
    expect(figures(data)).toEqual({ [first.id]: { bets_count: 1, bets: 1, wins: 0, net: -1 } });
    expect(data.totals.net).toBe(-1);
  });

  it('refuses a bad range or money type with field errors, and changes nothing', async () => {
    const tomorrow = utcDay(new Date(Date.now() + 86_400_000));
    const before = await pocketsOf(h, alice.id);
    const cases: [Record<string, string>, string[]][] = [
      [{ from: today, to: yesterday }, ['from']],
      [{ from: yesterday, to: tomorrow }, ['to']],
      [{ from: tomorrow, to: tomorrow }, ['from', 'to']],
      [{ from: '2025-02-30', to: today }, ['from']],
      [{ from: yesterday, to: 'today' }, ['to']],
      [{ from: yesterday, to: today, money_type: 'crypto' }, ['money_type']],
      [{ from: yesterday, to: today, provider_id: 'x' }, ['provider_id']],
    ];
    for (const [query, fields] of cases) {
      const response = await report(alice.token, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      const body = response.json<{ code: string; errors: Record<string, string[]> }>();
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.errors).sort(), JSON.stringify(query)).toEqual(fields);
    }
    expect(await pocketsOf(h, alice.id)).toEqual(before);
  });

  it('needs a player session', async () => {
    const response = await report(undefined, { from: yesterday, to: today });
    expect(response.statusCode).toBe(401);
    expect((await report('not-a-token', { from: today, to: today })).statusCode).toBe(401);
  });
});
