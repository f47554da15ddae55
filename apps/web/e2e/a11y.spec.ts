import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';

test.describe('accessibility (WCAG 2.1 AA, serious and critical)', () => {
  test('the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the home page on a phone, with the section menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open sections menu' }).click();
    await expect(
      page.locator('#sections-menu').getByRole('link', { name: 'Crash games' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a footer page', async ({ page }) => {
    await page.goto('/en/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the check itself names the rule and the element it fails on', async ({ page }) => {
    await page.setContent(
      '<html lang="en"><body><main><img id="no-alt" src="data:,"></main></body></html>',
    );
    await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/image-alt at #no-alt/);
  });
});
