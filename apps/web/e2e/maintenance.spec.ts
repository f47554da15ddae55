import { expect, test } from './fixtures';
import { runOps } from './ops';

// The maintenance switch is global to the server: this file runs alone, after every other story.
test.describe('maintenance', () => {
  test.afterEach(async () => {
    await runOps('maintenance', 'off');
  });

  test('sends every route to /in-maintenance while on, and back to / when off', async ({
    page,
  }) => {
    await runOps('maintenance', 'on');
    for (const path of ['/', '/de/casino', '/en/login', '/en/deposit']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/in-maintenance$/);
    }
    await expect(
      page.getByRole('heading', { level: 1, name: 'We will be right back' }),
    ).toBeVisible();

    await runOps('maintenance', 'off');
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  });
});
