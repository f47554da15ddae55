import { randomUUID } from 'node:crypto';
import { TOTP } from 'otpauth';
import { expect, test } from './fixtures';
import { runOps } from './ops';

const PROMOTION = 'Live casino leaderboard';

test.describe('back office content', () => {
  test('a new content editor enrols a second factor, renames a promotion, and visitors see it', async ({
    page,
    browser,
  }) => {
    const username = `editor-${randomUUID().slice(0, 8)}`;
    const password = `a-long-passphrase-${randomUUID()}`;
    await runOps('staff', 'create', username, '--role', 'content', '--password', password);

    await page.goto('/backoffice/');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();

    // The key shown beside the QR code is what an authenticator app would scan.
    const key = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent()) ?? '';
    const totp = new TOTP({ secret: key.replace(/\s/g, ''), digits: 6, period: 30 });
    await page.getByLabel('Authentication code').fill(totp.generate());
    await page.getByRole('button', { name: 'Confirm and log in' }).click();

    await page.getByRole('link', { name: 'Promotions', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: PROMOTION });
    await row.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: `Edit promotion: ${PROMOTION}` })).toBeVisible();
    const title = `Live casino leaderboard ${randomUUID().slice(0, 6)}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Save promotion' }).click();
    await expect(page.getByText(`${PROMOTION} saved.`)).toBeVisible();

    const visitor = await browser.newContext();
    const site = await visitor.newPage();
    await site.goto('/en/promotion');
    await expect(site.getByRole('article').filter({ hasText: title })).toBeVisible();
    await visitor.close();

    // Put the seeded title back for the other stories.
    await page.getByLabel('Title', { exact: true }).fill(PROMOTION);
    await page.getByRole('button', { name: 'Save promotion' }).click();
    await expect(page.getByText(`${title} saved.`)).toBeVisible();
  });
});
