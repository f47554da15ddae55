import { randomUUID } from 'node:crypto';
import type { CompleteRegistrationBody, RegisterBody } from '@prime/contract';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, desc, eq } from 'drizzle-orm';
import { outbox } from '../db/schema';
import type { Harness } from './harness';

let counter = 0;
/** A fresh address per call, so the per-address rate limits never mix tests up. */
export const nextIp = (): string => {
  counter += 1;
  return `10.${Math.floor(counter / 65_025) % 255}.${Math.floor(counter / 255) % 255}.${(counter % 255) + 1}`;
};

const unique = () => randomUUID().replaceAll('-', '').slice(0, 10);

/** A step-0 body that passes every rule; names and addresses are unique per call. */
export const buildRegisterBody = (overrides: Partial<RegisterBody> = {}): RegisterBody => {
  const id = unique();
  const username = `player${id}`;
  return {
    email: `${username}@example.com`,
    password: 'Secret#2026a',
    password_confirmation: 'Secret#2026a',
    acceptance: 1,
    country: 'CZ',
    currency_id: 42,
    promocode: 'no-promo',
    name: username,
    username,
    nocheck: 1,
    domain: 'localhost',
    dob: '1970-01-01',
    force_smtp: 1,
    language: 'en',
    ...overrides,
    ...(overrides.username && overrides.name === undefined ? { name: overrides.username } : {}),
  };
};

export const register = async (h: Harness, overrides: Partial<RegisterBody> = {}) => {
  const body = buildRegisterBody(overrides);
  const response = await h.call({
    method: 'POST',
    url: '/v1/auth/register',
    payload: body,
    remoteAddress: nextIp(),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const { data } = response.json<{ data: { data: { id: number }; token: string } }>();
  return { id: data.data.id, token: data.token, body };
};

/** The latest message to a recipient in the outbox. */
export const latestMessage = async (h: Harness, recipient: string) =>
  (
    await h.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient)))
      .orderBy(desc(outbox.id))
      .limit(1)
  )[0];

/** The code of the latest mail or SMS to a recipient. */
export const latestCode = async (h: Harness, recipient: string): Promise<string> => {
  const message = await latestMessage(h, recipient);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
};

/** Fetches a challenge and solves it as the widget would: the ALTCHA payload. */
export const solveCaptcha = async (h: Harness): Promise<string> => {
  const response = await h.call({
    method: 'GET',
    url: '/v1/captcha/challenge',
    remoteAddress: nextIp(),
  });
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};

export const buildStep2Body = (
  captcha: string,
  overrides: Partial<CompleteRegistrationBody> = {},
): CompleteRegistrationBody => ({
  firstname: `Jana${unique().replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'x')}`,
  lastname: 'Novakova',
  gender: 'female',
  street: 'Na Prikope',
  streetNumber: '12',
  city: 'Praha',
  postal_code: '11000',
  birth_country: 'CZ',
  nationality: 'CZ',
  dob: '1990-05-17',
  terms_and_conditions: true,
  newsletter: true,
  is_pep: false,
  is_ubo: false,
  captcha,
  ...overrides,
});

/** Registers and verifies the e-mail with the mailed code: ready for step 2. */
export const registerVerified = async (h: Harness, overrides: Partial<RegisterBody> = {}) => {
  const player = await register(h, overrides);
  const code = await latestCode(h, player.body.email.toLowerCase());
  const response = await h.call({
    method: 'POST',
    url: '/v1/notifications/players/verify_email',
    headers: { token: player.token },
    payload: { user_id: player.id, skin_id: 1, verification: code },
    remoteAddress: nextIp(),
  });
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.body}`);
  return player;
};
