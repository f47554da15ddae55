import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedInPlayer, buildPlayer, type PlayerOptions } from '../../test/factories/players';
import { buildSession } from '../../test/factories/sessions';
import { startHarness, type Harness } from '../../test/harness';
import { players } from './players.tables';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const CURRENT = 'Current#2026';
const NEXT = 'Renewed#2027';
const LEGACY = 'Legacy1@pass';
/** bcrypt `$2y$` of LEGACY, as the previous platform stored it. */
let legacyHash = '';

beforeAll(async () => {
  const bcrypt = (await import('bcryptjs')).default;
  legacyHash = (await bcrypt.hash(LEGACY, 4)).replace(/^\$2[ab]\$/, '$2y$');
});

const putMe = (token: string | undefined, payload: unknown) =>
  h.call({
    method: 'PUT',
    url: '/v1/me',
    headers: token === undefined ? {} : { 'user-token': token },
    payload: payload as Record<string, unknown>,
  });

const getMe = (token: string) =>
  h.call({ method: 'GET', url: '/v1/me', headers: { 'user-token': token } });

const rowOf = async (playerId: number) =>
  (await h.database.db.select().from(players).where(eq(players.id, playerId)))[0]!;

const login = (username: string, password: string) =>
  h.call({
    method: 'POST',
    url: '/v1/auth/login?checkHash=1',
    payload: { username, password },
  });

/** A fresh player with a real password and a session; created equals updated. */
const buildAccount = async (overrides: PlayerOptions = {}) => {
  const { id: playerId, token } = await buildLoggedInPlayer(h.database.db, {
    password: CURRENT,
    ...overrides,
  });
  return { playerId, token, row: await rowOf(playerId) };
};

/** The columns PUT me may touch: nothing of these moves after a refusal. */
const snapshot = (row: Awaited<ReturnType<typeof rowOf>>) => ({
  language: row.language,
  dob: row.dob,
  termsAccepted: row.termsAccepted,
  email: row.email,
  emailVerifiedAt: row.emailVerifiedAt,
  mobile: row.mobile,
  smsVerifiedAt: row.smsVerifiedAt,
  realityMinutes: row.realityMinutes,
  passwordHash: row.passwordHash,
  isCrypt: row.isCrypt,
  updatedAt: row.updatedAt,
});

describe('PUT me: language and date of birth', () => {
  it("changes the session player's language and answers the player", async () => {
    const { playerId, token } = await buildAccount();
    const response = await putMe(token, { language: 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { id: playerId, language: 'de' } });
    expect((await rowOf(playerId)).language).toBe('de');
  });

  it('sets a date of birth that was not set, and accepts the same one again', async () => {
    const { playerId, token } = await buildAccount();
    const first = await putMe(token, { language: 'en', dob: '1990-04-30' });
    expect(first.json()).toMatchObject({ data: { information: { dob: '1990-04-30' } } });
    expect((await putMe(token, { dob: '1990-04-30' })).statusCode).toBe(200);
    expect((await rowOf(playerId)).dob).toBe('1990-04-30');
  });

  it('changes nothing for an empty body', async () => {
    const { playerId, token, row } = await buildAccount({ language: 'pl' });
    const response = await putMe(token, {});
    expect(response.json()).toMatchObject({ data: { language: 'pl' } });
    expect(snapshot(await rowOf(playerId))).toEqual(snapshot(row));
  });
});

describe('PUT me: terms', () => {
  it('records the accepted terms', async () => {
    const { playerId, token } = await buildAccount({ termsAccepted: false });
    const response = await putMe(token, { terms_and_conditions: true });
    expect(response.json()).toMatchObject({ data: { marketing: { terms_and_conditions: true } } });
    expect((await rowOf(playerId)).termsAccepted).toBe(true);
  });
});

