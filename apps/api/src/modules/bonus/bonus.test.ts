import { randomUUID } from 'node:crypto';
import { SOCKET_EVENTS, type BonusEvent } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashier,
  eventually,
  paidCardDeposit,
  paymentOf,
  postWebhook,
} from '../../test/calls/payments';
import { launch, launchToken } from '../../test/calls/play';
import { signedBet, signedCall } from '../../test/calls/seamless';
import {
  buildLoggedInPlayer,
  type LoggedInPlayer,
  type LoggedInPlayerOptions,
} from '../../test/factories/players';
import { OPS_TOKEN, startHarness, type Harness } from '../../test/harness';
import type { TestGame } from '../../test/queries/games';
import { rowsOf } from '../../test/queries/rows';
import { expectConsistentLedger, pocketsOf } from '../../test/queries/wallet';

let h: Harness;
let slot: TestGame;
let table: TestGame;
let crash: TestGame;
let welcomeId: number;

const as = (token: string) => ({ 'user-token': token });

/** An active, non-live game of a visible provider whose catalog type is `type`. */
const gameOfType = async (type: string): Promise<TestGame> =>
  (
    await rowsOf<TestGame>(
      h,
      sql`select g.id, g.provider_id as "providerId", p.slug from games g
        join providers p on p.id = g.provider_id
        where g.type = ${type} and g.is_active and p.is_visible and not g.is_live
        order by g.id limit 1`,
    )
  )[0]!;

const campaignId = async (code: string) =>
  (await rowsOf<{ id: number }>(h, sql`select id from campaigns where code = ${code}`))[0]!.id;

/** A fresh EUR player who chose WELCOME100 at registration. */
const welcomePlayer = (options: LoggedInPlayerOptions = {}) =>
  buildLoggedInPlayer(h.database.db, { registrationCampaignId: welcomeId, ...options });

/** A card deposit paid and its `payment.succeeded` webhook delivered (twice, with `twice`). */
const deposit = async (p: LoggedInPlayer, amount: number, twice = false) => {
  const { id, event } = await paidCardDeposit(h, p.token, amount);
  if (twice) {
    expect((await postWebhook(h, event)).statusCode).toBe(200);
    expect((await postWebhook(h, { ...event, id: `evt_test_${randomUUID()}` })).statusCode).toBe(
      200,
    );
  }
  return id;
};

