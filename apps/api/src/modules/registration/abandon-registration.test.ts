import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/addresses';
import { loginFrom } from '../../test/calls/auth';
import { buildPlayer, updatePlayer } from '../../test/factories/players';
import { register } from '../../test/factories/registration';
import { fundWallet } from '../../test/factories/wallet';
import { startHarness, type Harness } from '../../test/harness';
import { findPlayerRow } from '../../test/queries/players';
import { rowsOf } from '../../test/queries/rows';

let h: Harness;
beforeAll(async () => {
  // The sweep runs every 200 ms here; registrations are removed after the default 7 days.
  h = await startHarness({ registrationSweepEveryMs: 200 });
});
afterAll(() => h.close());

const abandon = (id: number, token?: string) =>
  h.call({
    method: 'DELETE',
    url: `/v1/static/players/${id}`,
    headers: token ? { token } : {},
    remoteAddress: nextIp(),
  });

/** What is left of a player: the row, its tokens, its codes and its login tries. */
const leftOf = async (playerId: number) =>
  (
    await rowsOf<{ players: number; tokens: number; codes: number; logins: number }>(
      h,
      sql`select
        (select count(*)::int from players where id = ${playerId}) as players,
        (select count(*)::int from player_tokens where player_id = ${playerId}) as tokens,
        (select count(*)::int from verification_codes where player_id = ${playerId}) as codes,
        (select count(*)::int from login_attempts where player_id = ${playerId}) as logins`,
    )
  )[0]!;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('DELETE static/players/{id}', () => {
  it('removes the unfinished registration of the token’s owner, so it can start again', async () => {
    const p = await register(h);
    expect(await leftOf(p.id)).toMatchObject({ players: 1, tokens: 1, codes: 1 });
    const response = await abandon(p.id, p.token);
    expect(response.statusCode, response.body).toBe(204);
    expect(await leftOf(p.id)).toEqual({ players: 0, tokens: 0, codes: 0, logins: 0 });
    // The nickname and e-mail are free again.
    const again = await register(h, { username: p.body.username, email: p.body.email });
    expect(again.id).not.toBe(p.id);
    expect((await abandon(p.id, p.token)).json().code).toBe('invalid_token');
  });

  it('refuses another registration’s token, a missing and an unknown one, removing nothing', async () => {
    const a = await register(h);
    const b = await register(h);
    const withB = await abandon(a.id, b.token);
    expect(withB.statusCode).toBe(403);
    expect(withB.json().code).toBe('forbidden');
    expect((await abandon(a.id)).statusCode).toBe(401);
    expect((await abandon(a.id, 'not-a-token')).json().code).toBe('invalid_token');
    expect(await leftOf(a.id)).toMatchObject({ players: 1, tokens: 1 });
    expect(await leftOf(b.id)).toMatchObject({ players: 1, tokens: 1 });
  });
});

describe('the sweep of abandoned registrations', () => {
  it('removes only unfinished registrations older than the configured days', async () => {
    const stale = await register(h);
    // A login try of the unfinished account stays, without the account.
    const tried = await loginFrom(h, '203.0.113.90')(stale.body.username, stale.body.password);
    expect(tried.json().code).toBe('registration_incomplete');
    await updatePlayer(h.database.db, stale.id, { createdAt: daysAgo(8) });
    const fresh = await register(h);
    await updatePlayer(h.database.db, fresh.id, { createdAt: daysAgo(6) });
    const finished = await buildPlayer(h.database.db, { createdAt: daysAgo(400) });
    const withMoney = await register(h);
    await fundWallet(h.database.db, withMoney.id, { available: 500n });
    await updatePlayer(h.database.db, withMoney.id, { createdAt: daysAgo(30) });

    await expect.poll(async () => (await leftOf(stale.id)).players, { timeout: 5_000 }).toBe(0);
    expect(await leftOf(stale.id)).toEqual({ players: 0, tokens: 0, codes: 0, logins: 0 });
    const [attempt] = await rowsOf<{ player_id: number | null }>(
      h,
      sql`select player_id from login_attempts where login = ${stale.body.username.toLowerCase()}`,
    );
    expect(attempt).toEqual({ player_id: null });
    expect(await findPlayerRow(h.database.db, fresh.id)).toMatchObject({ status: 'incompleted' });
    expect(await findPlayerRow(h.database.db, finished.id)).toMatchObject({ status: 'active' });
    // Money or any history keeps even an unfinished registration.
    expect(await leftOf(withMoney.id)).toMatchObject({ players: 1, tokens: 1 });
  });
});
