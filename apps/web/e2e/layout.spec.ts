import { expect, test } from './fixtures';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens the section menu, which locks page scrolling until closed', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(await overflow()).not.toBe('hidden');

    await page.getByRole('button', { name: 'Open sections menu' }).click();
    await expect(
      page.locator('#sections-menu').getByRole('link', { name: 'Crash games' }),
    ).toBeVisible();
    expect(await overflow()).toBe('hidden');

    await page.locator('#sections-menu').getByRole('link', { name: 'Live casino' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
    expect(await overflow()).not.toBe('hidden');
  });

  test('offers Login, Sign up and Help in the account menu when logged out', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open account menu' }).click();
    const menu = page.locator('#account-menu');
    for (const name of ['Login', 'Sign up', 'Help']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    const prime = menu.getByRole('navigation', { name: 'Prime shortcuts' });
    await prime.getByRole('link', { name: 'Prime slots' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prime' })).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test('changes language from the footer and keeps the choice', async ({ page, context }) => {
    await page.goto('/prime');
    await expect(page.getByRole('heading', { level: 1, name: 'Prime' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.getByLabel('Language', { exact: true }).selectOption('cs');
    await reloaded;
    await expect(page).toHaveURL(/\/cs\/prime$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.getByRole('link', { name: 'Přihlášení' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('cs');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('cs');
  });

  test('accepts cz as Czech', async ({ page }) => {
    await page.goto('/cz/live-casino');
    await expect(page).toHaveURL(/\/cs\/live-casino$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  });

  test('keeps a referral code from ?btag= as a cookie for 30 days', async ({ page, context }) => {
    await page.goto('/?btag=partner-77');
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    const btag = (await context.cookies()).find((cookie) => cookie.name === 'btag');
    expect(btag?.value).toBe('partner-77');
    const days = (btag!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  test('shows the licence and the responsible-gaming notice in the footer', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText(/licensed and regulated by the Malta Gaming Authority/),
    ).toBeVisible();
    await expect(footer.getByText('Gambling can be addictive', { exact: false })).toBeVisible();
    await expect(footer.getByText('18+')).toBeVisible();
  });
});

test.describe('switching language', () => {
  test('moves the page to German, reloads it, and keeps German afterwards', async ({ page }) => {
    await page.goto('/en/promotion');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    // The switch reloads the page shortly after changing the path (spec 01 §4).
    const reloaded = page.waitForEvent('load');
    await page.getByLabel('Language', { exact: true }).selectOption('de');
    await reloaded;
    await expect(page).toHaveURL(/\/de\/promotion$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aktionen' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
