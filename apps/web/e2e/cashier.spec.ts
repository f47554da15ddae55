import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { runOps } from './ops';
import { createPlayer, creditAvailable, loginAs } from './players';

type OpsPayment = { transaction_id: number; player_id: number; kind: string; status: string };

/** What `npm run ops -- payments ...` prints: the payment, or the list, as the operator API says. */
const opsJson = async <T>(...args: string[]): Promise<T> => {
  const parsed = JSON.parse(await runOps('payments', ...args)) as T | { data: T };
  return typeof parsed === 'object' && parsed !== null && 'data' in parsed
    ? (parsed as { data: T }).data
    : (parsed as T);
};

/** The one payment of this player the operator sees waiting. */
const pendingOf = async (playerId: number, kind: 'deposit' | 'withdrawal') => {
  const waiting = (await opsJson<OpsPayment[]>('pending')).filter(
    (payment) => payment.player_id === playerId && payment.kind === kind,
  );
  expect(waiting).toHaveLength(1);
  return waiting[0]!;
};

/** Pays on the sandbox provider's hosted page with a test card, as a player would. */
const payOnSandboxPage = async (page: Page, card: string) => {
  await expect(page.getByText('TEST MODE · Sandbox Pay')).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
};

const depositByCard = async (page: Page, amount: string, card: string) => {
  await page.goto('/en/dashboard/deposit');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 2 })).toBeVisible();
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await payOnSandboxPage(page, card);
};

test('a player deposits 20 by card: pending on the status page, then credited everywhere', async ({
  page,
}) => {
  const player = await createPlayer('cardpay');
  await loginAs(page, player, '/en/dashboard/deposit');
  await expect(page.getByTestId('header-balance')).toHaveText('€0.00');

  await depositByCard(page, '20', '4000 0000 0000 0077');
  // The delayed card: the browser is back before the provider's answer.
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByText('Initialized')).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    'We are waiting for the payment provider’s answer.',
  );
  await expect(page.getByText('Successful')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toHaveText('€20.00', { timeout: 15_000 });

  await page.goto('/en/dashboard/transactions');
  const row = page.getByRole('row').filter({ hasText: 'Deposit' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Successful');
  await expect(row).toContainText('20.00');

  const download = async (name: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name, exact: true }).click(),
    ]);
    return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
  };
  const csv = await download('CSV');
  expect(csv.name).toMatch(/\.csv$/);
  expect(csv.bytes.toString('utf8')).toContain(',Deposit,Successful,20,20,EUR');
  const xlsx = await download('Excel');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const pdf = await download('PDF');
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a declined card moves no money and says so', async ({ page }) => {
  const player = await createPlayer('carddecl');
  await loginAs(page, player, '/en/dashboard/deposit');
  await depositByCard(page, '15', '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByText('Declined')).toBeVisible({ timeout: 30_000 });
  await page.goto('/en/dashboard/transactions');
  const row = page.getByRole('row').filter({ hasText: 'Deposit' });
  await expect(row).toContainText('Declined');
  await expect(page.getByTestId('header-balance')).toHaveText('€0.00');
});

