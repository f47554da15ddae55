import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { createPlayer } from './players';

const logIn = async (page: Page, username: string, password: string) => {
  await page.getByLabel(/^Nickname/).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
};

/** The path of the newest reset link mailed to `email`, read on the dev mailbox. */
const resetLinkFor = async (page: Page, email: string): Promise<string> => {
  const mail = page.getByRole('article', { name: `E-mail to ${email}` }).first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const href = await mail.getByRole('link', { name: /\/password\/reset\// }).getAttribute('href');
  const url = new URL(href!);
  return `${url.pathname}${url.search}`;
};

test.describe('login', () => {
  test('logs in with the form, shows and hides the balance, and logs out', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await logIn(page, 'demoplayer', 'PrimeDemo#2026');
    const hide = page.getByRole('button', { name: 'Hide balance' });
    await expect(hide).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText(/\d+\.\d{2}/);
    await hide.click();
    await expect(page.getByRole('button', { name: 'Show balance' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).not.toHaveText(/\d/);
    await page.getByRole('button', { name: 'Show balance' }).click();

    await page.getByRole('button', { name: /^Balance/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('tells the player when they logged in before', async ({ page }) => {
    const player = await createPlayer('again');
    await page.goto('/en/login');
    await logIn(page, player.username, player.password);
    await expect(page.getByRole('button', { name: 'Hide balance' })).toBeVisible();
    // A first login has nothing earlier to show.
    await expect(page.getByText(/^Last login:/)).toBeHidden();
    await page.getByRole('button', { name: /^Balance/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();

    await page.goto('/en/login');
    await logIn(page, player.username, player.password);
    const notice = page.getByRole('status').filter({ hasText: 'Last login:' });
    await expect(notice).toContainText(/Last login: .+ UTC/);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Hide balance' })).toBeVisible();
    await expect(page.getByText(/^Last login:/)).toBeHidden();
  });

  test('locks the account after 5 wrong passwords, on the server too', async ({ page }) => {
    const player = await createPlayer('locked');
    await page.goto('/en/login');
    for (let attempt = 1; attempt < 5; attempt += 1) {
      await logIn(page, player.username, 'Wrong#Pass1');
      await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
    }
    await logIn(page, player.username, 'Wrong#Pass1');
    const popup = page.getByRole('alertdialog', {
      name: 'You have made too many login attempts, try again in 10 minutes',
    });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Recover your password' })).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Contact support' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await popup.getByRole('button', { name: 'Close' }).click();

    // Without the browser's counter the server still refuses, even the right password.
    await page.context().clearCookies({ name: 'loginAttempts' });
    await page.reload();
    await logIn(page, player.username, player.password);
    await expect(popup).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide balance' })).toHaveCount(0);
  });

  test('sends an imported player to change the password', async ({ page }) => {
    const player = await createPlayer('imported', '--imported');
    await page.goto('/en/login');
    await logIn(page, player.username, player.password);
    await expect(page).toHaveURL(/\/en\/changePassword$/);
  });
});

test.describe('password recovery', () => {
  test('recovers and resets the password from the mailed link, once', async ({ page }) => {
    const player = await createPlayer('recover');
    await page.goto('/en/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Password recovery' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('E-mail').fill(player.email);
    await page.getByRole('button', { name: 'Recover' }).click();
    await expect(page.getByRole('status')).toContainText('If an account uses this e-mail');

    const link = await resetLinkFor(page, player.email);
    await page.goto(link);
    const newPassword = 'Fresh#Start2026';
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const change = page.getByRole('button', { name: 'Change password' });
    await page.getByLabel('New password', { exact: true }).fill('short');
    await expect(page.getByText(/The password needs at least 8 characters/)).toBeVisible();
    await expect(change).toBeDisabled();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm the new password').fill(`${newPassword}x`);
    await expect(page.getByText("The password doesn't match.")).toBeVisible();
    await page.getByLabel('Confirm the new password').fill(newPassword);
    await change.click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/login$/);

    await logIn(page, player.username, player.password);
    await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
    await logIn(page, player.username, newPassword);
    await expect(page.getByRole('button', { name: 'Hide balance' })).toBeVisible();

    // The used link is dead: at once when the link check says so, else when the reset does.
    await page.goto(link);
    const expired = page.getByText('This link has expired or has already been used.');
    await expect(expired.or(page.getByLabel('New password', { exact: true }))).toBeVisible();
    if (await page.getByLabel('New password', { exact: true }).isVisible()) {
      await page.getByLabel('New password', { exact: true }).fill('Other#Pass2026');
      await page.getByLabel('Confirm the new password').fill('Other#Pass2026');
      await change.click();
    }
    await expect(expired).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });
});

test.describe('admin preview', () => {
  test('staff log in on the server, see translation keys, and leave', async ({ page }) => {
    await page.goto('/kajot-prime_access_for_admin');
    await expect(page.getByRole('heading', { name: 'Admin access' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Username').fill('operator');
    await page.getByLabel('Password').fill('Wrong#Pass1');
    await page.getByRole('button', { name: 'Enter admin mode' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect credentials');

    await page.getByLabel('Password').fill('PrimeStaff#2026');
    await page.getByRole('button', { name: 'Enter admin mode' }).click();
    await expect(page.getByRole('status')).toContainText('Admin mode is on for operator');
    await expect(page.getByRole('link', { name: 'Login [header.login]' })).toBeVisible();

    await page.getByRole('button', { name: /Exit admin mode/ }).click();
    await expect(page.getByText('Are you sure you want to exit Admin Mode?')).toBeVisible();
    await page.getByRole('button', { name: /^Yes/ }).click();
    await expect(page.getByRole('button', { name: /Exit admin mode/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
  });
});
