import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatFields, signedCall } from '../../test/calls/seamless';
import { type Seat, seatAtGame } from '../../test/factories/seats';
import { type PlayerColumns, updatePlayer } from '../../test/factories/players';
import { fundWallet, type Pockets } from '../../test/factories/wallet';
import { GAME_PROVIDER_KEY, startHarness, type Harness } from '../../test/harness';
import { findSlot, type TestGame } from '../../test/queries/games';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';
import { providerSecret, signBody } from './signature';

let h: Harness;
let slot: TestGame;

beforeAll(async () => {
  h = await startHarness();
  slot = await findSlot(h);
});
afterAll(() => h.close());

const seated = (money?: Pockets, columns?: PlayerColumns) =>
  seatAtGame(h, slot, { money, ...columns });
const base = seatFields;
/** A bet; its round is named after its id unless given. */
const bet = (seat: Seat, amount: number, id = randomUUID(), round = `round-${id}`) =>
  signedCall(h, slot.slug, 'bet', {
    ...base(seat),
    transaction_id: id,
    round_id: round,
    game_id: slot.id,
    amount,
  });
/** A win of a bet, in the bet's round unless given. */
const win = (
  seat: Seat,
  betId: string,
  amount: number,
  id = randomUUID(),
  round = `round-${betId}`,
) =>
  signedCall(h, slot.slug, 'win', {
    ...base(seat),
    transaction_id: id,
    bet_transaction_id: betId,
    round_id: round,
    game_id: slot.id,
    amount,
  });
const rollback = (seat: Seat, betId: string, id = randomUUID()) =>
  signedCall(h, slot.slug, 'rollback', {
    ...base(seat),
    transaction_id: id,
    bet_transaction_id: betId,
  });

const ledgerIsConsistent = () => expectConsistentLedger(h);

describe('signatures', () => {
  it('refuses a missing, foreign, tampered or stale signature and moves nothing', async () => {
    const seat = await seated();
    const body = {
      ...base(seat),
      transaction_id: randomUUID(),
      round_id: 'r1',
      game_id: slot.id,
      amount: 1,
    };
    const payload = JSON.stringify(body);
    const own = providerSecret(GAME_PROVIDER_KEY, slot.slug);
    const attempts = [
      { signature: '' },
      { secret: providerSecret(GAME_PROVIDER_KEY, 'northlight-gaming-other') },
      {
        signature: signBody(own, payload),
        payload: payload.replace('"amount":1', '"amount":0.01'),
      },
      { signature: signBody(own, payload, Date.now() - 10 * 60_000) },
      { signature: 'v1=abc,t=zz' },
    ];
    for (const options of attempts) {
      const response = await signedCall(h, slot.slug, 'bet', body, options);
      expect(response.statusCode, JSON.stringify(options)).toBe(401);
      expect(response.json()).toMatchObject({ code: 'invalid_signature' });
    }
    const unknownProvider = await signedCall(h, 'no-such-provider', 'bet', body);
    expect(unknownProvider.statusCode).toBe(401);
    expect(await pocketsOf(h, seat.id)).toEqual({ available: 10_000n, deposited: 0n, bonus: 0n });
  });

  it('accepts a well-signed balance call and refuses another player or currency', async () => {
    const seat = await seated({ available: 1_234n, bonus: 100n });
    const ok = await signedCall(h, slot.slug, 'balance', base(seat));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ balance: 13.34, real: 12.34, bonus: 1, currency: 'EUR' });

    const other = await seated();
    const foreign = await signedCall(h, slot.slug, 'balance', {
      ...base(seat),
      player_id: other.id,
    });
    expect(foreign.statusCode).toBe(401);
    const czk = await signedCall(h, slot.slug, 'balance', { ...base(seat), currency: 'CZK' });
    expect(czk.statusCode).toBe(400);
  });

  it('answers 422 for a malformed signed body', async () => {
    const seat = await seated();
    const response = await signedCall(h, slot.slug, 'bet', { ...base(seat), amount: -1 });
    expect(response.statusCode).toBe(422);
  });
});

