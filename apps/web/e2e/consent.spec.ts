import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'cookieConfirmed');

const panel = (page: Page) => page.getByRole('region', { name: 'Your cookie choices' });

test.describe('cookie consent of a first visit', () => {
  test.use({ consent: null });

  test('offers three equal choices with nothing optional ticked', async ({ page }) => {
    await page.goto('/');
    await expect(panel(page)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Essential/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Essential/ })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: /Functional/ })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Statistics/ })).not.toBeChecked();
    expect(await consentCookie(page)).toBeUndefined();
  });

  for (const [choice, code] of [
    ['Accept all', 'efs'],
    ['Essentials only', 'e'],
  ] as const) {
    test(`keeps '${choice}' for a year, also after a reload`, async ({ page }) => {
      await page.goto('/');
      await panel(page).getByRole('button', { name: choice }).click();
      await expect(panel(page)).toBeHidden();
      const cookie = await consentCookie(page);
      expect(cookie?.value).toBe(code);
      const days = (cookie!.expires - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(364.9);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
      await expect(panel(page)).toBeHidden();
    });
  }

  test('saves a selection and reopens it from the footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('checkbox', { name: /Functional/ }).check();
    await panel(page).getByRole('button', { name: 'Save selection' }).click();
    await expect(panel(page)).toBeHidden();
    expect((await consentCookie(page))?.value).toBe('ef');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    await expect(panel(page)).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Functional/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Statistics/ })).not.toBeChecked();
  });
});
