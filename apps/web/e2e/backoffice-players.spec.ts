import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { createPlayer, loginAs } from './players';
import { createStaff, firstLogin, openScreen } from './staff';

test('an adjustment above the threshold waits for a second staff member, then the player has it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const player = await createPlayer('boadjust');
  await loginAs(page, player, '/en/casino');
  await expect(page.getByTestId('header-balance')).toHaveText('€0.00');

  // An admin asks for a credit of €750: above €500, so it only waits.
  const admin = await firstLogin(browser, await createStaff('adm', 'admin'));
  await openScreen(admin, 'Players');
  await admin.getByLabel('Id, nickname, e-mail or phone').fill(player.username);
  await admin.getByRole('link', { name: String(player.id), exact: true }).click();
  await expect(admin.getByRole('heading', { name: player.username })).toBeVisible();
  await admin.getByRole('button', { name: 'Adjust balance' }).click();
  const form = admin.getByRole('dialog', { name: 'Adjust balance' });
  await form.getByLabel('Amount (EUR)').fill('750');
  await expect(form.getByText('This adjustment needs a second approval.')).toBeVisible();
  await form.getByLabel('Reason').fill('Jackpot paid short');
  await form.getByRole('button', { name: 'Ask for approval' }).click();
  const asked = admin.getByText(/Adjustment \d+ waits for a second approval\./);
  await expect(asked).toBeVisible();
  const adjustmentId = /\d+/.exec((await asked.textContent()) ?? '')?.[0];

  // Nobody approves their own: the admin's queue offers only the rejection.
  await openScreen(admin, 'Adjustments');
  const own = admin.getByRole('row').filter({ hasText: player.username });
  await expect(
    own.getByRole('button', { name: `Reject adjustment ${adjustmentId}` }),
  ).toBeVisible();
  await expect(own.getByRole('button', { name: `Approve adjustment ${adjustmentId}` })).toHaveCount(
    0,
  );
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('€0.00');

  // A payments clerk approves it, and the player's money is there.
  const clerk = await firstLogin(browser, await createStaff('pay', 'payments'));
  await openScreen(clerk, 'Adjustments');
  await expectNoSeriousA11yViolations(clerk);
  const row = clerk.getByRole('row').filter({ hasText: player.username });
  await row.getByRole('button', { name: `Approve adjustment ${adjustmentId}` }).click();
  await clerk.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(clerk.getByText(`Adjustment ${adjustmentId} approved.`)).toBeVisible();

  await page.goto('/en/transactions');
  await expect(page.getByTestId('header-balance')).toHaveText('€750.00', { timeout: 15_000 });
  await expect(page.getByRole('row').filter({ hasText: 'Adjustment' })).toContainText('750.00');
});

test('a support agent answers what a player wrote to support, and the player reads the answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const player = await createPlayer('bosupport');
  await loginAs(page, player, '/en/messages');
  const form = page.getByRole('region', { name: 'Write to customer support' });
  await form.getByLabel('Topic').selectOption({ label: 'Responsible gaming' });
  const subject = `Weekly time limit ${player.username}`;
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Can I also limit my playing time per week?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your message has been sent to customer support.')).toBeVisible();

  const agent = await firstLogin(browser, await createStaff('sup', 'support'));
  await openScreen(agent, 'Support requests');
  const request = agent.getByRole('row').filter({ hasText: subject });
  await expect(request).toContainText('Open');
  await request.getByRole('link', { name: subject }).click();
  await expect(agent.getByRole('heading', { name: subject })).toBeVisible();
  await expect(agent.getByText('Can I also limit my playing time per week?')).toBeVisible();
  await expectNoSeriousA11yViolations(agent);
  await agent.getByLabel('Reply').fill('Yes: Limits, then Playing time, per week.');
  await agent.getByRole('button', { name: 'Send reply' }).click();
  await expect(agent.getByText('Reply sent.')).toBeVisible();

  // The answer arrives in the player's inbox as a reply to what they wrote.
  await page.reload();
  const reply = page
    .getByRole('list', { name: 'Your messages' })
    .getByRole('listitem')
    .filter({ hasText: `Re: ${subject}` });
  await expect(reply).toBeVisible({ timeout: 15_000 });
  await reply.getByRole('button').click();
  await expect(page.getByRole('dialog', { name: `Re: ${subject}` })).toContainText(
    'Yes: Limits, then Playing time, per week.',
  );
});
