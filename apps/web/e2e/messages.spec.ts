import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { runOps } from './ops';
import { createPlayer, loginAs, playerHeaders } from './players';

const GAME = 'Zlatá koruna';

/** The row of a message in the inbox, found by its subject. */
const inboxRow = (page: Page, subject: string) =>
  page
    .getByRole('list', { name: 'Your messages' })
    .getByRole('listitem')
    .filter({ hasText: subject });

test('a new player meets the limits prompt, the notices before play, and the messages of their play', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const player = await createPlayer('inbox');
  await runOps('wallet', 'credit', player.username, '20', '--reason', 'stake of the story');
  const token = await loginAs(page, player, '/en/casino', { settled: false });

  // The first login finds the limits prompt, top right, within 10 s of the socket's connection.
  const welcome = page.getByRole('alertdialog', { name: 'Welcome to Prime' });
  await expect(welcome).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await welcome.getByRole('button', { name: 'Set my limits' }).click();
  await expect(page).toHaveURL(/\/en\/limits$/);
  await expect(welcome).toBeHidden();
  await page.getByLabel('Daily bet limit').fill('1');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('Your limit applies now.')).toBeVisible();

  // Before the first deposit: the responsible-gaming notice, once.
  await page.goto('/en/deposit');
  const depositNotice = page.getByRole('alertdialog', { name: 'Before your first deposit' });
  await expect(depositNotice).toContainText('Gambling is entertainment');
  await depositNotice.getByRole('button', { name: 'I understand' }).click();
  await expect(depositNotice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  await expect(depositNotice).toHaveCount(0);

  // Before the first real-money bet: the notice again, then play until the bet limit refuses.
  await page.goto('/en/prime');
  await page.getByRole('link', { name: GAME }).first().click();
  const betNotice = page.getByRole('alertdialog', { name: 'Before you play for real money' });
  await betNotice.getByRole('button', { name: 'I understand' }).click();
  await expect(betNotice).toBeHidden();
  const frame = page.frameLocator(`iframe[title="${GAME}"]`);
  await expect(frame.getByText('Real money')).toBeVisible();
  await frame.getByLabel('Bet').selectOption({ label: '€1.00' });
  const spin = frame.getByRole('button', { name: 'Spin' });
  const limitNotice = page.getByRole('alertdialog', { name: 'Bet limit reached' });
  // €1.00 fits the €1 daily limit; the next €1.00 does not, and its refusal tells the player.
  for (let round = 0; round < 3 && !(await limitNotice.isVisible()); round += 1) {
    await spin.click();
    await expect(spin).toBeEnabled({ timeout: 30_000 });
  }
  await expect(limitNotice).toBeVisible();
  await expect(limitNotice).toContainText('You have reached your daily bet limit.');
  await limitNotice.getByRole('button', { name: 'Go to my limits' }).click();
  await expect(page).toHaveURL(/\/en\/limits$/);
  // The address changes before the limits screen replaces the game; until then the game shows
  // its own reality check and the site leaves that message to it.
  await expect(page.getByLabel('Daily bet limit')).toBeVisible();
  await expect(page.locator(`iframe[title="${GAME}"]`)).toHaveCount(0);

  // The reality check of the session (what the game screen asks for at the end of an interval)
  // reaches the player as a notification with its countdown.
  const check = await page.request.post('/v1/me/mga/realityCheck', {
    headers: playerHeaders(token),
    data: { minutes: 60 },
  });
  expect(check.status()).toBe(200);
  const reality = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(reality).toBeVisible();
  await expect(reality.getByRole('timer')).toHaveText(/This message closes in \d+ s\./);
  await reality.getByRole('button', { name: 'Continue' }).click();
  await expect(reality).toBeHidden();

  // An operator's message shows as a toast for a few seconds.
  await runOps(
    'messages',
    'send',
    player.username,
    '--subject',
    'A word from Prime',
    '--body',
    'Thank you for playing responsibly.',
  );
  const toast = page.getByRole('status').filter({ hasText: 'A word from Prime' });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 10_000 });

  // The inbox keeps them all, read now that they were answered.
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await expect(page).toHaveURL(/\/en\/messages$/);
  for (const subject of [
    'A word from Prime',
    'Reality check',
    'Bet limit reached',
    'Welcome to Prime',
  ]) {
    await expect(inboxRow(page, subject)).toContainText(/Read$/);
  }
  await expect(page.getByText('Unread messages: 0')).toBeVisible();
  await inboxRow(page, 'Welcome to Prime').getByRole('button').click();
  const opened = page.getByRole('dialog', { name: 'Welcome to Prime' });
  await expect(opened).toContainText('take a moment to set your deposit and betting limits');
  await opened.getByRole('button', { name: 'Close' }).click();

  // Writing to support: the form checks what the server checks, then sends.
  const form = page.getByRole('region', { name: 'Write to customer support' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please choose a topic.')).toBeVisible();
  await form.getByLabel('Topic').selectOption({ label: 'Responsible gaming' });
  await form.getByLabel('Subject').fill('My limits');
  await form.getByLabel('Message').fill('Can I also limit my playing time per week?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your message has been sent to customer support.')).toBeVisible();
  await page.getByRole('button', { name: 'Sent' }).click();
  await expect(page.getByRole('list', { name: 'Messages you sent' })).toContainText('My limits');
  await expectNoSeriousA11yViolations(page);
});
