import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, launchToken } from '../../test/calls/play';
import { signedCall } from '../../test/calls/seamless';
import { buildLoggedInPlayer, type PlayerColumns } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';
import { findSlot, type TestGame } from '../../test/queries/games';
import { findPlayerRow } from '../../test/queries/players';

let h: Harness;
let slot: TestGame;

beforeAll(async () => {
  h = await startHarness();
  slot = await findSlot(h);
});
afterAll(() => h.close());

const sessionRows = async (playerId: number) =>
  (
    (await h.database.db.execute(
      sql`select mode, demo_balance::text from game_sessions where player_id = ${playerId}`,
    )) as unknown as { rows: { mode: string }[] }
  ).rows;

describe('POST casino/play/{provider_slug}', () => {
  it('opens demo play for a visitor, with play money and no player', async () => {
    const response = await launch(h, slot, undefined, { is_demo: 1, user_currency: 'EUR' });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: { play_for_fun: string } }>().data;
    expect(data.play_for_fun).toMatch(/^\/games\/\?token=/);
    expect(data).not.toHaveProperty('play_for_real');
    const token = launchToken(response);
    const session = await h.app.inject({ method: 'GET', url: `/studio/session?token=${token}` });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({ data: { mode: 'demo', balance: 1000 } });
  });

  it('opens real play for a logged-in player, and demo when asked', async () => {
    const player = await buildLoggedInPlayer(h.database.db, { money: { available: 500n } });
    const real = await launch(h, slot, player.token, { user_id: 999_999, skin_id: 77 });
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().data.play_for_real).toMatch(/^\/games\/\?token=/);
    expect(await sessionRows(player.id)).toEqual([{ mode: 'real', demo_balance: null }]);
    const demo = await launch(h, slot, player.token, { is_demo: true });
    expect(demo.json().data.play_for_fun).toBeDefined();
  });

  it('answers Game not available for an unknown game, a wrong provider or a disabled one', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    const hidden = await findSlot(h, false);
    const attempts: [TestGame, string | undefined][] = [
      [{ ...slot, id: 9_999_999 }, player.token],
      [{ ...slot, slug: 'backroom-labs' }, player.token],
      [hidden, player.token],
      [hidden, undefined],
    ];
    for (const [game, token] of attempts) {
      const response = await launch(h, game, token);
      expect(response.statusCode, JSON.stringify(game)).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'game_not_available',
        message: 'Game not available',
      });
    }
    expect(await sessionRows(player.id)).toEqual([]);
  });

  const future = new Date(Date.now() + 3 * 86_400_000);
  const refusals: [string, PlayerColumns, number, string, RegExp][] = [
    ['terms not accepted', { termsAccepted: false }, 403, 'terms_not_accepted', /terms/i],
    ['a PEP without basic KYC', { isPep: true }, 403, 'kyc_invalid', /KYC status is not valid/],
    ['a UBO without basic KYC', { isUbo: true }, 403, 'kyc_invalid', /KYC status is not valid/],
    [
      'a disabled account',
      { status: 'disabled', statusExpiresAt: future },
      403,
      'account_disabled',
      /disable until to \d{4}-/,
    ],
    ['a risky country without idApproved', { countryCode: 'NG' }, 403, 'kyc_invalid', /KYC/],
    [
      'a self-excluded player',
      { status: 'self_excluded', statusExpiresAt: future },
      403,
      'self_excluded',
      /excluded yourself/,
    ],
    ['a closed account', { status: 'closed' }, 403, 'player_blocked', /cannot play/],
  ];
  it.each(refusals)('refuses real play to %s', async (_name, columns, status, code, message) => {
    const player = await buildLoggedInPlayer(h.database.db, columns);
    const response = await launch(h, slot, player.token);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(response.json().message).toMatch(message);
    expect(await sessionRows(player.id)).toEqual([]);
  });

  it('gives the date of a disabled account in details', async () => {
    const player = await buildLoggedInPlayer(h.database.db, {
      status: 'disabled',
      statusExpiresAt: future,
    });
    const response = await launch(h, slot, player.token);
    expect(response.json().details).toEqual({ status_expires_at: future.toISOString() });
  });

  it('lets a player whose exclusion ended play again', async () => {
    const past = new Date(Date.now() - 60_000);
    const player = await buildLoggedInPlayer(h.database.db, {
      status: 'self_excluded',
      statusExpiresAt: past,
    });
    expect((await launch(h, slot, player.token)).statusCode).toBe(200);
  });

  it('refuses a malformed launch without opening anything', async () => {
    const player = await buildLoggedInPlayer(h.database.db);
    for (const payload of [{}, { game_id: 'x', provider_id: 1 }, { game_id: 1, provider_id: -3 }]) {
      const response = await h.call({
        method: 'POST',
        url: `/v1/casino/play/${slot.slug}`,
        headers: { 'user-token': player.token },
        payload,
      });
      expect(response.statusCode).toBe(422);
    }
    const badSlug = await h.call({
      method: 'POST',
      url: '/v1/casino/play/NOT_A_SLUG',
      payload: { game_id: slot.id, provider_id: slot.providerId },
    });
    expect(badSlug.statusCode).toBe(422);
    expect(await sessionRows(player.id)).toEqual([]);
  });
});