describe('bets, wins and rollbacks', () => {
  it('debits a bet once: a retry answers the first answer and moves nothing', async () => {
    const seat = await seated({ available: 1_000n });
    const id = randomUUID();
    const first = await bet(seat, 2.5, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ balance: 7.5, real: 7.5, bonus: 0 });
    const again = await bet(seat, 2.5, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ balance: 7.5, replayed: true });
    expect((await pocketsOf(h, seat.id)).available).toBe(750n);

    const conflicting = await bet(seat, 3, id);
    expect(conflicting.statusCode).toBe(409);
    expect(conflicting.json()).toMatchObject({ code: 'idempotency_conflict' });
    expect((await pocketsOf(h, seat.id)).available).toBe(750n);
  });

  it('answers insufficient funds with the balance, and the same to a retry', async () => {
    const seat = await seated({ available: 300n, bonus: 100n });
    const id = randomUUID();
    const refused = await bet(seat, 5, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'insufficient_funds', details: { balance: 4 } });
    expect((await bet(seat, 5, id)).json()).toMatchObject({ code: 'insufficient_funds' });
    expect(await pocketsOf(h, seat.id)).toEqual({ available: 300n, deposited: 0n, bonus: 100n });
  });

  it('takes deposited money first, then withdrawable, then bonus; a win follows the bet', async () => {
    const seat = await seated({ deposited: 500n, available: 300n, bonus: 1_000n });
    const betId = randomUUID();
    expect((await bet(seat, 10, betId)).statusCode).toBe(200);
    // 5 deposited + 3 available + 2 bonus = 10: the bet was 80 % real and 20 % bonus.
    expect(await pocketsOf(h, seat.id)).toEqual({ available: 0n, deposited: 0n, bonus: 800n });
    const paid = await win(seat, betId, 20);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ real: 16, bonus: 12, balance: 28 });
    // The deposited money was wagered: what comes back is withdrawable.
    expect(await pocketsOf(h, seat.id)).toEqual({
      available: 1_600n,
      deposited: 0n,
      bonus: 1_200n,
    });
  });

  it('takes several bets of one round and pays its one win in the proportion of all of them', async () => {
    const seat = await seated({ available: 100n, bonus: 1_000n });
    const round = randomUUID();
    // The first stake is real money, the second (a double) bonus money.
    expect((await bet(seat, 1, `${round}:bet`, round)).statusCode).toBe(200);
    expect((await bet(seat, 1, `${round}:bet:2`, round)).statusCode).toBe(200);
    expect(await pocketsOf(h, seat.id)).toEqual({ available: 0n, deposited: 0n, bonus: 900n });
    const paid = await win(seat, `${round}:bet`, 4, randomUUID(), round);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await pocketsOf(h, seat.id)).toEqual({
      available: 200n,
      deposited: 0n,
      bonus: 1_100n,
    });
    await ledgerIsConsistent();
  });

  it('pays a win once, closes a lost round with zero, and refuses a win of an unknown bet', async () => {
    const seat = await seated({ available: 1_000n });
    const betId = randomUUID();
    await bet(seat, 1, betId);
    const winId = randomUUID();
    expect((await win(seat, betId, 3, winId)).json()).toMatchObject({ balance: 12 });
    expect((await win(seat, betId, 3, winId)).json()).toMatchObject({
      balance: 12,
      replayed: true,
    });
    expect((await win(seat, betId, 0)).json()).toMatchObject({ balance: 12 });
    const unknown = await win(seat, 'never-placed', 5);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'bet_not_found' });
    expect((await pocketsOf(h, seat.id)).available).toBe(1_200n);
  });

  it('rolls a bet back to the same pockets, once', async () => {
    const seat = await seated({ deposited: 200n, bonus: 500n });
    const betId = randomUUID();
    await bet(seat, 4, betId);
    expect(await pocketsOf(h, seat.id)).toEqual({ available: 0n, deposited: 0n, bonus: 300n });
    const rollbackId = randomUUID();
    expect((await rollback(seat, betId, rollbackId)).statusCode).toBe(200);
    expect((await rollback(seat, betId, rollbackId)).json()).toMatchObject({ replayed: true });
    expect((await rollback(seat, betId)).statusCode).toBe(200);
    expect(await pocketsOf(h, seat.id)).toEqual({ available: 0n, deposited: 200n, bonus: 500n });
    const lateWin = await win(seat, betId, 5);
    expect(lateWin.json()).toMatchObject({ code: 'transaction_rolled_back' });
  });

  it('records a rollback of an unknown bet, so the bet is refused when it comes late', async () => {
    const seat = await seated({ available: 1_000n });
    const betId = randomUUID();
    const early = await rollback(seat, betId);
    expect(early.statusCode).toBe(200);
    const late = await bet(seat, 1, betId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'transaction_rolled_back' });
    expect((await pocketsOf(h, seat.id)).available).toBe(1_000n);
  });

  it('refuses bets after the game session expired or the player logged out, but takes wins and rollbacks', async () => {
    const seat = await seated({ available: 1_000n });
    const betId = randomUUID();
    await bet(seat, 1, betId);
    const secondBet = randomUUID();
    await bet(seat, 1, secondBet);
    await h.database.db.execute(
      sql`update game_sessions set expires_at = now() - interval '1 minute' where player_id = ${seat.id}`,
    );
    const refused = await bet(seat, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'game_session_expired' });
    expect((await win(seat, betId, 2)).statusCode).toBe(200);
    expect((await rollback(seat, secondBet)).statusCode).toBe(200);
    expect((await pocketsOf(h, seat.id)).available).toBe(1_100n);

    const other = await seated({ available: 1_000n });
    await h.call({
      method: 'DELETE',
      url: '/v1/auth/logout',
      headers: { 'user-token': other.token },
    });
    expect((await bet(other, 1)).json()).toMatchObject({ code: 'game_session_expired' });
  });
});

