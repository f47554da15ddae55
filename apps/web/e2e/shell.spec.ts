import { expect, test } from './fixtures';

test.describe('a new visitor', () => {
  test('sees the casino home in English at /', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Live casino' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(errors).toEqual([]);
  });

  test('sees the site in German under /de', async ({ page }) => {
    await page.goto('/de/casino');
    await expect(page.getByRole('heading', { level: 1, name: 'Spielcasino' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Live-Casino' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText('Glücksspiel kann süchtig machen', { exact: false })).toBeVisible();
  });

  test('lands on / from an unknown path', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  });

  test('is sent to the login page from a restricted page, which is remembered', async ({
    page,
  }) => {
    await page.goto('/en/deposit?method=card');
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    const intended = await page.evaluate(() => sessionStorage.getItem('intendedPath'));
    expect(intended).toBe('/en/deposit?method=card');
  });
});
