import { RULE_MESSAGES, type RegisterBody } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/addresses';
import { buildRegisterBody, register } from '../../test/factories/registration';
import { startHarness, type Harness } from '../../test/harness';
import { latestMessage } from '../../test/queries/mail';
import { countPlayers, findPlayerRow } from '../../test/queries/players';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const post = (url: string, payload: unknown) =>
  h.call({ method: 'POST', url, payload: payload as object, remoteAddress: nextIp() });

const playerCount = () => countPlayers(h.database.db);

describe('POST auth/register', () => {
  it('creates an incompleted player, answers the activation token and mails the code with a link', async () => {
    const body = buildRegisterBody({ mobile: '+420601234567', promocode: 'WELCOME100' });
    const response = await post('/v1/auth/register', body);
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: { data: { id: number }; token: string } }>();
    expect(data.token.length).toBeGreaterThan(20);
    const row = await findPlayerRow(h.database.db, data.data.id);
    expect(row).toMatchObject({
      status: 'incompleted',
      username: body.username,
      mobile: '+420601234567',
      currencyId: 42,
      countryCode: 'CZ',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.registrationCampaignId).not.toBeNull();
    const mail = await latestMessage(h, body.email);
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    expect(mail?.text).toContain(`http://localhost:8080/en/registration/${data.token}`);
  });

  it('accepts a code-only bonus code in any letter case', async () => {
    const response = await post('/v1/auth/register', buildRegisterBody({ promocode: 'prime50' }));
    expect(response.statusCode).toBe(201);
  });

  const broken: [string, Partial<RegisterBody>, string, string?][] = [
    ['empty nickname', { username: '' }, 'username', RULE_MESSAGES.required],
    ['short nickname', { username: 'abc12' }, 'username', RULE_MESSAGES.username_error_min],
    ['long nickname', { username: 'a'.repeat(26) }, 'username', RULE_MESSAGES.username_error_max],
    [
      'nickname with a space',
      { username: 'ab cdef' },
      'username',
      RULE_MESSAGES.spaces_not_allowed,
    ],
    [
      'nickname with a symbol',
      { username: 'abc_def' },
      'username',
      RULE_MESSAGES.special_characters,
    ],
    ['bad e-mail', { email: 'no-at-sign.example' }, 'email', RULE_MESSAGES.email_error],
    ['short e-mail', { email: 'a@b.c' }, 'email', RULE_MESSAGES.email_error],
    [
      'weak password',
      { password: 'password', password_confirmation: 'password' },
      'password',
      RULE_MESSAGES.password_error,
    ],
    [
      'password with a space',
      { password: 'Sec ret#2026', password_confirmation: 'Sec ret#2026' },
      'password',
      RULE_MESSAGES.spaces_not_allowed,
    ],
    [
      'confirmation differs',
      { password_confirmation: 'Secret#2026b' },
      'password_confirmation',
      RULE_MESSAGES.passwords_no_match,
    ],
    ['no acceptance', { acceptance: 0 as unknown as 1 }, 'acceptance'],
    ['country not a code', { country: 'Czechia' }, 'country'],
    ['unknown country', { country: 'QQ' }, 'country'],
    ['unknown currency', { currency_id: 999 }, 'currency_id'],
    ['empty bonus choice', { promocode: '' }, 'promocode', RULE_MESSAGES.required],
    [
      'bonus code with a space',
      { promocode: 'PRIME 50' },
      'promocode',
      RULE_MESSAGES.spaces_not_allowed,
    ],
    ['invalid phone', { mobile: '+4206' }, 'mobile', RULE_MESSAGES.invalid_phone],
    ['phone without prefix', { mobile: '601234567' }, 'mobile', RULE_MESSAGES.invalid_phone],
    ['name is not the nickname', { name: 'someoneelse' }, 'name'],
  ];

  it.each(broken)(
    'refuses %s with 422 and creates nothing',
    async (_label, override, field, message) => {
      const before = await playerCount();
      const response = await post('/v1/auth/register', buildRegisterBody(override));
      expect(response.statusCode).toBe(422);
      const body = response.json<{ code: string; errors?: Record<string, string[]> }>();
      expect(body.code).toBe('validation_failed');
      if (message) expect(body.errors?.[field]).toContain(message);
      else expect(Object.keys(body.errors ?? {}).length).toBeGreaterThan(0);
      expect(await playerCount()).toBe(before);
    },
  );

  it('refuses a password equal to the e-mail local part', async () => {
    const body = buildRegisterBody({ email: 'Secret#2026a@example.com' });
    const response = await post('/v1/auth/register', body);
    // A nickname has no special character, so only the e-mail can equal a valid password.
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors['password']).toContain(
      RULE_MESSAGES.password_nickname_email_check,
    );
  });

  it.each([
    ['an unknown bonus code', { promocode: 'NOSUCHCODE' }],
    ['a code of another currency', { promocode: 'CASHBACK10', currency_id: 42 }],
  ])('refuses %s with promo_code_invalid', async (_label, override) => {
    const before = await playerCount();
    const response = await post('/v1/auth/register', buildRegisterBody(override));
    expect(response.statusCode).toBe(422);
    expect(response.json<{ code: string }>().code).toBe('promo_code_invalid');
    expect(await playerCount()).toBe(before);
  });

  it('answers 409 already_used naming each taken field', async () => {
    const first = await register(h, { mobile: '+420602111222' });
    const before = await playerCount();
    const response = await post(
      '/v1/auth/register',
      buildRegisterBody({
        username: first.body.username.toUpperCase(),
        email: first.body.email.toUpperCase(),
        mobile: '+420 602 111 222',
      }),
    );
    expect(response.statusCode).toBe(409);
    const body = response.json<{ code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('already_used');
    expect(body.errors).toEqual({
      username: [RULE_MESSAGES.nickname_already_used],
      email: [RULE_MESSAGES.email_already_used],
      mobile: [RULE_MESSAGES.phone_already_used],
    });
    expect(await playerCount()).toBe(before);
  });

  it('treats the demo players as taken', async () => {
    const response = await post('/v1/auth/register', buildRegisterBody({ username: 'demoplayer' }));
    expect(response.statusCode).toBe(409);
  });

  it('lets an incompleted player not log in yet', async () => {
    const { body } = await register(h);
    const response = await post('/v1/auth/login?checkHash=1', {
      username: body.username,
      password: body.password,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('registration_incomplete');
  });

  it('is rate-limited per address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await h.call({
        method: 'POST',
        url: '/v1/auth/register',
        payload: { email: 'x' },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
