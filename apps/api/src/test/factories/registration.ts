import type { CompleteRegistrationBody, RegisterBody } from '@prime/contract';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { nextIp } from '../addresses';
import type { Harness } from '../harness';
import { latestCode } from '../queries/mail';
import { uniqueSuffix } from '../unique';

/** A step-0 body that passes every rule; names and addresses are unique per call. */
export const buildRegisterBody = (overrides: Partial<RegisterBody> = {}): RegisterBody => {
  const username = `player${uniqueSuffix(10)}`;
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

/** A player registered through POST auth/register (step 0), with its temp token. */
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

/** A step-2 body that passes every rule, with a solved captcha. */
export const buildStep2Body = (
  captcha: string,
  overrides: Partial<CompleteRegistrationBody> = {},
): CompleteRegistrationBody => ({
  firstname: `Jana${uniqueSuffix(10).replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'x')}`,
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
