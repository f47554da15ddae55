import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedInPlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ rateLimitMax: 1_000_000 });
});
afterAll(() => h.close());

const as = (token: string) => ({ 'user-token': token });
const setLimit = (token: string, field: string, value: string | number | null, extra = {}) =>
  h.call({
    method: 'PUT',
    url: '/v1/me',
    headers: as(token),
    payload: { field, [field]: value, ...extra },
  });
const me = async (token: string) =>
  (await h.call({ method: 'GET', url: '/v1/me', headers: as(token) })).json().data;
const requests = async (token: string) =>
  (
    await h.call({
      method: 'GET',
      url: '/v1/me/statistics/last?type=limits&to_activate=1',
      headers: as(token),
    })
  ).json().data as { id: number; field: string; status: string; response: object }[];
/** Moves the player's limit changes back in time, as the passing of `hours` would. */
const age = (playerId: number, hours: number) =>
  h.database.db.execute(sql`update limit_changes set
      created_at = created_at - make_interval(hours => ${hours}),
      activates_at = activates_at - make_interval(hours => ${hours})
    where player_id = ${playerId}`);

describe('limits: lower at once, raise after 24 hours and a confirmation', () => {
  it('applies a first limit and a lower one at once, and shows what is left', async () => {
    const { token, id } = await buildLoggedInPlayer(h.database.db);
    expect((await setLimit(token, 'max_weekly_deposit', '500')).statusCode).toBe(200);
    expect((await me(token)).limits.max_weekly_deposit).toBe(500);
    await age(id, 25);
    expect((await setLimit(token, 'max_weekly_deposit', '300')).statusCode).toBe(200);
    expect((await me(token)).limits.max_weekly_deposit).toBe(300);
    expect(await requests(token)).toEqual([]);
    const usage = (await h.call({ method: 'GET', url: '/v1/me/limits', headers: as(token) })).json()
      .data as { field: string; limit: number | null; left: number | null }[];
    expect(usage.find((entry) => entry.field === 'max_weekly_deposit')).toMatchObject({
      period: 'week',
      limit: 300,
      used: 0,
      left: 300,
    });
    expect(usage.find((entry) => entry.field === 'max_daily_bet')).toMatchObject({
      limit: null,
      left: null,
    });
  });

  it('keeps a raise waiting 24 hours, then applies it only when the player confirms', async () => {
    const { token, id } = await buildLoggedInPlayer(h.database.db, { maxDailyBet: 10_000n });
    expect((await setLimit(token, 'max_daily_bet', '500')).statusCode).toBe(200);
    expect((await me(token)).betLimits.max_daily_bet).toBe(100);
    const [waiting] = await requests(token);
    expect(waiting).toMatchObject({
      field: 'max_daily_bet',
      status: 'pending',
      response: { max_daily_bet: '500' },
    });
    // The field is locked meanwhile.
    const locked = await setLimit(token, 'max_daily_bet', '50');
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'limit_change_pending' });
    const early = await h.call({
      method: 'POST',
      url: `/v1/me/statistics/${waiting!.id}/confirm`,
      headers: as(token),
    });
    expect(early.json()).toMatchObject({ code: 'limit_request_not_confirmable' });
    await age(id, 24);
    expect((await requests(token))[0]).toMatchObject({ status: 'confirmable' });
    const confirmed = await h.call({
      method: 'POST',
      url: `/v1/me/statistics/${waiting!.id}/confirm`,
      headers: as(token),
    });
    expect(confirmed.statusCode).toBe(204);
    expect((await me(token)).betLimits.max_daily_bet).toBe(500);
    expect(await requests(token)).toEqual([]);
  });

  it('treats removing a limit as a raise, and lets the player delete the request', async () => {
    const { token } = await buildLoggedInPlayer(h.database.db, { maxDailyLoss: 5_000n });
    expect((await setLimit(token, 'max_daily_loss', null)).statusCode).toBe(200);
    const [waiting] = await requests(token);
    expect(waiting).toMatchObject({ response: { max_daily_loss: null } });
    const deleted = await h.call({
      method: 'DELETE',
      url: `/v1/me/statistics/${waiting!.id}`,
      headers: as(token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await requests(token)).toEqual([]);
    expect((await me(token)).betLimits.max_daily_loss).toBe(50);
  });

  it('allows one change of a limit in 24 hours', async () => {
    const { token, id } = await buildLoggedInPlayer(h.database.db);
    expect((await setLimit(token, 'max_daily_deposit', '100')).statusCode).toBe(200);
    const again = await setLimit(token, 'max_daily_deposit', '50');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      code: 'limit_change_too_soon',
      details: { next_change_at: expect.any(String) },
    });
    // Another limit is free to change.
    expect((await setLimit(token, 'max_daily_bet', '50')).statusCode).toBe(200);
    await age(id, 24);
    expect((await setLimit(token, 'max_daily_deposit', '50')).statusCode).toBe(200);
    expect((await me(token)).limits.max_daily_deposit).toBe(50);
  });

  it('takes a limit as a JSON number, as GET me answers it', async () => {
    const { token, id } = await buildLoggedInPlayer(h.database.db);
    expect((await setLimit(token, 'max_daily_deposit', 150)).statusCode).toBe(200);
    expect((await setLimit(token, 'max_daily_playing_time', 90)).statusCode).toBe(200);
    expect((await setLimit(token, 'max_monthly_loss', 9_999_999_999)).statusCode).toBe(200);
    const player = await me(token);
    expect(player.limits.max_daily_deposit).toBe(150);
    expect(player.betLimits).toMatchObject({
      max_daily_playing_time: 90,
      max_monthly_loss: 9_999_999_999,
    });
    // The limits GET me answers go back as they came, the others along unchanged.
    await age(id, 25);
    const lower = await setLimit(token, 'max_daily_deposit', 100, {
      max_weekly_deposit: player.limits.max_weekly_deposit,
      max_daily_playing_time: player.betLimits.max_daily_playing_time,
    });
    expect(lower.statusCode, lower.body).toBe(200);
    expect((await me(token)).limits.max_daily_deposit).toBe(100);
  });

  it("takes spec 02 §7's payload with activated_at, and decides itself when a change applies", async () => {
    const { token } = await buildLoggedInPlayer(h.database.db);
    const payload = (field: string, value: string, activatedAt: string | null) => ({
      max_daily_deposit: null,
      max_weekly_deposit: null,
      max_monthly_deposit: null,
      max_daily_bet: null,
      max_daily_loss: null,
      [field]: value,
      field,
      activated_at: activatedAt,
    });
    const put = (body: object) =>
      h.call({ method: 'PUT', url: '/v1/me', headers: as(token), payload: body });
    // A first limit applies at once, whenever the site thinks it starts.
    const future = new Date(Date.now() + 48 * 3_600_000).toISOString();
    const first = await put(payload('max_daily_bet', '50', future));
    expect(first.statusCode, first.body).toBe(200);
    expect((await me(token)).betLimits.max_daily_bet).toBe(50);
    // A first deposit limit with spec 02 §7's time form and one with none: at once as well.
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    expect((await put(payload('max_daily_deposit', '100', now))).statusCode).toBe(200);
    expect((await put(payload('max_daily_loss', '80', null))).statusCode).toBe(200);
    expect((await me(token)).limits.max_daily_deposit).toBe(100);
    expect((await me(token)).betLimits.max_daily_loss).toBe(80);
    // A raise waits for its 24 hours and the confirmation, even when the site says now.
    await age((await me(token)).id, 25);
    const raise = await put(payload('max_daily_bet', '500', new Date().toISOString()));
    expect(raise.statusCode, raise.body).toBe(200);
    expect((await me(token)).betLimits.max_daily_bet).toBe(50);
    expect(await requests(token)).toMatchObject([{ field: 'max_daily_bet', status: 'pending' }]);
  });

  it.each(['tomorrow', '2026-02-30 10:00:00', '2026-03-01 24:00:00', 5])(
    'refuses activated_at %s with 422 on that field and changes nothing',
    async (activatedAt) => {
      const { token } = await buildLoggedInPlayer(h.database.db);
      const refused = await setLimit(token, 'max_daily_bet', '50', { activated_at: activatedAt });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['activated_at']);
      expect((await me(token)).betLimits.max_daily_bet).toBeNull();
    },
  );

  it.each([
    ['letters', 'max_daily_deposit', '12a'],
    ['eleven digits', 'max_daily_deposit', '12345678901'],
    ['a negative number', 'max_daily_bet', '-5'],
    ['more than a day of play', 'max_daily_playing_time', '1441'],
    ['a number of eleven digits', 'max_daily_deposit', 12_345_678_901],
    ['a negative number as a number', 'max_daily_bet', -5],
    ['a number with decimals', 'max_daily_bet', 12.5],
    ['a number written with an exponent', 'max_weekly_bet', 1e21],
    ['more than a day of play as a number', 'max_daily_playing_time', 1441],
    ['a flag', 'max_daily_loss', true],
  ])('refuses %s with 422 on its field and changes nothing', async (_name, field, value) => {
    const { token } = await buildLoggedInPlayer(h.database.db);
    const refused = await h.call({
      method: 'PUT',
      url: '/v1/me',
      headers: as(token),
      payload: { field, [field]: value },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual([field]);
    const player = await me(token);
    expect({ ...player.limits, ...player.betLimits }).toMatchObject({ [field]: null });
  });

  it('refuses a tighter period above a looser one, and changes nothing', async () => {
    const { token } = await buildLoggedInPlayer(h.database.db, { maxWeeklyDeposit: 10_000n });
    const refused = await setLimit(token, 'max_daily_deposit', '200');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { max_daily_deposit: ['The daily limit cannot be above the weekly one.'] },
    });
    expect((await me(token)).limits.max_daily_deposit).toBeNull();
  });
});

