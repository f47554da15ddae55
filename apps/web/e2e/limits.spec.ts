import { expect, test } from './fixtures';
import { createPlayer, loginAs } from './players';

test('a player lowers a limit at once, and raises one only after 24 hours and a confirmation', async ({
  page,
}) => {
  // A PEP starts with a daily deposit limit of 100, as registration gives one.
  const player = await createPlayer('limits', '--pep');
  await loginAs(page, player, '/en/dashboard/limits');
  await expect(page.getByRole('heading', { name: 'Limits and self-exclusion' })).toBeVisible();
  const daily = page.getByLabel('Daily deposit limit');
  await expect(daily).toHaveValue('100');
  await expect(page.getByText('€100.00 left today.')).toBeVisible();

  // A first weekly bet limit applies at once; letters are not taken.
  const weeklyBet = page.getByLabel('Weekly bet limit');
  await weeklyBet.fill('5a');
  await expect(page.getByText('Digits only, at most 10.')).toBeVisible();
  await expect(weeklyBet).toHaveValue('');
  await weeklyBet.fill('250');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('Your limit applies now.')).toBeVisible();
  await expect(page.getByText('€250.00 left this week.')).toBeVisible();

  // A higher deposit limit waits: the field is locked and the request shown.
  await daily.fill('150');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(
    page.getByText('Your request is pending: limits apply after 24 hours.'),
  ).toBeVisible();
  await expect(daily).toBeDisabled();
  await expect(daily).toHaveValue('100');
  await expect(page.getByText('You asked for €150.00.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  // Deleting it asks first, then the limit in force stays.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Do you really want to delete this request?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You asked for €150.00.')).toHaveCount(0);
  await expect(daily).toBeEnabled();
  await expect(daily).toHaveValue('100');

  // The same limit cannot change again within 24 hours.
  await daily.fill('50');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText(/Each limit can be changed once in 24 hours/)).toBeVisible();
  await expect(daily).toHaveValue('50');
  await page.reload();
  await expect(page.getByLabel('Daily deposit limit')).toHaveValue('100');
});
