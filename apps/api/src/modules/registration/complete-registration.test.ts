import { KYC_LEVELS, RULE_MESSAGES, type CompleteRegistrationBody } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/addresses';
import { levelsOf } from '../../test/calls/kyc';
import { expirePlayerToken } from '../../test/factories/player-tokens';
import { updatePlayer } from '../../test/factories/players';
import {
  buildStep2Body,
  register,
  registerVerified,
  solveCaptcha,
} from '../../test/factories/registration';
import { startHarness, type Harness } from '../../test/harness';
import { usedCaptchaSolutions } from '../../test/queries/captcha';
import { latestMessage } from '../../test/queries/mail';
import { findPlayerRow, messagesOf, notesOf } from '../../test/queries/players';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const put = (id: number, token: string | undefined, payload: object) =>
  h.call({
    method: 'PUT',
    url: `/v1/static/players/${id}`,
    payload,
    headers: token ? { token } : {},
    remoteAddress: nextIp(),
  });

const row = async (id: number) => (await findPlayerRow(h.database.db, id))!;

const count = async (rowsOf: typeof messagesOf | typeof notesOf, id: number) =>
  (await rowsOf(h.database.db, id)).length;

/** Nothing of a refused step 2 may stick. */
const expectUnchanged = async (id: number) => {
  const player = await row(id);
  expect(player.status).toBe('incompleted');
  expect(player.firstName).toBeNull();
  expect(await count(messagesOf, id)).toBe(0);
  expect(await count(notesOf, id)).toBe(0);
};

