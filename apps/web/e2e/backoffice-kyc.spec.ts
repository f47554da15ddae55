import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { createPlayer, loginAs } from './players';
import { createStaff, firstLogin, openScreen } from './staff';

const GAME = 'Zlatá koruna';

test('a compliance officer accepts the identity of a politically exposed player by hand, and the player may play', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const player = await createPlayer('bokyc', '--pep');
  await loginAs(page, player, '/en/prime');
  const path = await page.getByRole('link', { name: GAME }).first().getAttribute('href');
  await page.goto(path!);
  await expect(page.getByRole('alertdialog')).toContainText(/Your KYC status is not valid/);

  const officer = await firstLogin(browser, await createStaff('kyc', 'compliance'));
  await openScreen(officer, 'KYC');
  await officer.getByLabel('Flag').selectOption({ label: 'PEP' });
  await officer.getByRole('link', { name: player.username, exact: true }).click();
  await expect(officer.getByRole('heading', { name: `KYC of ${player.username}` })).toBeVisible();
  await expectNoSeriousA11yViolations(officer);

  // A reason is asked for; the decision is the provider's own, made by hand.
  await officer.getByRole('button', { name: 'Override a level' }).click();
  const form = officer.getByRole('dialog');
  await form.getByLabel('Level').selectOption({ label: 'Basic (identity)' });
  await form.getByLabel('Decision').selectOption({ label: 'Accept' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Write a reason of at least 3 characters.')).toBeVisible();
  await form.getByLabel('Reason').fill('Passport and PEP declaration checked by video call');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(officer.getByText('Level decided.')).toBeVisible();
  await expect(officer.getByRole('region', { name: 'History' })).toContainText(
    'Passport and PEP declaration checked by video call',
  );

  // The launch gate opens at once.
  await page.goto(path!);
  await expect(page.frameLocator(`iframe[title="${GAME}"]`).getByText('Real money')).toBeVisible();
});