/**
 * A seated player whose game session this process knows (decision 21): a first bet, then one
 * decided on a read, 0.50 each; the next bet is decided on what that one left.
 */
const playing = async (money: Pockets, columns?: PlayerColumns) => {
  const seat = await seated(money, columns);
  for (let i = 0; i < 2; i += 1) expect((await bet(seat, 0.5)).statusCode).toBe(200);
  return seat;
};

describe('a session’s next call, decided on what its last one left', () => {
  it('reads again when the wallet moved elsewhere in between', async () => {
    const seat = await playing({ available: 1_000n });
    await fundWallet(h.database.db, seat.id, { available: 500n });
    expect((await bet(seat, 1)).json()).toMatchObject({ balance: 13 });
    expect((await pocketsOf(h, seat.id)).available).toBe(1_300n);
  });

  it('refuses the next bet once the player logged out', async () => {
    const seat = await playing({ available: 1_000n });
    await h.call({
      method: 'DELETE',
      url: '/v1/auth/logout',
      headers: { 'user-token': seat.token },
    });
    expect((await bet(seat, 1)).json()).toMatchObject({ code: 'game_session_expired' });
    expect((await pocketsOf(h, seat.id)).available).toBe(900n);
  });

  it('pays a win on every stake of its round, also one this process did not see taken', async () => {
    const seat = await seated({ available: 200n, bonus: 1_000n });
    // A first bet from both pockets, then real money again.
    expect((await bet(seat, 3)).statusCode).toBe(200);
    await fundWallet(h.database.db, seat.id, { available: 100n });
    const round = randomUUID();
    expect((await bet(seat, 1, `${round}:bet`, round)).statusCode).toBe(200);
    // Another instance of the API moves the wallet (a zero win of another round, say): what
    // this one knows of the session is out of date, and it takes the round's second stake on a
    // fresh read, which does not tell it of the first.
    await h.database.db.execute(
      sql`update wallets set version = version + 1 where player_id = ${seat.id}`,
    );
    expect((await bet(seat, 1, `${round}:bet:2`, round)).statusCode).toBe(200);
    expect(await pocketsOf(h, seat.id)).toEqual({ available: 0n, deposited: 0n, bonus: 800n });
    const paid = await win(seat, `${round}:bet:2`, 4, randomUUID(), round);
    expect(paid.statusCode, paid.body).toBe(200);
    // One stake was real money and one bonus: so is the win, half and half.
    expect(await pocketsOf(h, seat.id)).toEqual({
      available: 200n,
      deposited: 0n,
      bonus: 1_000n,
    });
    await ledgerIsConsistent();
  });
});

