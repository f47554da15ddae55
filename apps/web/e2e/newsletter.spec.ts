import { expect, test } from './fixtures';
import { runOps } from './ops';

test.describe('newsletter opt-out', () => {
  test('says the page is unavailable without a token', async ({ page }) => {
    await page.goto('/newsletter/opt-out');
    await expect(page.getByText('This page is unavailable.')).toBeVisible();
  });

  test('says an unknown link is invalid', async ({ page }) => {
    await page.goto('/newsletter/opt-out?token=not-a-real-token');
    await expect(page.getByText('This unsubscribe link is invalid or has expired.')).toBeVisible();
  });

  test('unsubscribes with a reason after confirming, then knows it is done', async ({ page }) => {
    const path = (await runOps('newsletter-link', 'demohrac')).trim();
    expect(path).toMatch(/^\/newsletter\/opt-out\?token=/);
    await page.goto(path);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('Please tell us why you unsubscribe.')).toBeVisible();

    await page.getByLabel('Reason').fill('Too many e-mails for me.');
    await expect(page.getByText('24/255')).toBeVisible();
    await page.getByLabel('Stop the newsletter e-mails').check();
    await page.getByLabel('Also withdraw my consent to offers by SMS and phone').check();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('Do you really want to send this request?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your request has been sent successfully.')).toBeVisible();

    // Nothing is left to withdraw, so the same link now says so instead of offering the form.
    await page.reload();
    await expect(page.getByText('You have already unsubscribed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  });
});
