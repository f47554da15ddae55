import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';

test.describe('promotions', () => {
  test('lists the promotions and opens one, with a way back to all of them', async ({ page }) => {
    await page.goto('/en/promotion');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: 'Friday free spins' });
    await expect(card.locator('img')).toHaveAttribute('src', /card/);
    await expect(card.locator('img')).toBeVisible();
    await card.getByRole('link', { name: /find out more/i }).click();

    await expect(page).toHaveURL(/\/en\/promotion\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Friday free spins' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'General terms' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'All promotions' }).click();
    await expect(page).toHaveURL(/\/en\/promotion$/);
  });

  test('shows a promotion that has not started with a disabled button that does nothing', async ({
    page,
  }) => {
    await page.goto('/en/promotion');
    const card = page.getByRole('article').filter({ hasText: 'Crash games challenge' });
    const button = card.getByRole('button', { name: /available from/i });
    await expect(button).toBeDisabled();
    await button.click({ force: true });
    await expect(page).toHaveURL(/\/en\/promotion$/);
  });

  test('never lists a hidden promotion', async ({ page }) => {
    await page.goto('/en/promotion');
    await expect(page.getByText('Friday free spins').first()).toBeVisible();
    await expect(page.getByText('Weekend reload')).toHaveCount(0);
  });
});
