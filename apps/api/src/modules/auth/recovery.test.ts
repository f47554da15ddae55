import { LOGIN_BLOCK_AT_ATTEMPT, RECOVERY_LINK_HOURS, RULE_MESSAGES } from '@prime/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password';
import { nextIp } from '../../test/addresses';
import { loginFrom } from '../../test/calls/auth';
import { buildPlayer, TEST_PASSWORD, updatePlayer } from '../../test/factories/players';
import { startHarness, type Harness } from '../../test/harness';
import { linkToken, mailsTo, noMailTo } from '../../test/queries/mail';
import { findPlayerRow } from '../../test/queries/players';
import { playerTokens } from './auth.tables';
import { createPlayerTokensRepository } from './player-tokens.repository';
import { createPlayerTokensService } from './player-tokens.service';

let h: Harness;
let tokens: ReturnType<typeof createPlayerTokensService>;
beforeAll(async () => {
  h = await startHarness();
  tokens = createPlayerTokensService(createPlayerTokensRepository(h.database.db));
});
afterAll(() => h.close());

const NEW_PASSWORD = 'Fresh#Start2026';

/** Each call from its own address, so the routes' rate limits stay out of the way. */
const recover = (payload: object, ip = nextIp()) =>
  h.call({ method: 'POST', url: '/v1/auth/password/recovery', payload, remoteAddress: ip });
const manyAttempts = (payload: object) =>
  h.call({
    method: 'POST',
    url: '/v1/auth/password/manyAttempts',
    payload,
    remoteAddress: nextIp(),
  });
const reset = (payload: object) =>
  h.call({ method: 'PUT', url: '/v1/auth/password/reset', payload, remoteAddress: nextIp() });

/** A player with a reset link mailed to them, and the link's token. */
const playerWithLink = async () => {
  const player = await buildPlayer(h.database.db);
  expect((await recover({ email: player.email })).statusCode).toBe(200);
  const [mail] = await mailsTo(h.database.db, player.email);
  return { player, token: linkToken(mail!.text) };
};

const resetBody = (player: { email: string }, token: string, password = NEW_PASSWORD) => ({
  email: player.email,
  password,
  password_confirmation: password,
  token,
});