describe('PUT me: profile contact and reality check', () => {
  it('changes an unverified e-mail and mobile and the reality-check interval', async () => {
    const { playerId, token } = await buildAccount({ emailVerifiedAt: null });
    const email = `new${playerId}@example.com`;
    const response = await putMe(token, {
      email,
      mobile: '+420 777 123 4' + String(playerId % 100).padStart(2, '0'),
      reality_minutes: 45,
    });
    expect(response.statusCode).toBe(200);
    const row = await rowOf(playerId);
    expect(row.email).toBe(email);
    expect(row.mobile).toMatch(/^\+420777123\d{3}$/);
    expect(row.realityMinutes).toBe(45);
    expect(response.json().data).toMatchObject({ email, information: { reality_minutes: 45 } });
  });

  it('clears the e-mail and SMS verification when they change', async () => {
    const { playerId, token } = await buildAccount({ emailVerifiedAt: null, smsVerifiedAt: null });
    await h.database.db
      .update(players)
      .set({ mobile: '+420777000000' })
      .where(eq(players.id, playerId));
    await putMe(token, { mobile: `+42077710${String(playerId).padStart(4, '0').slice(-4)}` });
    const row = await rowOf(playerId);
    expect(row.smsVerifiedAt).toBeNull();
    expect(row.emailVerifiedAt).toBeNull();
  });

  it('keeps a verified e-mail that is sent unchanged', async () => {
    const { playerId, token, row } = await buildAccount({ emailVerifiedAt: new Date() });
    const response = await putMe(token, { email: row.email.toUpperCase(), reality_minutes: 15 });
    expect(response.statusCode).toBe(200);
    expect((await rowOf(playerId)).emailVerifiedAt).not.toBeNull();
  });
});

describe('PUT me: password change', () => {
  it('changes the password; the old one no longer logs in; other sessions end', async () => {
    const { playerId, token, row } = await buildAccount();
    const otherDevice = await buildSession(h.database.db, playerId);
    const response = await putMe(token, {
      password_current: CURRENT,
      password: NEXT,
      password_confirmation: NEXT,
    });
    expect(response.statusCode).toBe(200);
    const after = await rowOf(playerId);
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    expect(after.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    expect((await login(row.username, CURRENT)).statusCode).toBe(401);
    expect((await login(row.username, NEXT)).statusCode).toBe(200);
    expect((await getMe(token)).statusCode).toBe(200);
    expect((await getMe(otherDevice)).statusCode).toBe(401);
  });
});

describe('PUT me: imported player', () => {
  it('logs in with the old password, sets a new one under the imported rules, and is done', async () => {
    const { playerId, row } = await buildAccount({ passwordHash: legacyHash, isCrypt: false });
    const loggedIn = await login(row.username, LEGACY);
    expect(loggedIn.json()).toMatchObject({ data: { is_crypt: false } });
    const token: string = loggedIn.json().data.token;
    expect((await getMe(token)).json()).toMatchObject({ data: { is_crypt: false } });

    const response = await putMe(token, {
      password: 'Fresh1@pass',
      password_confirmation: 'Fresh1@pass',
      is_crypt: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { is_crypt: true } });
    expect((await rowOf(playerId)).passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login(row.username, LEGACY)).statusCode).toBe(401);
    expect((await login(row.username, 'Fresh1@pass')).json()).toMatchObject({
      data: { is_crypt: true },
    });

    const again = await putMe(token, {
      password: 'Other1@pass',
      password_confirmation: 'Other1@pass',
      is_crypt: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'field_locked' });
  });
});

type Case = {
  label: string;
  /** The player before the call. */
  player?: PlayerOptions;
  /** Built from the player's own row where the body needs it. */
  body: (row: Awaited<ReturnType<typeof rowOf>>) => Record<string, unknown>;
  status: number;
  code: string;
  field?: string;
};

const passwordBody = (password: string, confirmation = password, current = CURRENT) => ({
  password_current: current,
  password,
  password_confirmation: confirmation,
});
const importedBody = (password: string, confirmation = password) => ({
  password,
  password_confirmation: confirmation,
  is_crypt: true,
});