test('a bank transfer waits with its details until the operator confirms what arrived', async ({
  page,
}) => {
  const player = await createPlayer('banktr');
  await loginAs(page, player, '/en/dashboard/deposit');
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  await page.getByLabel('Amount').fill('50');
  await page.getByLabel('Your IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByLabel('Your bank').fill('Commerzbank');
  await page.getByLabel('Reference number').fill('INV-77');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('up to 5 working days');
  await expect(page.getByRole('heading', { name: 'Pending deposits' })).toBeVisible();
  await expect(page.getByText('Variable symbol')).toBeVisible();
  // The transfer holds its own method only.
  await expect(page.getByRole('radio', { name: 'Bank transfer' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Card' })).toBeVisible();

  const deposit = await pendingOf(player.id, 'deposit');
  await opsJson('confirm', String(deposit.transaction_id), '49.50', '--reason', 'Statement 42');
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('€49.50');
  await expect(page.getByRole('heading', { name: 'Pending deposits' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Bank transfer' })).toBeVisible();
});

test('a player cancels a bank transfer they have not sent, and deposits by card meanwhile', async ({
  page,
}) => {
  const player = await createPlayer('trcancel');
  await loginAs(page, player, '/en/dashboard/deposit');
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  await page.getByLabel('Amount').fill('50');
  await page.getByLabel('Your IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByLabel('Your bank').fill('Commerzbank');
  await page.getByLabel('Reference number').fill('INV-78');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pending deposits' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deposit with another method' })).toBeVisible();

  // Changed their mind before sending the money: the transfer goes, after a confirmation.
  await page.getByRole('button', { name: 'Cancel transfer' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Only cancel it if you have not sent the money yet.');
  await question.getByRole('button', { name: 'Cancel transfer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Transaction deleted' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending deposits' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Bank transfer' })).toBeVisible();

  await depositByCard(page, '20', '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByText('Successful')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('header-balance')).toHaveText('€20.00', { timeout: 15_000 });
  await page.goto('/en/dashboard/transactions');
  const deposits = page.getByRole('row').filter({ hasText: 'Deposit' });
  await expect(deposits).toHaveCount(2);
  await expect(deposits.filter({ hasText: 'Reverted' })).toContainText('50.00');
  await expect(deposits.filter({ hasText: 'Successful' })).toContainText('20.00');
  expect((await opsJson<OpsPayment[]>('pending')).filter((p) => p.player_id === player.id)).toEqual(
    [],
  );
});

test('a new player connects NeteraPay with a PIN, and the deposit waits until the wallet agrees', async ({
  page,
  context,
}) => {
  const player = await createPlayer('netera');
  await loginAs(page, player, '/en/dashboard/deposit');
  await page.getByRole('radio', { name: 'NeteraPay' }).check();
  const prompt = page.getByRole('region', { name: 'Connect NeteraPay' });
  await expect(prompt).toContainText('NeteraPay is not connected to your account yet.');
  await page.getByLabel('Amount').fill('25');
  const depositButton = page.getByRole('button', { name: 'Deposit', exact: true });
  await expect(depositButton).toBeDisabled();

  // The wallet opens beside the site; the player chooses a PIN there.
  const [wallet] = await Promise.all([
    context.waitForEvent('page'),
    prompt.getByRole('link', { name: /Open NeteraPay/ }).click(),
  ]);
  await expect(wallet.getByText('TEST MODE · NeteraPay sandbox')).toBeVisible();
  await wallet.getByLabel('New PIN').fill('4821');
  await wallet.getByLabel('Repeat the PIN').fill('4812');
  await wallet.getByRole('button', { name: 'Connect' }).click();
  await expect(wallet.getByRole('alert')).toHaveText('The two PINs are not the same.');
  await wallet.getByLabel('New PIN').fill('4821');
  await wallet.getByLabel('Repeat the PIN').fill('4821');
  await wallet.getByRole('button', { name: 'Connect' }).click();
  await expect(wallet.getByRole('heading', { name: 'You are identified' })).toBeVisible();
  await wallet.close();

  // Back on the site the prompt goes by itself and the deposit is let through.
  await expect(prompt).toHaveCount(0);
  await expect(depositButton).toBeEnabled();
  await depositButton.click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByText('Successful')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('header-balance')).toHaveText('€25.00', { timeout: 15_000 });
});

test('a withdrawal is requested, cancelled, requested again, approved and paid', async ({
  page,
}) => {
  const player = await createPlayer('payout');
  await creditAvailable(player.username, '100', 'withdrawal story');
  await loginAs(page, player, '/en/dashboard/withdraw');
  await expect(page.getByText('Withdrawable balance: €100.00')).toBeVisible();

  const request = async (amount: string) => {
    await page.getByLabel('Amount').fill(amount);
    await page.getByLabel('IBAN of your own account').fill('DE89 3704 0044 0532 0130 00');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Pending withdrawal' })).toBeVisible();
  };
  await request('40');
  await expect(page.getByTestId('header-balance')).toHaveText('€60.00');

  await page.getByRole('button', { name: 'Cancel withdrawal' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel withdrawal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Transaction deleted' })).toBeVisible();
  await expect(page.getByLabel('Amount')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('€100.00');

  // A request the player cancelled holds no lock: the player asks again at once.
  await request('30');
  await expect(page.getByTestId('header-balance')).toHaveText('€70.00');
  const withdrawal = await pendingOf(player.id, 'withdrawal');
  await opsJson('approve', String(withdrawal.transaction_id), '--reason', 'Checked');
  await page.goto(`/transactions/${withdrawal.transaction_id}`);
  await expect(page.getByText('Successful')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('header-balance')).toHaveText('€70.00');
});
