import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';

test.describe('content pages', () => {
  test('opens a footer page with its title and description for search engines', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Responsible gaming' }).click();
    await expect(page).toHaveURL(/\/en\/responsible-gaming$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
    await expect(page).toHaveTitle(/Responsible gaming/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(20);
    await expect(page.getByText('self-exclusion', { exact: false }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('shows the privacy policy in German with its German title', async ({ page }) => {
    await page.goto('/de/privacy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Datenschutz');
  });

  test('opens a generic page and sends an unknown one home', async ({ page }) => {
    await page.goto('/en/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Prime Entertainment Ltd.').first()).toBeVisible();

    await page.goto('/en/no-such-page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  });

  test('opens the help section named in the address', async ({ page }) => {
    await page.goto('/en/help#withdrawals');
    const section = page.locator('#withdrawals');
    await expect(section).toBeVisible();
    await expect(section).toBeInViewport();
  });
});
