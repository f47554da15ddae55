import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { runOps } from './ops';
import { createPlayer, creditAvailable, loginAs } from './players';

type OpsDocument = { id: number; player_id: number; status: string };

const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

test('a new player uploads a passport, sees it pending, and verified once the operator approves it', async ({
  page,
}) => {
  // Two operator commands, each a process of its own, and an accessibility scan.
  test.setTimeout(120_000);
  const player = await createPlayer('passport');
  await loginAs(page, player, '/en/dashboard/documents');
  await expect(page.getByRole('heading', { name: 'Documents', level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Passport' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel', { name: 'Passport' });
  await expect(panel.getByText('Nothing uploaded yet.')).toBeVisible();

  // A real picture of the page itself stands for the photo of the passport.
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
  await panel.getByLabel('Document number').fill('P1234567');
  await panel.getByLabel('Valid until').fill(nextYear);
  await panel.getByLabel('File').setInputFiles({
    name: 'my_passport.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await panel.getByRole('button', { name: 'Upload' }).click();
  await expect(panel.getByRole('status')).toHaveText('Document uploaded');
  await expect(panel.getByText('Verification pending')).toBeVisible();
  await expect(panel.getByText('P1234567')).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Passport (Front side)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: ['.documents'] });

  const pending = JSON.parse(await runOps('documents', 'pending')) as OpsDocument[];
  const mine = pending.filter((document) => document.player_id === player.id);
  expect(mine).toHaveLength(1);
  const approved = JSON.parse(
    await runOps('documents', 'approve', String(mine[0]!.id), '--reason', 'Photo and data match'),
  ) as OpsDocument;
  expect(approved.status).toBe('approved');

  await page.reload();
  await expect(
    page.getByRole('tabpanel', { name: 'Passport' }).getByText('Verified'),
  ).toBeVisible();
  await expect(page.getByText('Verification pending')).toHaveCount(0);
});

test('a file the rules refuse is refused before it is sent, with the reason', async ({ page }) => {
  const player = await createPlayer('badfile');
  await loginAs(page, player, '/en/dashboard/documents');
  const panel = page.getByRole('tabpanel', { name: 'Passport' });
  await panel.getByLabel('File').setInputFiles({
    name: 'passport scan.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(
    panel.getByText('The file name may contain only letters, digits, "_", "." and "-".'),
  ).toBeVisible();
});

test('a player asked for the source-of-wealth questionnaire answers it, then withdraws', async ({
  page,
}) => {
  // Three operator commands, each a process of its own, before the player's story starts.
  test.setTimeout(120_000);
  const player = await createPlayer('sowq');
  await creditAvailable(player.username, '100', 'questionnaire story');
  await loginAs(page, player, '/en/dashboard/sowq');
  await expect(
    page.getByText('The questionnaire is not necessary for your account at the moment.'),
  ).toBeVisible();

  await runOps('survey', 'require', player.username, '--reason', 'Deposits above the threshold');
  await page.goto('/en/dashboard/withdraw');
  const withdraw = async () => {
    await page.getByLabel('Amount').fill('30');
    await page.getByLabel('IBAN of your own account').fill('DE89 3704 0044 0532 0130 00');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  };
  await withdraw();
  await expect(page.getByRole('alert')).toContainText(
    'Please answer the questionnaire before you withdraw.',
  );
  await page.getByRole('link', { name: 'Go to the questionnaire' }).click();

  await expect(
    page.getByRole('heading', { name: 'Source of wealth questionnaire', level: 2 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByText('This question must be answered.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: ['.survey'] });

  await page.getByLabel('What is your employment status?').selectOption({ label: 'Employed' });
  await page.getByLabel('What is your occupation or job title?').fill('Civil engineer');
  await page.getByRole('radio', { name: '€20,000 to €50,000' }).check();
  await page.getByRole('checkbox', { name: 'Salary or pension' }).check();
  await page
    .getByLabel('How much do you expect to deposit in a month, in your account’s currency?')
    .fill('200');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you: your answers were received.');
  await expect(page.getByText('Civil engineer')).toBeVisible();
  await expect(page.getByText('Salary or pension')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send my answers' })).toHaveCount(0);

  await page.goto('/en/dashboard/withdraw');
  await withdraw();
  await expect(page.getByRole('heading', { name: 'Pending withdrawal' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('€70.00');
});
