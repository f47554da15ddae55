import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { runOps } from './ops';
import { createPlayer, login, loginAs } from './players';

/** The newest 6-digit code mailed to `email`, read on the dev mailbox like a person would. */
const readMailedCode = async (page: Page, email: string): Promise<string> => {
  const mailbox = await page.context().newPage();
  await mailbox.goto('/dev/mailbox');
  const text = await mailbox
    .getByRole('article', { name: `E-mail to ${email}` })
    .first()
    .innerText();
  await mailbox.close();
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, 'a code in the mail').toBeTruthy();
  return code!;
};

test.describe('the logged-in player', () => {
  test('sees the dashboard, changes the reality check, then the password', async ({ page }) => {
    const player = await createPlayer('acct');
    await loginAs(page, player, '/en/informations');

    await expect(
      page.getByRole('heading', { level: 1, name: `Test ${player.username}` }),
    ).toBeVisible();
    await expect(page.getByText('Welcome', { exact: true })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Your balances' });
    await expect(cards.getByText('Withdrawable balance')).toBeVisible();
    await expect(cards.getByText('€0.00')).toHaveCount(3);
    await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A fresh account was never updated: its password cannot be changed yet.
    await page.getByRole('link', { name: 'Passwords' }).click();
    await expect(page.getByText(/The password cannot be changed yet/)).toBeVisible();

    await page.getByRole('link', { name: 'My profile' }).click();
    await page.getByLabel('Reality check every').selectOption('30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your changes have been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Reality check every')).toHaveValue('30');

    await page.getByRole('link', { name: 'Passwords' }).click();
    const next = 'Renewed#2027x';
    await page.getByLabel('Current password').fill(player.password);
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Confirm new password').fill('Renewed#2027y');
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await page.getByLabel('Confirm new password').fill(next);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been updated.')).toBeVisible();

    expect((await login(page.request, player.username, player.password)).status()).toBe(401);
    expect((await login(page.request, player.username, next)).status()).toBe(200);
  });

  test('toggles the header balance and the choice is remembered', async ({ page }) => {
    const player = await createPlayer('eyes');
    await loginAs(page, player, '/en/casino');
    const amount = page.getByTestId('header-balance');
    await expect(amount).toHaveText('€0.00');
    await page.getByRole('button', { name: 'Hide balance' }).click();
    await expect(amount).not.toHaveText('€0.00');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show balance' })).toBeVisible();
    await expect(amount).not.toHaveText('€0.00');

    await page.getByRole('button', { name: /^Balance/ }).click();
    const summary = page.getByRole('region', { name: 'Balance summary' });
    await expect(summary.getByText(`Test ${player.username}`)).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Deposit now' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).first().click();
    await expect(summary).toBeHidden();
  });

  test('sees money the operator credits in the header within the refresh, and in the dashboard', async ({
    page,
  }) => {
    const player = await createPlayer('funds');
    await loginAs(page, player, '/en/casino');
    const amount = page.getByTestId('header-balance');
    await expect(amount).toHaveText('€0.00');
    await runOps('wallet', 'credit', player.username, '25.50', '--reason', 'Demo funds');
    await runOps(
      'wallet',
      'credit',
      player.username,
      '4.50',
      '--pocket',
      'bonus',
      '--reason',
      'Demo bonus',
    );
    // Total plus bonus, refreshed every 5 s.
    await expect(amount).toHaveText('€30.00', { timeout: 12_000 });
    await page.goto('/en/informations');
    await expect(page.getByText('€25.50').first()).toBeVisible();
    await expect(page.getByText('€4.50').first()).toBeVisible();
    expect(JSON.parse(await runOps('wallet', 'check')).mismatched_wallets).toEqual([]);
  });

  test('finds the account menu on a phone and logs out from it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const player = await createPlayer('phone');
    await loginAs(page, player, '/en/casino');
    await page.getByRole('button', { name: 'Open account menu' }).click();
    const menu = page.locator('#account-menu');
    await expect(menu.getByText(`Welcome, Test ${player.username}`)).toBeVisible();
    await expect(menu.getByText('€0.00')).toBeVisible();
    for (const name of ['Dashboard', 'Deposit', 'Withdraw', 'Help']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await expect(page.locator('#account-menu').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('must accept changed terms on every page but the terms page', async ({ page }) => {
    const player = await createPlayer('terms', '--no-terms');
    await loginAs(page, player, '/en/casino');
    const dialog = page.getByRole('alertdialog', { name: 'Our terms and conditions have changed' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('link', { name: 'Read the terms and conditions' }).click();
    await expect(page).toHaveURL(/\/en\/terms-and-conditions$/);
    await expect(dialog).toBeHidden();

    await page.goto('/en/informations');
    await expect(dialog).toBeVisible();
    // Accepting reloads the page: the story goes on once that reload has loaded.
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'I accept the terms' }).click(),
    ]);
    await expect(page.getByLabel('Reality check every')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByLabel('Reality check every')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('an imported player sets a new password before anything else', async ({ page }) => {
    const player = await createPlayer('legacy', '--imported');
    await loginAs(page, player, '/en/casino');
    await expect(page).toHaveURL(/\/en\/changePassword$/);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.goto('/en/informations');
    await expect(page).toHaveURL(/\/en\/changePassword$/);

    const save = page.getByRole('button', { name: 'Save new password' });
    await page.getByLabel('New password', { exact: true }).fill('Fresh1#pass');
    await page.getByLabel('Confirm new password').fill('Fresh1#pass');
    await expect(save).toBeDisabled();
    await page.getByLabel('New password', { exact: true }).fill('Fresh1@pass');
    await page.getByLabel('Confirm new password').fill('Fresh1@pass');
    await save.click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/en/informations');
    await expect(page.getByLabel('Reality check every')).toBeVisible();
    expect((await login(page.request, player.username, 'Fresh1@pass')).status()).toBe(200);
  });

  test('confirms an unverified e-mail with the mailed code', async ({ page }) => {
    const player = await createPlayer('mail', '--unverified');
    await loginAs(page, player, '/en/informations');
    await expect(page.getByText('Not verified yet').first()).toBeVisible();
    await page.getByRole('button', { name: 'Confirm e-mail' }).click();
    await expect(page.getByText(`We have sent a code to ${player.email}.`)).toBeVisible();
    await page.getByLabel('Verification code').fill(await readMailedCode(page, player.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm e-mail' })).toBeHidden();
  });
});
