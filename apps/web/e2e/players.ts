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

/**
 * Logs in as the site does and keeps the token where the site looks for it, then opens `path`.
 * (The login form has its own stories; the stored token is what it leaves.)
 */
export const loginAs = async (
  page: Page,
  player: Pick<CreatedPlayer, 'username' | 'password'>,
  path: string,
) => {
  const response = await login(page.request, player.username, player.password);
  expect(response.status()).toBe(200);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  await page.goto('/en/help');
  await page.evaluate((value) => window.localStorage.setItem('accessToken', value), token);
  await page.goto(path);
};