const CASES: Case[] = [
  // The body itself
  {
    label: 'an unknown field',
    body: () => ({ language: 'de', status: 'active' }),
    status: 422,
    code: 'validation_failed',
    field: 'body',
  },
  {
    label: 'a field of another player',
    body: () => ({ reality_minutes: 30, id: 1 }),
    status: 422,
    code: 'validation_failed',
    field: 'body',
  },
  {
    label: 'two variants mixed',
    body: () => ({ language: 'de', reality_minutes: 30 }),
    status: 422,
    code: 'validation_failed',
    field: 'body',
  },
  {
    label: 'terms mixed with a password',
    body: () => ({ terms_and_conditions: true, ...passwordBody(NEXT) }),
    status: 422,
    code: 'validation_failed',
    field: 'body',
  },
  // language, dob
  {
    label: 'an unknown language',
    body: () => ({ language: 'fr' }),
    status: 422,
    code: 'validation_failed',
    field: 'language',
  },
  {
    label: 'a language that is not a string',
    body: () => ({ language: 7 }),
    status: 422,
    code: 'validation_failed',
    field: 'language',
  },
  {
    label: 'a date that does not exist',
    body: () => ({ dob: '1990-02-30' }),
    status: 422,
    code: 'validation_failed',
    field: 'dob',
  },
  {
    label: 'a date in another format',
    body: () => ({ dob: '30.04.1990' }),
    status: 422,
    code: 'validation_failed',
    field: 'dob',
  },
  {
    label: 'a minor',
    body: () => ({ dob: `${new Date().getUTCFullYear() - 10}-01-01` }),
    status: 422,
    code: 'validation_failed',
    field: 'dob',
  },
  {
    label: 'a different date of birth once set',
    player: { dob: '1980-01-01' },
    body: () => ({ dob: '1981-01-01' }),
    status: 409,
    code: 'field_locked',
    field: 'dob',
  },
  // terms
  {
    label: 'terms withdrawn',
    body: () => ({ terms_and_conditions: false }),
    status: 422,
    code: 'validation_failed',
    field: 'terms_and_conditions',
  },
  // e-mail, mobile, reality minutes
  {
    label: 'a malformed e-mail',
    player: { emailVerifiedAt: null },
    body: () => ({ email: 'no-at-sign' }),
    status: 422,
    code: 'validation_failed',
    field: 'email',
  },
  {
    label: 'an e-mail with a space',
    player: { emailVerifiedAt: null },
    body: () => ({ email: 'a b@example.com' }),
    status: 422,
    code: 'validation_failed',
    field: 'email',
  },
  {
    label: 'a change of a verified e-mail',
    player: { emailVerifiedAt: new Date() },
    body: () => ({ email: 'changed@example.com' }),
    status: 409,
    code: 'field_locked',
    field: 'email',
  },
  {
    label: "another player's e-mail",
    player: { emailVerifiedAt: null },
    body: () => ({ email: 'Demo.Player@Example.com' }),
    status: 409,
    code: 'already_used',
    field: 'email',
  },
  {
    label: 'a mobile with too few digits',
    body: () => ({ mobile: '+42077' }),
    status: 422,
    code: 'validation_failed',
    field: 'mobile',
  },
  {
    label: 'a mobile no numbering plan knows',
    body: () => ({ mobile: '+99912345678' }),
    status: 422,
    code: 'validation_failed',
    field: 'mobile',
  },
  {
    label: 'a change of an SMS-verified mobile',
    player: { mobile: '+420777000001', smsVerifiedAt: new Date() },
    body: () => ({ mobile: '+420777000002' }),
    status: 409,
    code: 'field_locked',
    field: 'mobile',
  },
  {
    label: "another player's mobile",
    body: () => ({ mobile: '+420777999111' }),
    status: 409,
    code: 'already_used',
    field: 'mobile',
  },
  {
    label: 'a reality-check interval not offered',
    body: () => ({ reality_minutes: 20 }),
    status: 422,
    code: 'validation_failed',
    field: 'reality_minutes',
  },
  {
    label: 'a reality-check interval as text',
    body: () => ({ reality_minutes: '30' }),
    status: 422,
    code: 'validation_failed',
    field: 'reality_minutes',
  },
  // password change
  {
    label: 'a wrong current password',
    body: () => passwordBody(NEXT, NEXT, 'Wrong#2026'),
    status: 422,
    code: 'password_current_wrong',
    field: 'password_current',
  },
  {
    label: 'no current password',
    body: () => ({ password: NEXT, password_confirmation: NEXT }),
    status: 422,
    code: 'validation_failed',
    field: 'password_current',
  },
  {
    label: 'a weak new password',
    body: () => passwordBody('weakpass'),
    status: 422,
    code: 'validation_failed',
    field: 'password',
  },
  {
    label: 'a short new password',
    body: () => passwordBody('Ab1#'),
    status: 422,
    code: 'validation_failed',
    field: 'password',
  },
  {
    label: 'a new password with a space',
    body: () => passwordBody('Renewed #2027'),
    status: 422,
    code: 'validation_failed',
    field: 'password',
  },
  {
    label: 'a confirmation that differs',
    body: () => passwordBody(NEXT, 'Renewed#2028'),
    status: 422,
    code: 'validation_failed',
    field: 'password_confirmation',
  },
  {
    label: 'the current password again',
    body: () => passwordBody(CURRENT),
    status: 422,
    code: 'validation_failed',
    field: 'password',
  },
  {
    label: 'the nickname as password',
    player: { username: 'Nick#Name2026' },
    body: (row) => passwordBody(row.username.toLowerCase()),
    status: 422,
    code: 'validation_failed',
    field: 'password',
  },
  {
    label: 'the e-mail local part as password',
    player: { email: `Mail#Part${Date.now()}@example.com` },
    body: (row) => passwordBody(row.email.split('@')[0]!),
    status: 422,
    code: 'validation_failed',
    field: 'password',
  },
  // imported player
  {
    label: 'an imported password with another special character',
    player: { isCrypt: false },
    body: () => importedBody('Fresh1#pass'),
    status: 422,
    code: 'validation_failed',
    field: 'password',
  },
  {
    label: 'an imported password without a digit',
    player: { isCrypt: false },
    body: () => importedBody('Fresh@pass'),
    status: 422,
    code: 'validation_failed',
    field: 'password',
  },
  {
    label: 'an imported confirmation that differs',
    player: { isCrypt: false },
    body: () => importedBody('Fresh1@pass', 'Fresh2@pass'),
    status: 422,
    code: 'validation_failed',
    field: 'password_confirmation',
  },
  {
    label: 'is_crypt false',
    player: { isCrypt: false },
    body: () => ({ ...importedBody('Fresh1@pass'), is_crypt: false }),
    status: 422,
    code: 'validation_failed',
    field: 'is_crypt',
  },
  {
    label: 'an imported password for a player who is not imported',
    body: () => importedBody('Fresh1@pass'),
    status: 409,
    code: 'field_locked',
    field: 'is_crypt',
  },
];