const me = async (p: LoggedInPlayer) => {
  const response = await h.call({ method: 'GET', url: '/v1/me', headers: as(p.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { bonus: null | Record<string, unknown> };
};

const bonusRows = (playerId: number) =>
  rowsOf<{
    id: number;
    status: string;
    amount: string;
    target: string;
    counter: string;
    ended_amount: string | null;
  }>(
    h,
    sql`select id, status, amount::text, target::text, counter::text, ended_amount::text
      from player_bonuses where player_id = ${playerId} order by id`,
  );

const transactionsOf = (playerId: number, typeId: number) =>
  rowsOf<{ amount: string }>(
    h,
    sql`select amount::text from wallet_transactions where player_id = ${playerId} and type_id = ${typeId}`,
  );

const messagesOf = (playerId: number, type: string) =>
  rowsOf<{ subject: string }>(
    h,
    sql`select subject from player_messages where player_id = ${playerId} and type = ${type}`,
  );

/** The player's launch token of `game` for real money. */
const seat = async (p: LoggedInPlayer, game: TestGame) => {
  const response = await launch(h, game, p.token);
  expect(response.statusCode, response.body).toBe(200);
  return launchToken(response);
};

const bet = (
  p: LoggedInPlayer,
  game: TestGame,
  token: string,
  amount: number,
  id: string = randomUUID(),
) => signedBet(h, game, { id: p.id, launch: token }, amount, id);

/** A WELCOME100 player whose 50 EUR deposit was matched: 50 EUR deposited, 50 EUR bonus. */
const withWelcomeBonus = async (options: LoggedInPlayerOptions = {}) => {
  const p = await welcomePlayer(options);
  await deposit(p, 50);
  expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 5_000n, bonus: 5_000n });
  return p;
};

beforeAll(async () => {
  h = await startHarness({ payments: {} });
  slot = await gameOfType('slot');
  table = await gameOfType('table-game');
  crash = await gameOfType('crash-game');
  welcomeId = await campaignId('WELCOME100');
});
afterAll(async () => {
  await expectConsistentLedger(h);
  await h.close();
});

describe('award on the first qualifying deposit', () => {
  it('awards the registration choice once, with the webhook delivered twice', async () => {
    const p = await welcomePlayer();
    await deposit(p, 50, true);
    expect(await pocketsOf(h, p.id)).toEqual({ available: 0n, deposited: 5_000n, bonus: 5_000n });
    expect(await transactionsOf(p.id, 10)).toEqual([{ amount: '5000' }]);
    const [row] = await bonusRows(p.id);
    expect(row).toMatchObject({ status: 'active', amount: '5000', target: '50000', counter: '0' });
    const bonus = (await me(p)).bonus!;
    expect(bonus).toMatchObject({
      status: 'active',
      amount: 50,
      balance: 50,
      target: 500,
      counter: 0,
      counter_percentage: 0,
      campaign: { code: 'WELCOME100', max_bet: 5, wagering_multiplier: 10 },
    });
    expect(bonus['countdown']).toBeGreaterThan(29 * 86_400);
    // A second deposit is not matched again.
    await deposit(p, 50);
    expect(await transactionsOf(p.id, 10)).toHaveLength(1);
    await expectConsistentLedger(h);
  });

  it('caps the match at the campaign maximum', async () => {
    const p = await welcomePlayer();
    await deposit(p, 500);
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 50_000n, bonus: 20_000n });
  });

  it('gives nothing below the minimum deposit, and the choice stays pending', async () => {
    // PRIME50 asks for at least EUR 20.
    const p = await buildLoggedInPlayer(h.database.db, {
      registrationCampaignId: await campaignId('PRIME50'),
    });
    await deposit(p, 15);
    expect(await pocketsOf(h, p.id)).toEqual({ available: 0n, deposited: 1_500n, bonus: 0n });
    expect(await transactionsOf(p.id, 10)).toEqual([]);
    expect((await bonusRows(p.id)).map((row) => row.status)).toEqual(['pending']);
    const unused = await h.call({
      method: 'GET',
      url: `/v1/campaigns/players/${p.id}/unusedCampaigns?language=en`,
      headers: as(p.token),
    });
    expect(unused.statusCode).toBe(200);
    // The minimum the list names is the one the deposit of 15 fell short of, in the same units.
    expect(unused.json().data[0]).toMatchObject({
      code: 'PRIME50',
      chosen: true,
      activation: 'deposit',
      amount: 100,
      min_dep: 20,
      max_bet: 5,
    });
    // The next deposit that reaches the minimum is matched.
    await deposit(p, 20);
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 3_500n, bonus: 1_000n });
  });

  it('a deposit’s bonus code is checked: another currency or country answers promo_code_invalid and opens nothing', async () => {
    // WELCOME100 is open to EUR and CZK only; a campaign copied for Czech players only.
    await h.database.db.execute(sql`insert into campaigns (skin_id, code, names, descriptions,
        action, is_public, currency_ids, country_codes, terms, reward, min_deposits,
        wagering_multiplier, game_contribution, max_bets, expiry_days, valid_from)
      select skin_id, 'CZONLY', names, descriptions, action, false, currency_ids, '["CZ"]'::jsonb,
        terms, reward, min_deposits, wagering_multiplier, game_contribution, max_bets, expiry_days,
        valid_from from campaigns where code = 'WELCOME100'
      on conflict do nothing`);
    const usd = await buildLoggedInPlayer(h.database.db, { currencyId: 2, countryCode: 'DE' });
    const german = await buildLoggedInPlayer(h.database.db, { countryCode: 'DE' });
    for (const [p, code] of [
      [usd, 'WELCOME100'],
      [german, 'CZONLY'],
    ] as const) {
      const activated = await h.call({
        method: 'POST',
        url: `/v1/campaigns/players/${p.id}/activate`,
        headers: as(p.token),
        payload: { code },
      });
      expect(activated.statusCode).toBe(422);
      expect(activated.json()).toMatchObject({
        code: 'promo_code_invalid',
        message: 'Promotional code not valid',
      });
      expect(await bonusRows(p.id)).toEqual([]);
    }
    const opened = await cashier(h, german.token)('POST', '/deposit', {
      amount: 50,
      payment_method_id: 1,
      bonus_code: 'CZONLY',
    });
    expect(opened.statusCode).toBe(422);
    // The site shows the refusal on the deposit form's bonus code field.
    expect(opened.json()).toMatchObject({
      code: 'promo_code_invalid',
      errors: { bonus_code: ['Promotional code not valid'] },
    });
    expect(await bonusRows(german.id)).toEqual([]);
  });

  it('a deposit refused for its amount or method keeps the choice the player had', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const chosen = await h.call({
      method: 'POST',
      url: `/v1/campaigns/players/${p.id}/activate`,
      headers: as(p.token),
      payload: { code: 'WELCOME100' },
    });
    expect(chosen.json().data.status).toBe('pending');
    const before = await bonusRows(p.id);
    for (const [body, code] of [
      [{ amount: 5, payment_method_id: 1 }, 'amount_out_of_range'],
      [{ amount: 50, payment_method_id: 999 }, 'payment_method_unavailable'],
    ] as const) {
      const refused = await cashier(h, p.token)('POST', '/deposit', {
        ...body,
        bonus_code: 'PRIME50',
      });
      expect(refused.json().code).toBe(code);
      expect(await bonusRows(p.id)).toEqual(before);
    }
  });

  it('a deposit’s code of a campaign that is not a deposit bonus is refused, choosing nothing', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const refused = await cashier(h, p.token)('POST', '/deposit', {
      amount: 50,
      payment_method_id: 1,
      bonus_code: 'SPINS50',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('bonus_not_available');
    expect(await bonusRows(p.id)).toEqual([]);
  });

  it('a valid bonus code on the deposit is awarded by that deposit', async () => {
    const p = await buildLoggedInPlayer(h.database.db);
    const opened = await cashier(h, p.token)('POST', '/deposit', {
      amount: 40,
      payment_method_id: 1,
      bonus_code: 'prime50',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json().data.transaction_id as number;
    const reference = (await paymentOf(h, id))!.provider_reference!;
    await postWebhook(h, {
      type: 'payment.succeeded',
      transactionId: id,
      reference,
      amount: 4_000n,
    });
    expect(await pocketsOf(h, p.id)).toMatchObject({ deposited: 4_000n, bonus: 2_000n });
    expect((await me(p)).bonus).toMatchObject({ campaign: { code: 'PRIME50' }, target: 160 });
  });
});

describe('wagering', () => {
  it('counts stakes by the game’s category: slot 100%, table 10%, crash 0%', async () => {
    const p = await withWelcomeBonus();
    const bets = [
      [slot, 1_000n],
      [table, 100n],
      [crash, 0n],
    ] as const;
    let counted = 0n;
    for (const [game, share] of bets) {
      const token = await seat(p, game);
      const response = await bet(p, game, token, 5);
      expect(response.statusCode, response.body).toBe(200);
      counted += share / 2n;
      expect((await bonusRows(p.id))[0]!.counter).toBe(String(counted));
    }
    expect((await me(p)).bonus).toMatchObject({ counter: 5.5 });
    const ping = await h.call({
      method: 'POST',
      url: `/v1/campaigns/${welcomeId}/players/${p.id}/ping`,
      headers: as(p.token),
      payload: { game_id: table.id, provider_id: table.providerId },
    });
    expect(ping.json().data).toMatchObject({ useBonus: true, contribution: 10 });
  });

  it('spends real money before bonus money', async () => {
    const p = await withWelcomeBonus();
    const token = await seat(p, slot);
    for (let i = 0; i < 10; i += 1) expect((await bet(p, slot, token, 5)).statusCode).toBe(200);
    expect(await pocketsOf(h, p.id)).toEqual({ available: 0n, deposited: 0n, bonus: 5_000n });
    expect((await bet(p, slot, token, 5)).statusCode).toBe(200);
    expect(await pocketsOf(h, p.id)).toEqual({ available: 0n, deposited: 0n, bonus: 4_500n });
  });

  it('refuses a stake above the maximum bet with nothing moved, and tells the player', async () => {
    const p = await withWelcomeBonus();
    const token = await seat(p, slot);
    const refused = await bet(p, slot, token, 5.01);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'bonus_bet_limit', details: { max_bet: 5 } });
    expect(await pocketsOf(h, p.id)).toEqual({ available: 0n, deposited: 5_000n, bonus: 5_000n });
    expect((await bonusRows(p.id))[0]!.counter).toBe('0');
    await eventually(async () => (await messagesOf(p.id, 'bonus-bet-limit')).length === 1);
    // A player without a bonus may stake more.
    const plain = await buildLoggedInPlayer(h.database.db, { money: { available: 10_000n } });
    expect((await bet(plain, slot, await seat(plain, slot), 20)).statusCode).toBe(200);
  });

  it('converts the whole bonus pocket at exactly the target, once', async () => {
    const p = await withWelcomeBonus();
    const [row] = await bonusRows(p.id);
    await h.database.db.execute(sql`update player_bonuses set target = 1000 where id = ${row!.id}`);
    const token = await seat(p, slot);
    expect((await bet(p, slot, token, 5)).statusCode).toBe(200);
    expect((await bonusRows(p.id))[0]!.status).toBe('active');
    const last = await bet(p, slot, token, 5);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ bonus: 0, real: 90 });
    expect((await bonusRows(p.id))[0]).toMatchObject({
      status: 'converted',
      counter: '1000',
      ended_amount: '5000',
    });
    expect(await pocketsOf(h, p.id)).toEqual({ available: 5_000n, deposited: 4_000n, bonus: 0n });
    expect(await transactionsOf(p.id, 12)).toEqual([{ amount: '5000' }]);
    expect((await me(p)).bonus).toBeNull();
    await eventually(async () => (await messagesOf(p.id, 'campaignReached')).length === 1);
    await expectConsistentLedger(h);
  });

  it('concurrent bets at the target convert once', async () => {
    const p = await withWelcomeBonus();
    const [row] = await bonusRows(p.id);
    await h.database.db.execute(sql`update player_bonuses set target = 1000 where id = ${row!.id}`);
    const token = await seat(p, slot);
    const answers = await Promise.all(Array.from({ length: 24 }, () => bet(p, slot, token, 1)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect((await bonusRows(p.id))[0]!.status).toBe('converted');
    expect(await transactionsOf(p.id, 12)).toHaveLength(1);
    const pockets = await pocketsOf(h, p.id);
    expect(pockets.bonus).toBe(0n);
    expect(pockets.available + pockets.deposited).toBe(10_000n - 2_400n);
    await expectConsistentLedger(h);
  });
});

