import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { createPlayer, creditAvailable, loginAs } from './players';
import { createStaff, firstLogin, openScreen } from './staff';

test('a payments clerk approves the withdrawal a player asked for, and the player sees it paid', async ({
  page,
  browser,
}) => {
  // Two people, each in a browser of their own, and operator commands.
  test.setTimeout(120_000);
  const player = await createPlayer('bopayout');
  await creditAvailable(player.username, '100', 'back office story');
  await loginAs(page, player, '/en/dashboard/withdraw');
  await expect(page.getByText('Withdrawable balance: €100.00')).toBeVisible();
  await page.getByLabel('Amount').fill('25');
  await page.getByLabel('IBAN of your own account').fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pending withdrawal' })).toBeVisible();

  const clerk = await firstLogin(browser, await createStaff('pay', 'payments'));
  await clerk
    .getByRole('navigation')
    .getByRole('link', { name: 'Withdrawals', exact: true })
    .click();
  await expect(clerk.getByRole('heading', { name: 'Withdrawals' })).toBeVisible();
  const row = clerk.getByRole('row').filter({ hasText: player.username });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Approve withdrawal/ }).click();
  const dialog = clerk.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const done = clerk.getByText(/Withdrawal \d+ approved\./);
  await expect(done).toBeVisible();
  const transactionId = /\d+/.exec((await done.textContent()) ?? '')?.[0];
  await expect(clerk.getByRole('row').filter({ hasText: player.username })).toHaveCount(0);

  // The player's page of that withdrawal: paid once the provider confirms the payout.
  await page.goto(`/transactions/${transactionId}`);
  await expect(page.getByText('Successful')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('header-balance')).toHaveText('€75.00');
});

test('a compliance officer approves the passport a player uploaded, and the player is verified', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const player = await createPlayer('bopassport');
  await loginAs(page, player, '/en/dashboard/documents');
  const panel = page.getByRole('tabpanel', { name: 'Passport' });
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
  await panel.getByLabel('Document number').fill('P7654321');
  await panel.getByLabel('Valid until').fill(`${new Date().getUTCFullYear() + 1}-06-30`);
  await panel.getByLabel('File').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await panel.getByRole('button', { name: 'Upload' }).click();
  await expect(panel.getByText('Verification pending')).toBeVisible();

  const officer = await firstLogin(browser, await createStaff('kyc', 'compliance'));
  await officer
    .getByRole('navigation')
    .getByRole('link', { name: 'Documents', exact: true })
    .click();
  const row = officer
    .getByRole('row')
    .filter({ has: officer.getByRole('link', { name: player.username, exact: true }) });
  await row
    .getByRole('link', { name: /^Document \d+$/ })
    .first()
    .click();
  await expect(officer.getByRole('heading', { name: /^Document \d+$/ })).toBeVisible();
  await officer.getByRole('button', { name: 'Approve' }).click();
  await officer.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(officer.getByText(/Document \d+ approved\./)).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('tabpanel', { name: 'Passport' }).getByText('Verified'),
  ).toBeVisible();
});

test('the console login and a queue page have no serious accessibility violation', async ({
  page,
  browser,
}) => {
  await page.goto('/backoffice/');
  await expect(page.getByLabel('Username')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const clerk = await firstLogin(browser, await createStaff('axe', 'payments'));
  await clerk
    .getByRole('navigation')
    .getByRole('link', { name: 'Withdrawals', exact: true })
    .click();
  await expect(clerk.getByRole('heading', { name: 'Withdrawals' })).toBeVisible();
  await expectNoSeriousA11yViolations(clerk);
});

test('an admin opens every screen of the console and the first record of each list on the real API', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await firstLogin(browser, await createStaff('every', 'admin'));
  const screens = await admin
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link')
    .allTextContents();
  expect(screens).toEqual(
    expect.arrayContaining([
      'Withdrawals',
      'KYC',
      'Support requests',
      'Adjustments',
      'Interface texts',
    ]),
  );
  const broken = admin.getByRole('heading', { name: 'Error', exact: true });
  for (const screen of screens) {
    await openScreen(admin, screen);
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(broken, screen).toHaveCount(0);
    await expect(admin.getByText('Loading…')).toHaveCount(0);
    const rows = admin.getByRole('table').first().getByRole('row');
    // A list with a record opens it from its first cell.
    const firstRecord = rows.nth(1).getByRole('cell').first().getByRole('link');
    if ((await rows.count()) > 1 && (await firstRecord.count()) > 0) {
      await firstRecord.first().click();
      await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(broken, `a record of ${screen}`).toHaveCount(0);
      await expect(admin.getByText('Loading…')).toHaveCount(0);
    }
  }
});

test('on a phone the console’s menu opens as a drawer and a queue has the whole width; its login logs no error', async ({
  browser,
}) => {
  const phone = { width: 390, height: 844 };
  const visitor = await (await browser.newContext({ viewport: phone })).newPage();
  const errors: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const refused: string[] = [];
  visitor.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await visitor.goto('/backoffice/');
  await expect(visitor.getByRole('heading', { name: 'Log in to the back office' })).toBeVisible();
  await expect(visitor.getByLabel('Username')).toBeVisible();
  expect(refused).toEqual([]);
  expect(errors).toEqual([]);

  const clerk = await firstLogin(browser, await createStaff('phone', 'payments'));
  await clerk.setViewportSize(phone);
  const sidebar = clerk.getByRole('navigation', { name: 'Back office' });
  await expect(sidebar).toBeHidden();
  const menu = clerk.getByRole('button', { name: 'Menu' });
  await menu.click();
  const drawer = clerk.getByRole('dialog', { name: 'Prime back office' });
  await drawer.getByRole('link', { name: 'Withdrawals', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(clerk.getByRole('heading', { name: 'Withdrawals', level: 1 })).toBeVisible();
  const main = await clerk.getByRole('main').boundingBox();
  expect(main?.width).toBeGreaterThan(phone.width - 20);
  await expectNoSeriousA11yViolations(clerk);

  // Wide again, the sidebar stands beside the screen and the Menu button goes.
  await clerk.setViewportSize({ width: 1280, height: 800 });
  await expect(sidebar).toBeVisible();
  await expect(menu).toBeHidden();
});