describe('the lobby link of a game', () => {
  /** The lobby_url the game page reads after a demo launch that asked for `lobbyUrl`. */
  const keptLobbyUrl = async (lobbyUrl: string) => {
    const response = await launch(h, slot, undefined, { lobby_url: lobbyUrl });
    expect(response.statusCode, response.body).toBe(200);
    const token = encodeURIComponent(launchToken(response));
    const session = await h.app.inject({ method: 'GET', url: `/studio/session?token=${token}` });
    return session.json<{ data: { lobby_url: string } }>().data.lobby_url;
  };

  it.each([
    ['a backslash', '/\\evil.example/x'],
    ['a tab', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a scheme-relative address', '//evil.example'],
    ['three slashes', '///evil.example'],
    ['a dot segment before two slashes', '/.//evil.example'],
    ['another site', 'https://evil.example/casino'],
    ['a script', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
  ])('leads back to the site root instead of %s', async (_name, lobbyUrl) => {
    expect(await keptLobbyUrl(lobbyUrl)).toBe('/');
  });

  it.each([
    ['a path of the site', '/en/casino?tag=new#top', '/en/casino?tag=new#top'],
    ['an address of the site itself, as its path', 'http://localhost:8080/casino', '/casino'],
    [
      'an escaped backslash, which stays a path of the site',
      '/%5Cevil.example',
      '/%5Cevil.example',
    ],
  ])('keeps %s', async (_name, lobbyUrl, kept) => {
    const stored = await keptLobbyUrl(lobbyUrl);
    expect(stored).toBe(kept);
    expect(new URL(stored, 'https://casino.example').origin).toBe('https://casino.example');
  });
});

describe('reality check', () => {
  it('summarises the session, makes bets wait, and a new launch clears it', async () => {
    const player = await buildLoggedInPlayer(h.database.db, { money: { available: 2_000n } });
    const seat = launchToken(await launch(h, slot, player.token));
    const bet = (id = randomUUID()) =>
      signedCall(h, slot.slug, 'bet', {
        session_token: seat,
        player_id: player.id,
        currency: 'EUR',
        transaction_id: id,
        round_id: 'r',
        game_id: slot.id,
        amount: 2,
      });
    const first = randomUUID();
    await bet(first);
    await signedCall(h, slot.slug, 'win', {
      session_token: seat,
      player_id: player.id,
      currency: 'EUR',
      transaction_id: randomUUID(),
      bet_transaction_id: first,
      round_id: 'r',
      game_id: slot.id,
      amount: 0.5,
    });

    const check = await h.call({
      method: 'POST',
      url: '/v1/me/mga/realityCheck',
      headers: { 'user-token': player.token },
      payload: { minutes: 15 },
    });
    expect(check.statusCode, check.body).toBe(200);
    const data = check.json().data;
    expect(data.session).toMatchObject({ wagered: 2, net: -1.5, currency: { code: 'EUR' } });
    expect(data.message).toMatchObject({ type: 'realityCheck', duration: 60, read_at: null });
    expect(data.message.body).toContain('€2.00');
    expect(data.message.body).toContain('-€1.50');

    expect((await bet()).json()).toMatchObject({ code: 'reality_check_pending' });
    expect((await launch(h, slot, player.token)).statusCode).toBe(200);
    expect((await bet()).statusCode).toBe(200);

    const read = await h.call({
      method: 'GET',
      url: `/v1/me/messages/${data.message.id}`,
      headers: { 'user-token': player.token },
    });
    expect(read.json().data.read_at).not.toBeNull();
    const other = await buildLoggedInPlayer(h.database.db);
    const foreign = await h.call({
      method: 'GET',
      url: `/v1/me/messages/${data.message.id}`,
      headers: { 'user-token': other.token },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('needs a login and a valid interval', async () => {
    const anonymous = await h.call({
      method: 'POST',
      url: '/v1/me/mga/realityCheck',
      payload: { minutes: 15 },
    });
    expect(anonymous.statusCode).toBe(401);
    const player = await buildLoggedInPlayer(h.database.db);
    const bad = await h.call({
      method: 'POST',
      url: '/v1/me/mga/realityCheck',
      headers: { 'user-token': player.token },
      payload: { minutes: 0 },
    });
    expect(bad.statusCode).toBe(422);
    const stored = await findPlayerRow(h.database.db, player.id);
    const row = stored && { reason: stored.statusReason };
    expect(row!.reason).toBeNull();
  });
});
