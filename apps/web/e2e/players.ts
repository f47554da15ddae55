import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { runOps } from './ops';

/** The site's client credentials (the API's defaults), as every /v1 call carries them. */
export const CLIENT_AUTH = `Basic ${Buffer.from('prime-web:prime-web-client').toString('base64')}`;

export type CreatedPlayer = { id: number; username: string; email: string; password: string };

/** A fresh player from the operator command; a unique name per test (6 to 25 letters/digits). */
export const createPlayer = async (prefix: string, ...flags: string[]): Promise<CreatedPlayer> => {
  const username = `${prefix}${Date.now().toString(36)}`.slice(0, 25);
  return JSON.parse(await runOps('player', 'create', username, ...flags)) as CreatedPlayer;
};

export const login = (request: APIRequestContext, username: string, password: string) =>
  request.post('/v1/auth/login?checkHash=1', {
    headers: { authorization: CLIENT_AUTH },
    data: { username, password },
  });

/** The headers of a player's own /v1 call. */
export const playerHeaders = (token: string) => ({
  authorization: CLIENT_AUTH,
  'user-token': token,
});

/**
 * What a returning player has already answered: the first-login limits prompt and the other
 * waiting messages are read, and both responsible-gaming notices acknowledged. Stories of a
 * new player (messages.spec) log in with `settled: false` to meet them.
 */
const settleFirstVisit = async (request: APIRequestContext, token: string) => {
  const headers = playerHeaders(token);
  for (const notice of ['deposit', 'bet']) {
    const ack = await request.post('/v1/me/responsible-gaming/acknowledge', {
      headers,
      data: { notice },
    });
    expect(ack.status()).toBe(200);
  }
  const unread = await request.get('/v1/me/messages?unread=1&per_page=50', { headers });
  expect(unread.status()).toBe(200);
  for (const { id } of ((await unread.json()) as { data: { id: number }[] }).data) {
    expect((await request.get(`/v1/me/messages/${id}`, { headers })).status()).toBe(200);
  }
};

/**
 * Logs in as the site does and keeps the token where the site looks for it, then opens `path`.
 * (The login form has its own stories; the stored token is what it leaves.) Answers the token.
 */
export const loginAs = async (
  page: Page,
  player: Pick<CreatedPlayer, 'username' | 'password'>,
  path: string,
  { settled = true }: { settled?: boolean } = {},
): Promise<string> => {
  const response = await login(page.request, player.username, player.password);
  expect(response.status()).toBe(200);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  if (settled) await settleFirstVisit(page.request, token);
  await page.goto('/en/help');
  await page.evaluate((value) => window.localStorage.setItem('accessToken', value), token);
  await page.goto(path);
  return token;
};

/** The registration's personal step, filled as a player of age in Malta would. */
export const fillPersonal = async (page: Page, firstName: string) => {
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Gender').selectOption('other');
  await page.getByLabel('Street', { exact: true }).fill('Main Street');
  await page.getByLabel('House number').fill('7');
  await page.getByLabel('City', { exact: true }).fill('Valletta');
  await page.getByLabel('Postal code').fill('VLT 1000');
  await page.getByLabel('Country of birth').selectOption('MT');
  await page.getByLabel('Day', { exact: true }).selectOption('14');
  await page.getByLabel('Month', { exact: true }).selectOption('3');
  await page.getByLabel('Year', { exact: true }).selectOption('1991');
  await page.getByLabel('I accept the terms and conditions').check();
};

/** Withdrawable money for a player, from the operator command. */
export const creditAvailable = (username: string, amount: string, reason: string) =>
  runOps('wallet', 'credit', username, amount, '--reason', reason, '--pocket', 'available');
