import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { CLIENT_AUTH, createPlayer, loginAs } from './players';

const levelItem = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });

/** On the sandbox provider's page: a picture of a document sent, the review approved. */
const approveOnProviderPage = async (page: Page) => {
  await expect(page.getByRole('note')).toContainText('TEST MODE');
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await page.getByLabel('Document').selectOption({ label: 'Passport' });
  // A real picture of the page itself stands for the photo of the passport.
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
  await page.getByLabel(/Upload a picture/).setInputFiles({
    name: 'my_passport.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await page.getByRole('button', { name: 'Approve' }).click();
};

const isVerified = async (page: Page) => {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const me = await page.request.get('/v1/me?kyc=1', {
    headers: { authorization: CLIENT_AUTH, 'user-token': token ?? '' },
  });
  return ((await me.json()) as { data: { is_verified: boolean; statusKyc: string | null } }).data;
};

test('a new player runs the sandbox verification of the basic level and becomes verified', async ({
  page,
}) => {
  const player = await createPlayer('kycbasic', '--unverified');
  await loginAs(page, player, '/en/kyc');
  await expect(
    page.getByRole('heading', { name: 'Identity verification', level: 2 }),
  ).toBeVisible();
  const basic = levelItem(page, 'Basic identity verification');
  await expect(basic.getByText('Not started')).toBeVisible();
  await expect(
    page.getByText('Verify your identity (basic level) to withdraw your winnings.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: ['.kyc'] });

  await basic.getByRole('button', { name: /^Verify/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/kyc\/websdk\//);
  await approveOnProviderPage(page);

  // Back on the site: the provider's signed webhook arrives, the level shows verified.
  await expect(page).toHaveURL(/\/kyc$/);
  await expect(levelItem(page, 'Basic identity verification').getByText('Verified')).toBeVisible();
  await expect(page.getByText('Nothing is missing: your identity is verified.')).toBeVisible();
  expect(await isVerified(page)).toEqual(
    expect.objectContaining({ is_verified: true, statusKyc: 'approved' }),
  );
});

test('a risky-country player does the selfie level and can then play for real', async ({
  page,
}) => {
  const player = await createPlayer('kycselfie', '--unverified', '--country', 'NG');
  await loginAs(page, player, '/en/kyc?lv=selfie');
  const selfie = levelItem(page, 'Identity, selfie and proof of address');
  await expect(selfie.getByText('Not started')).toBeVisible();
  await expect(page.getByText(/complete the selfie verification/)).toBeVisible();

  await selfie.getByRole('button', { name: /^Verify/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/kyc\/websdk\//);
  await approveOnProviderPage(page);

  await expect(page).toHaveURL(/\/kyc$/);
  await expect(
    levelItem(page, 'Identity, selfie and proof of address').getByText('Verified'),
  ).toBeVisible();
  expect(await isVerified(page)).toEqual(expect.objectContaining({ statusKyc: 'idApproved' }));

  // The launch gate of a risky country now lets the player play for real.
  await page.goto('/en/prime');
  const href = await page.getByRole('link', { name: 'Zlatá koruna' }).first().getAttribute('href');
  await page.goto(href!);
  await expect(
    page.frameLocator('iframe[title="Zlatá koruna"]').getByText('Real money'),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