describe('a stake rolled back by its provider', () => {
  const rollback = (
    p: LoggedInPlayer,
    game: TestGame,
    token: string,
    betId: string,
    id: string = randomUUID(),
  ) =>
    signedCall(h, game.slug, 'rollback', {
      session_token: token,
      player_id: p.id,
      currency: 'EUR',
      transaction_id: id,
      bet_transaction_id: betId,
      round_id: `round-${betId}`,
      game_id: game.id,
    });

  it('no longer counts toward wagering, taken back in the rollback’s transaction', async () => {
    const p = await withWelcomeBonus();
    const slotToken = await seat(p, slot);
    const tableToken = await seat(p, table);
    const slotBet = randomUUID();
    const tableBet = randomUUID();
    expect((await bet(p, slot, slotToken, 5, slotBet)).statusCode).toBe(200);
    expect((await bet(p, table, tableToken, 5, tableBet)).statusCode).toBe(200);
    expect((await bet(p, slot, slotToken, 2)).statusCode).toBe(200);
    expect((await bonusRows(p.id))[0]!.counter).toBe('750');

    const rollbackId = randomUUID();
    const undone = await rollback(p, slot, slotToken, slotBet, rollbackId);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await bonusRows(p.id))[0]!.counter).toBe('250');
    // A retried rollback takes nothing back twice.
    expect((await rollback(p, slot, slotToken, slotBet, rollbackId)).statusCode).toBe(200);
    expect((await bonusRows(p.id))[0]!.counter).toBe('250');

    expect((await rollback(p, table, tableToken, tableBet)).statusCode).toBe(200);
    expect((await bonusRows(p.id))[0]).toMatchObject({ status: 'active', counter: '200' });
    expect((await me(p)).bonus).toMatchObject({ counter: 2 });
    expect(await pocketsOf(h, p.id)).toEqual({ available: 0n, deposited: 4_800n, bonus: 5_000n });
    await expectConsistentLedger(h);
  });

  it('made before the bonus was awarded, takes nothing from its wagering', async () => {
    const p = await welcomePlayer({ money: { available: 1_000n } });
    const token = await seat(p, slot);
    const early = randomUUID();
    expect((await bet(p, slot, token, 5, early)).statusCode).toBe(200);
    await deposit(p, 50);
    expect((await bet(p, slot, await seat(p, slot), 3)).statusCode).toBe(200);
    expect((await bonusRows(p.id))[0]).toMatchObject({ status: 'active', counter: '300' });
    expect((await rollback(p, slot, token, early)).statusCode).toBe(200);
    expect((await bonusRows(p.id))[0]!.counter).toBe('300');
    await expectConsistentLedger(h);
  });
});

