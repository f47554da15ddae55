import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { runOps } from './ops';
import { createPlayer, loginAs } from './players';

const SELF_EXCLUDED =
  'You have decided to exclude yourself. Contact customer support to reactivate your gaming account.';

const logIn = async (page: Page, username: string, password: string) => {
  await page.goto('/en/login');
  await page.getByLabel(/^Nickname/).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
};

test('a new player excludes themselves for 7 days: logged out, then can log in but neither play nor deposit', async ({
  page,
}) => {
  const player = await createPlayer('exclude');
  await loginAs(page, player, '/en/dashboard/limits');
  const exclusion = page.getByRole('region', { name: 'Self-exclusion', exact: true });
  await expect(exclusion).toBeVisible();
  await expect(page.getByRole('region', { name: 'Time-out' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await exclusion.getByLabel('Period').selectOption({ label: '7 days' });
  await exclusion.getByRole('button', { name: 'Exclude me' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Do you really want to exclude yourself');
  await dialog.getByRole('button', { name: 'Yes, exclude me' }).click();

  // Logged out at once, on every device.
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  // Logging in still works: the balance can be read and withdrawn, but no deposit is offered.
  await logIn(page, player.username, player.password);
  await page.goto('/en/dashboard/deposit');
  await expect(page.getByText(SELF_EXCLUDED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deposit' })).toHaveCount(0);
  await page.goto('/en/dashboard/limits');
  await expect(page.getByText(/You are excluded until/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take a 24-hour break' })).toHaveCount(0);

  // No real-money play.
  await page.goto('/en/prime');
  await page.getByRole('link', { name: 'Zlatá koruna' }).first().click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(SELF_EXCLUDED);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a player takes a 24-hour break from the header and is logged out', async ({ page }) => {
  const player = await createPlayer('break');
  await loginAs(page, player, '/en/dashboard/informations');
  await page.getByRole('button', { name: 'Take a 24-hour break' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Take a 24-hour break from play?');
  await dialog.getByRole('button', { name: 'Start my break' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await logIn(page, player.username, player.password);
  await page.goto('/en/dashboard/deposit');
  await expect(page.getByText(SELF_EXCLUDED)).toBeVisible();
});

test('an excluded player asks to end sooner with a reason, and the operator grants it', async ({
  page,
}) => {
  const player = await createPlayer('lift', '--self-excluded-days', '30');
  await loginAs(page, player, '/en/dashboard/limits');
  const exclusion = page.getByRole('region', { name: 'Self-exclusion', exact: true });
  await expect(exclusion.getByText(/You are excluded until/)).toBeVisible();
  await exclusion.getByLabel('Period').selectOption({ label: '1 day' });
  await exclusion
    .getByLabel('Why do you want to end it sooner?')
    .fill('I spoke with my family and set strict limits.');
  await exclusion.getByRole('button', { name: 'Send my request' }).click();
  await expect(
    exclusion
      .getByText('Your request to end the exclusion sooner is with our support team.')
      .first(),
  ).toBeVisible();

  const pending = JSON.parse(await runOps('exclusions', 'pending')) as {
    id: number;
    player_id: number;
  }[];
  const request = pending.find((entry) => entry.player_id === player.id);
  expect(request).toBeDefined();
  await runOps('exclusions', 'grant', String(request!.id), '--reason', 'Assessed by phone');
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Self-exclusion', exact: true })
      .getByText(/Your request was granted: your exclusion ends on/),
  ).toBeVisible();
});