describe('limits of another player', () => {
  it('cannot be read, deleted or confirmed by player B', async () => {
    const a = await buildLoggedInPlayer(h.database.db, { maxMonthlyBet: 10_000n });
    const b = await buildLoggedInPlayer(h.database.db);
    await setLimit(a.token, 'max_monthly_bet', '200');
    const [waiting] = await requests(a.token);
    expect(await requests(b.token)).toEqual([]);
    for (const [method, url] of [
      ['DELETE', `/v1/me/statistics/${waiting!.id}`],
      ['POST', `/v1/me/statistics/${waiting!.id}/confirm`],
    ] as const) {
      const answer = await h.call({ method, url, headers: as(b.token) });
      expect(answer.statusCode).toBe(404);
    }
    expect(await requests(a.token)).toHaveLength(1);
  });
});

describe('the periods a limit counts over', () => {
  it('counts this ISO week and this calendar month (UTC), not the days before them', async () => {
    const { token, id } = await buildLoggedInPlayer(h.database.db);
    const today = new Date();
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const firstOfMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
    const lastOfPrevious = new Date(firstOfMonth.getTime() - 86_400_000);
    const monday = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) -
        ((today.getUTCDay() + 6) % 7) * 86_400_000,
    );
    await h.database.db.execute(sql`insert into play_days (player_id, day, bets, wins)
      values (${id}, ${day(firstOfMonth)}::date, 1000, 200),
        (${id}, ${day(lastOfPrevious)}::date, 500, 0)`);
    const inWeek = (date: Date) => date.getTime() >= monday.getTime();
    const usage = (await h.call({ method: 'GET', url: '/v1/me/limits', headers: as(token) })).json()
      .data as { field: string; used: number }[];
    const used = (field: string) => usage.find((entry) => entry.field === field)!.used;
    expect(used('max_monthly_bet')).toBe(10);
    expect(used('max_monthly_loss')).toBe(8);
    expect(used('max_weekly_bet')).toBe(
      (inWeek(firstOfMonth) ? 10 : 0) + (inWeek(lastOfPrevious) ? 5 : 0),
    );
    expect(used('max_daily_bet')).toBe(day(firstOfMonth) === day(today) ? 10 : 0);
  });
});