describe('PUT me refuses bad input and changes nothing', () => {
  beforeAll(async () => {
    await buildPlayer(h.database.db, { mobile: '+420777999111' });
  });

  it.each(CASES.map((entry) => [entry.label, entry] as const))('%s', async (_label, entry) => {
    const { playerId, token, row } = await buildAccount(entry.player);
    const response = await putMe(token, entry.body(row));
    expect(response.statusCode).toBe(entry.status);
    expect(response.json()).toMatchObject({ code: entry.code });
    if (entry.field) expect(response.json().errors).toHaveProperty([entry.field]);
    expect(snapshot(await rowOf(playerId))).toEqual(snapshot(row));
  });
});

describe('PUT me names the field a body misses, as any other body does', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  it.each<[string, PlayerOptions, Record<string, unknown>, string[]]>([
    [
      'an exclusion without its statistic',
      {},
      { status_reason: 'A break', status_expires_at: inDays(7) },
      ['statistic'],
    ],
    ['a limit without the field that names it', {}, { max_daily_bet: '50' }, ['field']],
    [
      'a password change without the current password',
      {},
      { password: NEXT, password_confirmation: NEXT },
      // Those two fields begin a password change or an imported player's first password.
      ['password_current', 'is_crypt'],
    ],
    [
      'the time a change starts, and nothing else',
      {},
      { activated_at: inDays(1) },
      ['field', 'statistic'],
    ],
  ])('%s', async (_label, player, body, missing) => {
    const { playerId, token, row } = await buildAccount(player);
    const response = await putMe(token, body);
    expect(response.statusCode).toBe(422);
    const answer = response.json<{ code: string; errors: Record<string, string[]> }>();
    expect(answer.code).toBe('validation_failed');
    expect(Object.keys(answer.errors).sort()).toEqual([...missing].sort());
    for (const field of missing) expect(answer.errors[field]).toEqual(['This field is required.']);
    expect(snapshot(await rowOf(playerId))).toEqual(snapshot(row));
  });

  it('still refuses a body that mixes kinds of change as a whole', async () => {
    const { token } = await buildAccount();
    const response = await putMe(token, { statistic: 'time_out', field: 'max_daily_bet' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['body']);
  });
});

describe('PUT me and GET me are scoped to the session', () => {
  it('answers 401 without a session', async () => {
    expect((await putMe(undefined, { language: 'de' })).statusCode).toBe(401);
    expect((await putMe('stale', { language: 'de' })).statusCode).toBe(401);
  });

  it("never lets player B's session read or change player A", async () => {
    const a = await buildAccount({ emailVerifiedAt: null });
    const b = await buildAccount({ emailVerifiedAt: null });
    const response = await putMe(b.token, {
      reality_minutes: 60,
      email: `b${b.playerId}@example.com`,
    });
    expect(response.json()).toMatchObject({ data: { id: b.playerId } });
    expect((await getMe(b.token)).json().data.id).toBe(b.playerId);
    expect(snapshot(await rowOf(a.playerId))).toEqual(snapshot(a.row));

    const taken = await putMe(b.token, { email: a.row.email });
    expect(taken.statusCode).toBe(409);
    const spoofed = await putMe(b.token, { language: 'es', id: a.playerId });
    expect(spoofed.statusCode).toBe(422);
    const password = await putMe(b.token, passwordBody(NEXT));
    expect(password.statusCode).toBe(200);
    expect((await rowOf(a.playerId)).passwordHash).toBe(a.row.passwordHash);
    expect((await getMe(a.token)).statusCode).toBe(200);
  });
});
