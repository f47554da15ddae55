import { expect, test } from './fixtures';

test('the OpenAPI documentation renders at /docs', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: /Prime API/ })).toBeVisible();
  await expect(page.getByText('/v1/cms/skin-settings').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the game studio page is served under /games/ and needs a launch token', async ({ page }) => {
  await page.goto('/games/');
  await expect(
    page.getByText('This game session is not valid. Please open the game again from the casino.'),
  ).toBeVisible();
});