describe('POST auth/password/recovery', () => {
  it('mails a one-hour link to the public site', async () => {
    const player = await buildPlayer(h.database.db);
    const response = await recover({ email: player.email.toUpperCase(), expiration_hours: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true } });
    const [mail] = await mailsTo(h.database.db, player.email);
    expect(mail?.subject).toBe('Reset your Prime password');
    expect(mail?.text).toMatch(/http:\/\/localhost:8080\/password\/reset\/[A-Za-z0-9_-]{20,}/);
    const token = linkToken(mail!.text);
    expect(await tokens.peek(token, 'password_reset')).toBe(player.id);
  });

  it.each([
    ['cs', 'Obnovení hesla k účtu Prime'],
    ['de', 'Setzen Sie Ihr Prime-Passwort zurück'],
    ['es', 'Restablece tu contraseña de Prime'],
  ])('writes to a %s player in their language', async (language, subject) => {
    const player = await buildPlayer(h.database.db, { language });
    expect((await recover({ email: player.email })).statusCode).toBe(200);
    const [mail] = await mailsTo(h.database.db, player.email);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text).toMatch(/\/password\/reset\/[A-Za-z0-9_-]{20,}/);
  });

  it('answers an unknown e-mail exactly like a known one, and mails nobody', async () => {
    const known = await buildPlayer(h.database.db);
    const a = await recover({ email: known.email });
    const b = await recover({ email: 'nobody.here@example.com' });
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    expect(await noMailTo(h.database.db, 'nobody.here@example.com')).toEqual([]);
  });

  it('also finds the account by nickname (the lockout flow knows only what was typed)', async () => {
    const player = await buildPlayer(h.database.db);
    await recover({ username: player.username });
    expect(await mailsTo(h.database.db, player.email)).toHaveLength(1);
  });

  it('fixes the expiry itself, whatever the client asks', async () => {
    const player = await buildPlayer(h.database.db);
    await recover({ email: player.email, expiration_hours: 48 });
    await mailsTo(h.database.db, player.email);
    const [row] = await h.database.db
      .select()
      .from(playerTokens)
      .where(eq(playerTokens.playerId, player.id));
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(RECOVERY_LINK_HOURS, 1);
  });

  it('replaces the earlier link with a new one', async () => {
    const { player, token: first } = await playerWithLink();
    await recover({ email: player.email });
    const mails = await mailsTo(h.database.db, player.email, 2);
    const second = linkToken(mails[0]!.text);
    expect(second).not.toBe(first);
    expect(await tokens.peek(first, 'password_reset')).toBeUndefined();
    expect(await tokens.peek(second, 'password_reset')).toBe(player.id);
  });

  it('sends one account at most three links an hour', async () => {
    const player = await buildPlayer(h.database.db);
    for (let index = 0; index < 5; index += 1) await recover({ email: player.email });
    await mailsTo(h.database.db, player.email, 3);
    expect(await noMailTo(h.database.db, player.email)).toHaveLength(3);
  });

  it('mails nobody for a closed or unfinished account', async () => {
    const closed = await buildPlayer(h.database.db, { status: 'closed' });
    const unfinished = await buildPlayer(h.database.db, { status: 'incompleted' });
    await recover({ email: closed.email });
    await recover({ email: unfinished.email });
    expect(await noMailTo(h.database.db, closed.email)).toEqual([]);
    expect(await noMailTo(h.database.db, unfinished.email)).toEqual([]);
  });

  it.each([
    ['no e-mail nor username', {}, 'email', RULE_MESSAGES.required],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email', RULE_MESSAGES.email_error],
    [
      'an e-mail with a space',
      { email: 'a b@example.com' },
      'email',
      RULE_MESSAGES.spaces_not_allowed,
    ],
    ['an overlong e-mail', { email: `${'a'.repeat(250)}@ex.com` }, 'email', RULE_MESSAGES.too_long],
    [
      'a negative expiry',
      { email: 'a@example.com', expiration_hours: -1 },
      'expiration_hours',
      undefined,
    ],
  ])('refuses %s with 422', async (_label, payload, field, message) => {
    const response = await recover(payload, '192.0.2.50');
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toContain(field);
    if (message) expect(body.errors[field]).toContain(message);
  });

  it('limits how often one address may ask', async () => {
    const statuses = [];
    for (let index = 0; index < 12; index += 1) {
      statuses.push((await recover({ email: 'flood@example.com' }, '192.0.2.99')).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST auth/password/manyAttempts', () => {
  it('warns the owner with a reset link, answering as for an unknown account', async () => {
    const player = await buildPlayer(h.database.db);
    const known = await manyAttempts({ username: player.username });
    const unknown = await manyAttempts({ username: 'nosuchnick99' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const [mail] = await mailsTo(h.database.db, player.email);
    expect(mail?.subject).toBe('Many failed logins to your Prime account');
    expect(await tokens.peek(linkToken(mail!.text), 'password_reset')).toBe(player.id);
  });

  it.each([
    ['nothing', {}],
    ['an empty username', { username: '' }],
    ['an overlong username', { username: 'x'.repeat(300) }],
  ])('refuses %s with 422', async (_label, payload) => {
    expect((await manyAttempts(payload)).statusCode).toBe(422);
  });
});

describe('PUT auth/password/reset', () => {
  it('sets the new password once, ends every session and answers 204', async () => {
    const { player, token } = await playerWithLink();
    const login = loginFrom(h, '192.0.2.10');
    const session = (await login(player.username, TEST_PASSWORD)).json().data.token;
    const response = await reset(resetBody(player, token));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const me = await h.call({ method: 'GET', url: '/v1/me', headers: { 'user-token': session } });
    expect(me.statusCode).toBe(401);
    expect((await login(player.username, TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(player.username, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.is_crypt).toBe(true);

    const again = await reset(resetBody(player, token, 'Another#Pass2026'));
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_token');
    expect(await tokens.peek(token, 'password_reset')).toBeUndefined();
  });

  it('stores an argon2id hash and renews an imported player', async () => {
    const { player, token } = await playerWithLink();
    await updatePlayer(h.database.db, player.id, { isCrypt: false });
    expect((await reset(resetBody(player, token))).statusCode).toBe(204);
    const row = await findPlayerRow(h.database.db, player.id);
    expect(row!.isCrypt).toBe(true);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, NEW_PASSWORD)).toBe(true);
  });

  it('refuses an expired link', async () => {
    const { player, token } = await playerWithLink();
    await tokens.expire(token, new Date(Date.now() - 1000));
    const response = await reset(resetBody(player, token));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This link is invalid or has expired.',
      code: 'invalid_token',
    });
  });

  it("refuses another player's link, and leaves it usable by its owner", async () => {
    const { player: owner, token } = await playerWithLink();
    const other = await buildPlayer(h.database.db);
    const response = await reset(resetBody(other, token));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_token');
    expect(await tokens.peek(token, 'password_reset')).toBe(owner.id);
    const row = await findPlayerRow(h.database.db, other.id);
    expect(await verifyPassword(row!.passwordHash, TEST_PASSWORD)).toBe(true);
  });

  it('refuses an unknown token and an activation token', async () => {
    const player = await buildPlayer(h.database.db);
    expect((await reset(resetBody(player, 'not-a-token'))).json().code).toBe('invalid_token');
    const activation = await h.database.db.transaction((tx) =>
      tokens.issue(tx as never, player.id, 'activation', 60_000),
    );
    expect((await reset(resetBody(player, activation))).json().code).toBe('invalid_token');
  });

  it('lets exactly one of two parallel resets with the same link through', async () => {
    const { player, token } = await playerWithLink();
    const answers = await Promise.all([
      reset(resetBody(player, token, 'First#Pass2026')),
      reset(resetBody(player, token, 'Second#Pass2026')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 400]);
  });

  it('lifts the login lock of the account', async () => {
    const { player, token } = await playerWithLink();
    const login = loginFrom(h, '192.0.2.11');
    for (let index = 0; index < LOGIN_BLOCK_AT_ATTEMPT; index += 1) {
      await login(player.username, 'Wrong#Pass1');
    }
    expect((await login(player.username, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await reset(resetBody(player, token))).statusCode).toBe(204);
    expect((await login(player.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  const valid = {
    email: 'x@example.com',
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    token: 't',
  };
  it.each([
    ['no e-mail', { ...valid, email: undefined }, 'email'],
    ['a malformed e-mail', { ...valid, email: 'nope' }, 'email'],
    ['a short password', { ...valid, password: 'Ab1#', password_confirmation: 'Ab1#' }, 'password'],
    [
      'no uppercase',
      { ...valid, password: 'fresh#start2026', password_confirmation: 'fresh#start2026' },
      'password',
    ],
    [
      'no lowercase',
      { ...valid, password: 'FRESH#START2026', password_confirmation: 'FRESH#START2026' },
      'password',
    ],
    [
      'no digit',
      { ...valid, password: 'Fresh#StartNow', password_confirmation: 'Fresh#StartNow' },
      'password',
    ],
    [
      'no special character',
      { ...valid, password: 'FreshStart2026', password_confirmation: 'FreshStart2026' },
      'password',
    ],
    [
      'a space',
      { ...valid, password: 'Fresh #Start2026', password_confirmation: 'Fresh #Start2026' },
      'password',
    ],
    [
      'an overlong password',
      {
        ...valid,
        password: `Aa1#${'x'.repeat(130)}`,
        password_confirmation: `Aa1#${'x'.repeat(130)}`,
      },
      'password',
    ],
    [
      'a different confirmation',
      { ...valid, password_confirmation: 'Fresh#Start2027' },
      'password_confirmation',
    ],
    ['no confirmation', { ...valid, password_confirmation: undefined }, 'password_confirmation'],
    ['no token', { ...valid, token: undefined }, 'token'],
    ['an empty token', { ...valid, token: '' }, 'token'],
    ['an overlong token', { ...valid, token: 't'.repeat(129) }, 'token'],
  ])('refuses %s with 422', async (_label, payload, field) => {
    const response = await reset(payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('refuses a password equal to the e-mail local part and keeps the link', async () => {
    // Nicknames are letters and digits only, so no strong password can equal one; an e-mail
    // local part may hold special characters, so this rule is reachable through it.
    const localPart = `Strong#Pass${Date.now() % 100_000}`;
    const player = await buildPlayer(h.database.db, { email: `${localPart}@example.com` });
    await recover({ email: player.email });
    const [mail] = await mailsTo(h.database.db, player.email);
    const token = linkToken(mail!.text);
    const response = await reset(
      resetBody(player, token, localPart.toLowerCase().replace('s', 'S')),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      password: [RULE_MESSAGES.password_nickname_email_check],
    });
    expect(await tokens.peek(token, 'password_reset')).toBe(player.id);
  });
});
