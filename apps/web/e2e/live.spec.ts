import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CLIENT_AUTH, loginAs } from './players';

/** €1,234.56 -> 123456 (cents), so amounts are compared as integers. */
const cents = (text: string): number => {
  const match = /(-?)€\s?([\d,]+)\.(\d{2})/.exec(text);
  expect(match, `an amount in "${text}"`).not.toBeNull();
  const [, sign, whole, fraction] = match!;
  return (sign ? -1 : 1) * (Number(whole!.replaceAll(',', '')) * 100 + Number(fraction));
};

/** The header's text of an amount in cents, as a pattern: 123456 -> /€1,234\.56/. */
const shown = (amount: number) =>
  new RegExp(
    `€${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`.replace('.', '\\.'),
  );

const DEMO_PLAYER = { username: 'demoplayer', password: 'PrimeDemo#2026' };

type Game = {
  id: number;
  name: string;
  is_live: boolean;
  is_desktop: boolean;
  provider: { id: number };
};

/** A game of an engine, found the way the site finds games: the lobby list, then each detail. */
const findGame = async (
  request: APIRequestContext,
  type: string,
  engine: string,
  live: boolean,
) => {
  const headers = { authorization: CLIENT_AUTH };
  const response = await request.get(`/v1/casino/games?type=${type}&per_page=50`, { headers });
  const games = ((await response.json()) as { data: Game[] }).data;
  for (const game of games.filter((entry) => entry.is_live === live && entry.is_desktop)) {
    const detail = (await (
      await request.get(`/v1/static/casinoGames/${game.id}`, { headers })
    ).json()) as { data: { engine: string; is_provider_enabled: boolean } };
    if (detail.data.engine === engine && detail.data.is_provider_enabled) return game;
  }
  throw new Error(`no ${live ? 'live' : 'RNG'} ${engine} game`);
};

const open = async (page: Page, game: Game): Promise<FrameLocator> => {
  await loginAs(page, DEMO_PLAYER, `/en/game/play/${game.provider.id}/${game.id}`);
  const frame = page.frameLocator(`iframe[title="${game.name}"]`);
  await expect(frame.getByText('Real money')).toBeVisible();
  return frame;
};

const RESULT = /\. (No win|Win €[\d,.]+)\. Balance €[\d,.]+\.$/;

test.describe('live tables', () => {
  test.setTimeout(150_000);

  test('a player bets on a live roulette round during the countdown and sees the result', async ({
    page,
  }) => {
    const game = await findGame(page.request, 'live-casino', 'roulette', true);
    const frame = await open(page, game);
    const header = page.getByTestId('header-balance');
    await expect(header).toHaveText(/€/);
    const before = cents(await header.innerText());
    await expect(
      frame.getByRole('list', { name: 'Last results' }).getByRole('listitem'),
    ).toHaveCount(20);

    // Wait for a betting window with time to spare, then put €1 on red.
    await expect(frame.getByRole('timer')).toHaveText(/Place your bets: (1[0-9]|[5-9]) s/, {
      timeout: 60_000,
    });
    await frame.getByLabel('Chip').selectOption({ label: '€1.00' });
    await frame.getByRole('button', { name: 'Red', exact: true }).click();
    await expect(frame.getByText('Total stake €1.00')).toBeVisible();
    await frame.getByRole('button', { name: 'Place bets' }).click();
    await expect(frame.getByRole('timer')).toContainText('Bets placed: €1.00');
    await expect(header).toHaveText(shown(before - 100));

    const line = frame.getByText(RESULT);
    await expect(line).toHaveCount(1, { timeout: 60_000 });
    const text = await line.innerText();
    const win = /Win €/.test(text) ? cents(text.slice(text.indexOf('Win'))) : 0;
    expect(win === 0 || win === 200).toBe(true);
    const after = before - 100 + win;
    expect(cents(text.slice(text.indexOf('Balance')))).toBe(after);
    await expect(header).toHaveText(shown(after));

    // The round shows in the player's history.
    await frame.getByRole('button', { name: 'History' }).click();
    await expect(frame.getByText(/Round #\d+: \d+ (red|black|green)/).first()).toBeVisible();
    await frame.getByRole('button', { name: 'Verify last result' }).click();
    await expect(
      frame.getByText(/the seed matches the hash published before the round/),
    ).toBeVisible();
  });

  test('a player deals a hand at an RNG baccarat table', async ({ page }) => {
    const game = await findGame(page.request, 'table-game', 'baccarat', false);
    const frame = await open(page, game);
    const header = page.getByTestId('header-balance');
    await expect(header).toHaveText(/€/);
    const before = cents(await header.innerText());
    await frame.getByLabel('Chip').selectOption({ label: '€1.00' });
    await frame.getByRole('button', { name: /^Player/ }).click();
    await frame.getByRole('button', { name: 'Deal' }).click();
    const line = frame.getByText(RESULT);
    await expect(line).toHaveCount(1, { timeout: 30_000 });
    const text = await line.innerText();
    const win = /Win €/.test(text) ? cents(text.slice(text.indexOf('Win'))) : 0;
    expect([0, 100, 200]).toContain(win);
    const after = before - 100 + win;
    expect(cents(text.slice(text.indexOf('Balance')))).toBe(after);
    await expect(header).toHaveText(shown(after));
  });
});