describe('the room', () => {
  it('hears `bonus` with the new progress after a counted bet', async () => {
    const p = await withWelcomeBonus();
    const url = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(url, {
      path: '/socket.io',
      auth: { token: p.token },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const heard = new Promise<BonusEvent>((resolve) => socket.once(SOCKET_EVENTS.bonus, resolve));
      const token = await seat(p, slot);
      expect((await bet(p, slot, token, 4)).statusCode).toBe(200);
      const event = await heard;
      expect(event.ended).toBeNull();
      expect(event.bonus).toMatchObject({ counter: 4, target: 500, campaign_id: welcomeId });
    } finally {
      socket.close();
    }
  });
});

describe('ends that never touch real money', () => {
  it('forfeit removes the bonus pocket only', async () => {
    const p = await withWelcomeBonus({ money: { available: 1_000n } });
    const forfeited = await h.call({
      method: 'DELETE',
      url: `/v1/campaigns/players/${p.id}`,
      headers: as(p.token),
    });
    expect(forfeited.statusCode).toBe(200);
    expect(forfeited.json().data).toEqual({ forfeited: true, removed_amount: 50 });
    expect(await pocketsOf(h, p.id)).toEqual({ available: 1_000n, deposited: 5_000n, bonus: 0n });
    expect((await bonusRows(p.id))[0]).toMatchObject({ status: 'forfeited', ended_amount: '5000' });
    expect(await transactionsOf(p.id, 13)).toEqual([{ amount: '5000' }]);
    expect((await me(p)).bonus).toBeNull();
    await expectConsistentLedger(h);
  });

  it('expiry removes the bonus pocket only, on the next read', async () => {
    const p = await withWelcomeBonus({ money: { available: 1_000n } });
    await h.database.db.execute(
      sql`update player_bonuses set expires_at = now() - interval '1 second' where player_id = ${p.id}`,
    );
    expect((await me(p)).bonus).toBeNull();
    expect(await pocketsOf(h, p.id)).toEqual({ available: 1_000n, deposited: 5_000n, bonus: 0n });
    expect((await bonusRows(p.id))[0]).toMatchObject({ status: 'expired', ended_amount: '5000' });
    await expectConsistentLedger(h);
  });

  it('a withdrawal while a bonus is active is refused, then forfeits it with the flag', async () => {
    const p = await withWelcomeBonus({ money: { available: 3_000n } });
    const body = { amount: 20, account_id: 999, accountNumber: 'DE89 3704 0044 0532 0130 00' };
    const refused = await cashier(h, p.token)('POST', '/withdraw', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('bonus_active');
    expect(await pocketsOf(h, p.id)).toEqual({
      available: 3_000n,
      deposited: 5_000n,
      bonus: 5_000n,
    });
    const agreed = await cashier(h, p.token)('POST', '/withdraw', { ...body, forfeit_bonus: true });
    expect(agreed.statusCode, agreed.body).toBe(201);
    expect(await pocketsOf(h, p.id)).toEqual({ available: 1_000n, deposited: 5_000n, bonus: 0n });
    expect((await bonusRows(p.id))[0]!.status).toBe('forfeited');
    await expectConsistentLedger(h);
  });

  it('a self-exclusion forfeits the active bonus', async () => {
    const p = await withWelcomeBonus();
    const excluded = await h.call({
      method: 'PUT',
      url: '/v1/me',
      headers: as(p.token),
      payload: {
        statistic: 'self_exclusion',
        status_expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(await pocketsOf(h, p.id)).toEqual({ available: 0n, deposited: 5_000n, bonus: 0n });
    expect((await bonusRows(p.id))[0]!.status).toBe('forfeited');
  });
});

describe('another player', () => {
  it('cannot read, activate or forfeit a player’s campaigns, and nothing changes', async () => {
    const a = await withWelcomeBonus();
    const b = await buildLoggedInPlayer(h.database.db);
    const calls = [
      { method: 'GET', url: `/v1/campaigns/players/${a.id}/unusedCampaigns` },
      {
        method: 'POST',
        url: `/v1/campaigns/players/${a.id}/activate`,
        payload: { code: 'PRIME50' },
      },
      { method: 'DELETE', url: `/v1/campaigns/players/${a.id}` },
      {
        method: 'POST',
        url: `/v1/campaigns/${welcomeId}/players/${a.id}/ping`,
        payload: { game_id: slot.id },
      },
    ] as const;
    for (const call of calls) {
      const response = await h.call({ ...call, headers: as(b.token) });
      expect(response.statusCode, call.url).toBe(403);
    }
    expect(await pocketsOf(h, a.id)).toMatchObject({ bonus: 5_000n });
    expect((await bonusRows(a.id)).map((row) => row.status)).toEqual(['active']);
    expect(await bonusRows(b.id)).toEqual([]);
  });
});

describe('the operator’s cost view', () => {
  it('sums what each campaign awarded, converted and removed', async () => {
    const p = await withWelcomeBonus();
    await h.call({ method: 'DELETE', url: `/v1/campaigns/players/${p.id}`, headers: as(p.token) });
    const response = await h.app.inject({
      method: 'GET',
      url: '/ops/campaigns/cost',
      headers: { 'x-ops-token': OPS_TOKEN },
    });
    expect(response.statusCode).toBe(200);
    const welcome = (
      response.json().data as { code: string; currency: string; removed_amount: number }[]
    ).find((row) => row.code === 'WELCOME100' && row.currency === 'EUR');
    expect(welcome).toMatchObject({ taken_up: expect.any(Number), converted: expect.any(Number) });
    expect(welcome!.removed_amount).toBeGreaterThanOrEqual(5_000);
    const totals = await rowsOf<{ awarded: string }>(
      h,
      sql`select coalesce(sum(amount), 0)::text as awarded from player_bonuses
        where campaign_id = ${welcomeId} and currency_id = 1 and status <> 'pending'`,
    );
    expect(welcome).toMatchObject({ awarded: Number(totals[0]!.awarded) });
  });
});

describe('free spins', () => {
  it('plays the named slot’s rounds at the spin value paid by the casino, wins to the bonus pocket', async () => {
    const unverified = await buildLoggedInPlayer(h.database.db);
    const refused = await h.call({
      method: 'POST',
      url: `/v1/campaigns/players/${unverified.id}/activate`,
      headers: as(unverified.token),
      payload: { code: 'SPINS50' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('bonus_not_available');
    expect(await bonusRows(unverified.id)).toEqual([]);
    const p = await buildLoggedInPlayer(h.database.db, {
      money: { available: 1_000n },
      smsVerifiedAt: new Date(),
    });
    const activated = await h.call({
      method: 'POST',
      url: `/v1/campaigns/players/${p.id}/activate`,
      headers: as(p.token),
      payload: { code: 'SPINS50' },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().data).toMatchObject({
      status: 'active',
      bonus: { freespins: 50, freespins_counter: 0, freespin_value: 0.2 },
    });
    const named = (
      await rowsOf<TestGame>(
        h,
        sql`select g.id, g.provider_id as "providerId", p.slug from games g
          join providers p on p.id = g.provider_id where g.slug = 'zlata-koruna-10001'`,
      )
    )[0]!;
    const ping = await h.call({
      method: 'POST',
      url: `/v1/campaigns/${await campaignId('SPINS50')}/players/${p.id}/ping`,
      headers: as(p.token),
      payload: { game_id: named.id },
    });
    expect(ping.json().data).toMatchObject({ useBonus: true, freespins_here: true });
    const token = await seat(p, named);
    // The studio's page starts at the spin value while free spins remain; other slots do not.
    const studioSession = async (launchToken: string) =>
      (
        await h.call({
          method: 'GET',
          url: `/studio/session?token=${encodeURIComponent(launchToken)}`,
        })
      ).json<{ data: { bets: number[]; start_bet?: number } }>().data;
    expect((await studioSession(token)).start_bet).toBe(0.2);
    const other = (
      await rowsOf<TestGame>(
        h,
        sql`select g.id, g.provider_id as "providerId", p.slug from games g
          join providers p on p.id = g.provider_id
          where g.engine like 'slot-%' and g.is_active and p.is_visible and g.slug <> all(array['zlata-koruna-10001', 'senor-fortuna-10002', 'prime-diamond-deluxe-10003'])
          order by g.id limit 1`,
      )
    )[0]!;
    expect((await studioSession(await seat(p, other))).start_bet).toBeUndefined();
    const betId = randomUUID();
    const spin = await bet(p, named, token, 0.2, betId);
    expect(spin.statusCode, spin.body).toBe(200);
    // The player's own money is untouched by a free spin.
    expect(await pocketsOf(h, p.id)).toEqual({ available: 1_000n, deposited: 0n, bonus: 0n });
    const won = await signedCall(h, named.slug, 'win', {
      session_token: token,
      player_id: p.id,
      currency: 'EUR',
      transaction_id: randomUUID(),
      bet_transaction_id: betId,
      round_id: `round-${betId}`,
      game_id: named.id,
      amount: 1.5,
    });
    expect(won.statusCode, won.body).toBe(200);
    expect(await pocketsOf(h, p.id)).toEqual({ available: 1_000n, deposited: 0n, bonus: 150n });
    expect((await me(p)).bonus).toMatchObject({ freespins_counter: 1, balance: 1.5 });
    // A stake of another value is the player's own.
    expect((await bet(p, named, token, 0.5)).statusCode).toBe(200);
    expect(await pocketsOf(h, p.id)).toEqual({ available: 950n, deposited: 0n, bonus: 150n });
    await expectConsistentLedger(h);
  });
});