const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('PUT static/players/{id} (step 2)', () => {
  it('activates the player, adds the firstLogin message, texts an SMS code and uses the token up', async () => {
    const p = await registerVerified(h, { mobile: '+420604000111' });
    const body = buildStep2Body(await solveCaptcha(h));
    const response = await put(p.id, p.token, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { id: p.id, status: 'active', next: 'sms_verification', is_pep_or_ubo: false },
    });
    const player = await row(p.id);
    expect(player).toMatchObject({
      status: 'active',
      firstName: body.firstname,
      addressLine1: 'Na Prikope 12',
      termsAccepted: true,
      newsletter: true,
      marketingConsent: true,
      amlScore: 0,
      maxDailyDeposit: null,
      dob: '1990-05-17',
    });
    const [message] = await messagesOf(h.database.db, p.id);
    expect(message).toMatchObject({ type: 'firstLogin', subject: 'Welcome to Prime' });
    expect((await latestMessage(h, '+420604000111'))?.text).toMatch(/\d{6}/);

    const retry = await put(p.id, p.token, buildStep2Body(await solveCaptcha(h)));
    expect(retry.statusCode).toBe(400);
    expect(retry.json<{ code: string }>().code).toBe('invalid_token');
    expect(await count(messagesOf, p.id)).toBe(1);

    const login = await h.call({
      method: 'POST',
      url: '/v1/auth/login?checkHash=1',
      payload: { username: p.body.username, password: p.body.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['PEP', { is_pep: true }],
    ['UBO', { is_ubo: true }],
  ])('gives a %s player the daily limit, AML score and a manual-score note', async (_l, flags) => {
    const p = await registerVerified(h, { mobile: '+420604000222' });
    const response = await put(p.id, p.token, buildStep2Body(await solveCaptcha(h), flags));
    expect(response.json()).toEqual({
      data: { id: p.id, status: 'active', next: 'login', is_pep_or_ubo: true },
    });
    const player = await row(p.id);
    expect(player.amlScore).toBe(36);
    expect(player.maxDailyDeposit).toBe(10_000n);
    const [note] = await notesOf(h.database.db, p.id);
    expect(note?.kind).toBe('manual_score');
    // Reusing the number for the next case.
    await updatePlayer(h.database.db, p.id, { mobile: null });
  });

  const broken: [string, Partial<CompleteRegistrationBody> | Record<string, unknown>, string?][] = [
    ['an empty first name', { firstname: '' }, RULE_MESSAGES.required],
    ['a first name with symbols', { firstname: 'Jan@' }, RULE_MESSAGES.special_characters],
    ['an empty last name', { lastname: ' ' }, RULE_MESSAGES.required],
    ['an unknown gender', { gender: 'robot' as 'male' }, RULE_MESSAGES.gender_invalid],
    ['an empty street', { street: '' }],
    ['an empty street number', { streetNumber: '' }],
    ['an empty city', { city: '' }],
    ['an empty postal code', { postal_code: '' }],
    ['a bad birth country', { birth_country: 'Czech' }],
    ['a date that does not exist', { dob: '1990-02-30' }, RULE_MESSAGES.dob_invalid],
    ['a minor', { dob: yearsAgo(18, 1) }, RULE_MESSAGES.dob_error],
    ['terms not accepted', { terms_and_conditions: false as true }, RULE_MESSAGES.terms_required],
    ['PEP as text', { is_pep: 'yes' as unknown as boolean }],
    ['a field the server decides', { status: 'active' }],
    ['an AML score', { aml_score: 0 }],
  ];

  it.each(broken)('refuses %s with 422 and changes nothing', async (_label, override, message) => {
    const p = await registerVerified(h);
    const response = await put(p.id, p.token, { ...buildStep2Body('x'), ...override });
    expect(response.statusCode).toBe(422);
    if (message) expect(JSON.stringify(response.json())).toContain(message);
    await expectUnchanged(p.id);
  });

  it('opens the basic KYC level of the new player at the provider, and nothing for a refused step', async () => {
    const p = await registerVerified(h);
    const refused = await put(p.id, p.token, {
      ...buildStep2Body(await solveCaptcha(h)),
      dob: '2020-01-01',
    });
    expect(refused.statusCode).toBe(422);
    expect(await levelsOf(h, p.id)).toEqual([]);
    const response = await put(p.id, p.token, buildStep2Body(await solveCaptcha(h)));
    expect(response.statusCode, response.body).toBe(200);
    const levels = await levelsOf(h, p.id);
    expect(levels).toMatchObject([{ level: KYC_LEVELS.basic, status: 'initialized' }]);
    expect(levels[0]!.applicant_id).not.toBe('');
    expect((await row(p.id)).statusKyc).toBe('initialized');
  });

  it('accepts a player who turns 18 today', async () => {
    const p = await registerVerified(h);
    const response = await put(
      p.id,
      p.token,
      buildStep2Body(await solveCaptcha(h), { dob: yearsAgo(18) }),
    );
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['missing', ''],
    ['garbage', Buffer.from('{"a":1}').toString('base64')],
    ['not base64', '%%%'],
  ])('refuses a %s captcha', async (_label, captcha) => {
    const p = await registerVerified(h);
    const response = await put(p.id, p.token, buildStep2Body(captcha));
    expect(response.statusCode).toBe(422);
    await expectUnchanged(p.id);
  });

  it('refuses a tampered and a replayed captcha', async () => {
    const solved = await solveCaptcha(h);
    const payload = JSON.parse(Buffer.from(solved, 'base64').toString()) as {
      solution: { derivedKey: string };
    };
    const key = payload.solution.derivedKey;
    payload.solution.derivedKey = `${key[0] === '0' ? '1' : '0'}${key.slice(1)}`;
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    const a = await registerVerified(h);
    const refused = await put(a.id, a.token, buildStep2Body(tampered));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'captcha_invalid',
      errors: { captcha: [expect.any(String)] },
    });
    await expectUnchanged(a.id);

    expect((await put(a.id, a.token, buildStep2Body(solved))).statusCode).toBe(200);
    const b = await registerVerified(h);
    const replay = await put(b.id, b.token, buildStep2Body(solved));
    expect(replay.json<{ code: string }>().code).toBe('captcha_invalid');
    await expectUnchanged(b.id);
  });

  it('refuses a duplicate person (case-insensitive) and keeps the captcha usable', async () => {
    const a = await registerVerified(h);
    const person = { firstname: 'Karel', lastname: 'Dvorak', dob: '1980-01-02' };
    expect(
      (await put(a.id, a.token, buildStep2Body(await solveCaptcha(h), person))).statusCode,
    ).toBe(200);
    const b = await registerVerified(h);
    const captcha = await solveCaptcha(h);
    const duplicate = await put(
      b.id,
      b.token,
      buildStep2Body(captcha, { firstname: 'KAREL', lastname: 'dvorak', dob: '1980-01-02' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ code: string }>().code).toBe('duplicate_person');
    await expectUnchanged(b.id);
    const used = await usedCaptchaSolutions(h.database.db);
    expect(used.length).toBeGreaterThan(0);
    expect((await put(b.id, b.token, buildStep2Body(captcha))).statusCode).toBe(200);
  });

  it('needs a verified e-mail or phone first', async () => {
    const p = await register(h);
    const response = await put(p.id, p.token, buildStep2Body(await solveCaptcha(h)));
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('step_not_allowed');
    await expectUnchanged(p.id);
  });

  it("refuses another player's id with my token, and no token at all", async () => {
    const me = await registerVerified(h);
    const other = await registerVerified(h);
    const captcha = await solveCaptcha(h);
    const response = await put(other.id, me.token, buildStep2Body(captcha));
    expect(response.statusCode).toBe(403);
    expect((await put(other.id, undefined, buildStep2Body(captcha))).statusCode).toBe(401);
    expect((await put(other.id, 'nope', buildStep2Body(captcha))).statusCode).toBe(400);
    await expectUnchanged(other.id);
    await expectUnchanged(me.id);
  });
});

describe('GET auth/status/{token}', () => {
  const status = (token: string, query: string) =>
    h.call({ method: 'GET', url: `/v1/auth/status/${token}?${query}`, remoteAddress: nextIp() });

  it('restores an activation with the right e-mail and marks the e-mail verified', async () => {
    const p = await register(h);
    const response = await status(
      p.token,
      `type=activation-token&email=${encodeURIComponent(p.body.email.toUpperCase())}&email_verified=1`,
    );
    expect(response.json()).toMatchObject({
      data: { is_valid: true, user_id: p.id, email_verified: true, completed: false },
    });
    expect((await row(p.id)).emailVerifiedAt).not.toBeNull();
  });

  it.each([
    ['a wrong e-mail', 'someone.else@example.com'],
    ['no e-mail', ''],
  ])('answers only is_valid false for %s and verifies nothing', async (_label, email) => {
    const p = await register(h);
    const response = await status(p.token, `type=activation-token&email=${email}&email_verified=1`);
    expect(response.json()).toEqual({ data: { is_valid: false } });
    expect((await row(p.id)).emailVerifiedAt).toBeNull();
  });

  it('answers is_valid false for an unknown or expired token', async () => {
    expect((await status('unknown-token', 'type=activation-token&email=a@b.cz')).json()).toEqual({
      data: { is_valid: false },
    });
    const p = await register(h);
    await expirePlayerToken(h.database.db, p.token, new Date(Date.now() - 1000));
    const expired = await status(
      p.token,
      `type=activation-token&email=${p.body.email}&email_verified=1`,
    );
    expect(expired.json()).toEqual({ data: { is_valid: false } });
  });

  it('says completed for a finished registration', async () => {
    const p = await registerVerified(h);
    await put(p.id, p.token, buildStep2Body(await solveCaptcha(h)));
    const response = await status(p.token, `type=activation-token&email=${p.body.email}`);
    expect(response.json()).toEqual({
      data: { is_valid: false, completed: true, email_verified: true },
    });
  });

  it('answers is_valid for password-reset tokens only without a type', async () => {
    const p = await register(h);
    expect((await status(p.token, '')).json()).toEqual({ data: { is_valid: false } });
  });
});

describe('GET campaigns', () => {
  it('lists the public campaigns of a currency and checks bonus codes', async () => {
    const eur = await h.call({
      method: 'GET',
      url: '/v1/campaigns?all=1&filters[is_public]=1&currency_id=1&countries[0]=MT&language=en',
    });
    expect(eur.json<{ data: { code: string }[] }>().data.map((c) => c.code)).toEqual([
      'WELCOME100',
      'SPINS50',
      'CASHBACK10',
    ]);
    const czk = await h.call({ method: 'GET', url: '/v1/campaigns?currency_id=42&language=cs' });
    const list = czk.json<{ data: { code: string; name: string }[] }>().data;
    expect(list.map((c) => c.code)).toEqual(['WELCOME100', 'SPINS50']);
    expect(list[0]?.name).toContain('Uvítací');

    const ok = await h.call({
      method: 'GET',
      url: '/v1/campaigns/prime50?check_code=1&currency_id=42',
      remoteAddress: nextIp(),
    });
    expect(ok.json<{ data: { code: string; action: { name: string } } }>().data).toMatchObject({
      code: 'PRIME50',
      action: { name: 'deposit_bonus' },
    });
    const bad = await h.call({
      method: 'GET',
      url: '/v1/campaigns/NOPE?check_code=1&currency_id=42',
      remoteAddress: nextIp(),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'promo_code_invalid',
      message: 'Promotional code not valid',
    });
    const wrongCurrency = await h.call({
      method: 'GET',
      url: '/v1/campaigns/CASHBACK10?check_code=1&currency_id=42',
      remoteAddress: nextIp(),
    });
    expect(wrongCurrency.statusCode).toBe(422);
  });

  it('serves captcha challenges with a signature and an expiry about 10 minutes ahead', async () => {
    const response = await h.call({ method: 'GET', url: '/v1/captcha/challenge' });
    const challenge = response.json<{ parameters: { expiresAt: number }; signature: string }>();
    expect(challenge.signature).toBeTruthy();
    const minutes = (challenge.parameters.expiresAt * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
