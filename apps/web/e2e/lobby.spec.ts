import type { Game, GamesPage } from '@prime/contract';
import { devices, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';

const gameLinks = (page: Page) => page.getByRole('link', { name: /^Play .+ by / });
const gamesAnswer = (page: Page, part: string) =>
  page.waitForResponse(
    (response) => response.url().includes('/v1/casino/games') && response.url().includes(part),
  );
const cardOf = (page: Page, game: Game) =>
  page.getByRole('link', { name: `Play ${game.name} by ${game.provider.name}` });

test.describe('the lobbies', () => {
  for (const [path, heading] of [
    ['/', 'Casino'],
    ['/casino', 'Casino'],
    ['/prime', 'Prime'],
    ['/live-casino', 'Live casino'],
    ['/crash-games', 'Crash games'],
    ['/others', 'Others'],
  ] as const) {
    test(`${path} shows its banners and a grid of games`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
      await expect(gameLinks(page).first()).toBeVisible();
      expect(await gameLinks(page).count()).toBeGreaterThan(5);
    });
  }

  test('names its sections in the language of the site', async ({ page }) => {
    await page.goto('/cs/casino');
    const tabs = page.getByRole('tablist', { name: 'Sekce her' }).getByRole('tab');
    await expect(tabs).toHaveText(['Nejlepší', 'Novinky', 'Automaty', 'Stolní hry', 'Jackpoty']);
    await page.goto('/cs/live-casino');
    await expect(tabs).toHaveText(['Nejlepší', 'Stoly', 'Herní show']);
  });

  test('has no serious accessibility problems', async ({ page }) => {
    await page.goto('/casino');
    await expect(gameLinks(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('searches by name: too short, nothing found, and a hit', async ({ page }) => {
    await page.goto('/casino');
    const search = page.getByRole('searchbox', { name: 'Search games' });
    await search.fill('ca');
    await search.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('You must enter at least three characters');

    await search.fill('qqzzxx');
    await search.press('Enter');
    await expect(page.getByText('No game with these criteria')).toBeVisible();

    const answer = gamesAnswer(page, 'name=cafe');
    await search.fill('CAFE');
    await search.press('Enter');
    await answer;
    await expect(gameLinks(page)).toHaveCount(1);
    await expect(gameLinks(page).first()).toHaveAccessibleName(/Café Royale/);

    await search.fill('');
    await search.press('Enter');
    await expect.poll(() => gameLinks(page).count()).toBeGreaterThan(1);
  });

  test('filters by provider and shows all again', async ({ page }) => {
    await page.goto('/casino');
    await page.getByRole('tab', { name: 'Slots' }).click();
    const provider = page.getByRole('combobox', { name: 'Filter by provider' });
    await provider.selectOption({ label: 'Northlight Gaming' });
    await expect(gameLinks(page).first()).toHaveAccessibleName(/by Northlight Gaming$/);
    for (const name of await gameLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('aria-label')),
    )) {
      expect(name).toMatch(/by Northlight Gaming$/);
    }
    await provider.selectOption({ label: 'Show all' });
    await expect(gameLinks(page).filter({ hasNotText: 'Northlight Gaming' }).first()).toBeVisible();
  });

  test('loads 50 more games at a time', async ({ page }) => {
    await page.goto('/casino');
    await page.getByRole('tab', { name: 'Slots' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Showing 48 of \d+ games/ }),
    ).toBeVisible();
    await expect(gameLinks(page)).toHaveCount(48);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(gameLinks(page)).toHaveCount(98);
  });

  test('filters prime slots by their reels', async ({ page }) => {
    await page.goto('/prime');
    await expect(gameLinks(page).first()).toBeVisible();
    for (const reels of [3, 4, 5]) {
      const answer = gamesAnswer(page, `reels=${reels}`);
      await page.getByRole('button', { name: `${reels} reels` }).click();
      const { data } = (await (await answer).json()) as GamesPage;
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((game) => game.reels_numbers === reels)).toBe(true);
      await expect(cardOf(page, data[0]!)).toBeVisible();
      await expect(page.getByRole('button', { name: `${reels} reels` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
  });

  test('filters live tables by type', async ({ page }) => {
    await page.goto('/live-casino');
    await expect(gameLinks(page).first()).toBeVisible();
    const answer = gamesAnswer(page, 'type=scratch-card');
    await page.getByRole('button', { name: 'Scratch cards' }).click();
    const { data } = (await (await answer).json()) as GamesPage;
    expect(data.every((game) => game.type === 'scratch-card' && game.is_live)).toBe(true);
    if (data.length > 0) await expect(cardOf(page, data[0]!)).toBeVisible();
    else await expect(page.getByText('No game with these criteria')).toBeVisible();
  });

  test('opens a game from its card', async ({ page }) => {
    await page.goto('/crash-games');
    await gameLinks(page).first().click();
    await expect(page).toHaveURL(/\/game\/play\/\d+\/\d+$/);
  });

  test('offers a way back to the top after scrolling down', async ({ page }) => {
    await page.goto('/casino');
    await page.getByRole('tab', { name: 'Slots' }).click();
    await expect(gameLinks(page)).toHaveCount(48);
    await page.mouse.wheel(0, 1500);
    const toTop = page.getByRole('button', { name: 'Back to top' });
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  test('keeps the games in place while the header and the filter bar change on scroll', async ({
    page,
  }) => {
    await page.goto('/casino');
    await page.getByRole('tab', { name: 'Slots' }).click();
    await expect(gameLinks(page)).toHaveCount(48);
    const lastGame = gameLinks(page).last();
    const placeInPage = () =>
      lastGame.evaluate((link) => link.getBoundingClientRect().top + window.scrollY);
    const before = await placeInPage();
    // Past the header's, the filter bar's and the back-to-top button's thresholds.
    await page.mouse.wheel(0, 1000);
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    // Layout works in 1/64 px, so the animated header may leave a fraction of a pixel.
    expect(await placeInPage()).toBeCloseTo(before, 0);
  });
});

test.describe('the lobbies on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('show the mobile banner artwork', async ({ page }) => {
    await page.goto('/casino');
    const banner = page.getByRole('region', { name: 'Featured offers' }).getByRole('img').first();
    await expect(banner).toHaveAttribute('src', /-tall\.svg$/);
  });
});

test.describe('the lobbies on a Pixel 7', () => {
  // The device's browser type would force a worker of its own; the site runs in Chromium anyway.
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = devices['Pixel 7'];
  test.use({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent });

  for (const path of ['/casino', '/prime', '/live-casino', '/crash-games', '/others']) {
    test(`${path} shows its first game without scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
      const firstGame = gameLinks(page).first();
      await expect(firstGame).toBeVisible();
      const top = await firstGame.evaluate((link) => link.getBoundingClientRect().top);
      expect(top).toBeLessThan(viewport.height);
      await expect(firstGame).toBeInViewport({ ratio: 0.5 });
    });
  }
});