describe('every bet is checked against the player', () => {
  const future = new Date(Date.now() + 86_400_000);
  const cases: [string, PlayerColumns, string][] = [
    ['a disabled account', { status: 'disabled', statusExpiresAt: future }, 'account_disabled'],
    [
      'a self-excluded player',
      { status: 'self_excluded', statusExpiresAt: future },
      'self_excluded',
    ],
    ['a closed account', { status: 'closed' }, 'player_blocked'],
    [
      'a pending reality check',
      { statusReason: 'awaiting_reality_check' },
      'reality_check_pending',
    ],
    ['the max daily bet', { maxDailyBet: 250n }, 'daily_bet_limit'],
    ['the max daily loss', { maxDailyLoss: 150n }, 'daily_loss_limit'],
    ['the max weekly bet', { maxWeeklyBet: 250n }, 'weekly_bet_limit'],
    ['the max monthly bet', { maxMonthlyBet: 250n }, 'monthly_bet_limit'],
    ['the max weekly loss', { maxWeeklyLoss: 150n }, 'weekly_loss_limit'],
    ['the max monthly loss', { maxMonthlyLoss: 150n }, 'monthly_loss_limit'],
  ];
  it.each(cases)('refuses a bet past %s, moving nothing', async (_name, columns, code) => {
    // The rule may apply after launch (a limit set, an exclusion decided by the operator),
    // between two bets of a session this process knows.
    const seat = await playing({ available: 1_000n });
    await updatePlayer(h.database.db, seat.id, {
      status: columns?.status ?? 'active',
      statusExpiresAt: columns?.statusExpiresAt ?? null,
      statusReason: columns?.statusReason ?? null,
      maxDailyBet: columns?.maxDailyBet ?? null,
      maxDailyLoss: columns?.maxDailyLoss ?? null,
      maxWeeklyBet: columns?.maxWeeklyBet ?? null,
      maxMonthlyBet: columns?.maxMonthlyBet ?? null,
      maxWeeklyLoss: columns?.maxWeeklyLoss ?? null,
      maxMonthlyLoss: columns?.maxMonthlyLoss ?? null,
    });
    const refused = await bet(seat, 2);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code });
    expect((await pocketsOf(h, seat.id)).available).toBe(900n);
  });

  it('lets a bet pass at exactly the daily limits, and counts wins against the loss limit', async () => {
    const seat = await seated({ available: 1_000n });
    await updatePlayer(h.database.db, seat.id, { maxDailyBet: 500n, maxDailyLoss: 300n });
    const first = randomUUID();
    expect((await bet(seat, 3, first)).statusCode).toBe(200);
    expect((await bet(seat, 0.5)).json()).toMatchObject({ code: 'daily_loss_limit' });
    await win(seat, first, 1);
    expect((await bet(seat, 1)).statusCode).toBe(200);
    expect((await bet(seat, 1.01)).json()).toMatchObject({ code: 'daily_bet_limit' });
  });

  it('refuses a bet when the daily playing time is used up', async () => {
    const seat = await seated({ available: 1_000n });
    await updatePlayer(h.database.db, seat.id, { maxDailyPlayingTime: 1 });
    await h.database.db
      .execute(sql`insert into play_days (player_id, day, playing_seconds, last_bet_at)
      values (${seat.id}, (now() at time zone 'utc')::date, 59, now() - interval '5 seconds')`);
    const refused = await bet(seat, 1);
    expect(refused.json()).toMatchObject({ code: 'playing_time_limit' });
  });

  it('leaves a consistent ledger', ledgerIsConsistent);
});
