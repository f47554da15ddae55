import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect } from './fixtures';
import { runOps } from './ops';

const STAFF_PASSWORD = 'a-long-staff-passphrase';

/** A staff member made by the operator's command line, as a new colleague gets one. */
export const createStaff = async (prefix: string, role: string) => {
  const username = `${prefix}${Date.now().toString(36)}`.slice(0, 32);
  await runOps('staff', 'create', username, '--role', role, '--password', STAFF_PASSWORD);
  return username;
};

/**
 * The first login of a new staff member in a browser context of its own: the password, then the
 * enrolment screen's key typed into an authenticator (here `otpauth`), then its code.
 */
export const firstLogin = async (browser: Browser, username: string): Promise<Page> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/backoffice/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: /QR code/i })).toBeVisible();
  const key = (await page.locator('code').first().textContent()) ?? '';
  const totp = new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')) });
  await page.getByLabel('Authentication code').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirm and log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  return page;
};

/** Opens a screen of the console from its sidebar. */
export const openScreen = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
