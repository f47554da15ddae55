import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { createPlayer, fillPersonal, loginAs } from './players';

const PASSWORD = 'Prime#Bonus2026';
const GAME = 'Zlatá koruna';
const CAMPAIGN = 'Welcome bonus 100% up to 200';

/** The newest message to a recipient on the dev mailbox page, as a person would read it. */
const codeFor = async (request: APIRequestContext, label: string) => {
  const html = await (await request.get('/dev/mailbox')).text();
  const start = html.indexOf(`aria-label="${label}"`);
  expect(start, `a message: ${label}`).toBeGreaterThanOrEqual(0);
  const mail = html.slice(start, html.indexOf('</article>', start));
  return /\b(\d{6})\b/.exec(mail)![1]!;
};

/** Letters only, unique per run: first names must not repeat (duplicate-person rule). */
const letters = () =>
  Date.now()
    .toString()
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/** Registration as a new visitor does it, choosing the welcome bonus and reading its terms. */
const registerWithWelcomeBonus = async (page: Page, request: APIRequestContext, name: string) => {
  const email = `${name}@example.com`;
  await page.goto('/en/registration');
  await page.getByLabel('Country').selectOption('CZ');
  await page.getByLabel('Currency').selectOption({ label: 'EUR (€)' });
  await page.getByLabel('Welcome bonus').selectOption('WELCOME100');
  await expect(page.getByText(`Bonus terms: ${CAMPAIGN}`)).toBeVisible();
  await expect(page.getByText(/Wager the bonus 10 times within 30 days/)).toBeVisible();
  await page.getByLabel('Nickname').fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Send verification code' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your contact' })).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(await codeFor(request, `E-mail to ${email}`));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await fillPersonal(page, `Bon${letters()}`);
  await page.getByText("I'm not a robot").click();
  await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/en\/login\?success=thankyou$/);
};

/** Pays a deposit on the sandbox provider's hosted page with the card it always approves. */
const depositByCard = async (page: Page, amount: string) => {
  await page.goto('/en/dashboard/deposit');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 2 })).toBeVisible();
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('TEST MODE · Sandbox Pay')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Successful')).toBeVisible({ timeout: 30_000 });
};

/** €1,234.56 -> 123456 (cents), so amounts are compared as integers. */
const cents = (text: string): number => {
  const match = /€\s?([\d,]+)\.(\d{2})/.exec(text);
  expect(match, `an amount in "${text}"`).not.toBeNull();
  return Number(match![1]!.replaceAll(',', '')) * 100 + Number(match![2]);
};

const wageringOf = (box: Locator) =>
  box.getByRole('progressbar', { name: 'Wagering progress' }).getAttribute('aria-valuetext');

test('a new player takes the welcome bonus, wagers it in a slot, meets its max bet and forfeits it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `bonus${Date.now().toString(36)}`.slice(0, 25);
  await registerWithWelcomeBonus(page, request, name);
  await loginAs(page, { username: name, password: PASSWORD }, '/en/myBonus');

  // Chosen at registration, the bonus waits for the first qualifying deposit.
  const chosen = page.getByRole('listitem', { name: new RegExp(CAMPAIGN) });
  await expect(chosen).toContainText('Your choice');
  await expect(chosen).toContainText('Awarded on your next deposit of at least €10.00');
  await expectNoSeriousA11yViolations(page);

  // €20 deposited, €20 bonus: the header shows both, the cards and My bonus the bonus.
  await depositByCard(page, '20');
  const header = page.getByTestId('header-balance');
  await expect(header).toHaveText('€40.00', { timeout: 15_000 });
  await page.goto('/en/myBonus');
  const balances = page.getByRole('region', { name: 'Your balances' });
  await expect(balances.getByText('Bonus balance').locator('..')).toContainText('€20.00');
  const active = page.getByRole('article', { name: `Your active bonus: ${CAMPAIGN}` });
  await expect(active).toContainText('€0.00 of €200.00 wagered');
  await expect(active.getByText('Maximum bet').locator('..')).toContainText('€5.00');
  await expect(active.getByText('Expires in').locator('..')).toContainText(/29 days 23 h/);
  await active.getByText('Bonus terms').click();
  await expect(active).toContainText('Wager the bonus 10 times within 30 days');
  await expectNoSeriousA11yViolations(page);

  // The slot shows the bonus box before the first spin, and each spin moves it.
  await page.goto('/en/prime');
  await page.getByRole('link', { name: GAME }).first().click();
  const frame = page.frameLocator(`iframe[title="${GAME}"]`);
  await expect(frame.getByText('Real money')).toBeVisible();
  const box = page.getByRole('complementary', { name: `Your bonus: ${CAMPAIGN}` });
  await expect(box).toContainText('€0.00 of €200.00');
  await expect(box.getByText('Maximum bet').locator('..')).toContainText('€5.00');
  await expect(box.getByText('This game counts').locator('..')).toContainText('100% of each bet');
  await expectNoSeriousA11yViolations(page);
  const before = await wageringOf(box);
  await frame.getByLabel('Bet').selectOption({ label: '€1.00' });
  const spin = frame.getByRole('button', { name: 'Spin' });
  await spin.click();
  await expect(spin).toBeEnabled({ timeout: 30_000 });
  await expect(box).toContainText('€1.00 of €200.00');
  expect(await wageringOf(box)).not.toBe(before);

  // A stake above the bonus's maximum bet is refused, and the player is told why.
  await frame.getByLabel('Bet').selectOption({ label: '€10.00' });
  await spin.click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'This bet is above the maximum bet of your bonus (€5.00).',
    }),
  ).toBeVisible();
  // The server's bonus-bet-limit message follows; answering it reloads the page.
  const ruleMessage = page.getByRole('alertdialog');
  await expect(ruleMessage).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await ruleMessage.getByRole('button', { name: 'OK' }).click();
  await reloaded;
  await expect(frame.getByText('Real money')).toBeVisible();

  // Giving the bonus up, after "Are you sure?", leaves the player's own money alone.
  await page.goto('/en/myBonus');
  await page.getByRole('button', { name: 'Forfeit bonus' }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Are you sure\?/ });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Forfeit bonus' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your bonus was forfeited.' }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: /Your active bonus/ })).toHaveCount(0);
  const card = (label: string) => balances.getByText(label, { exact: true }).locator('..');
  await expect(card('Bonus balance')).toContainText('€0.00');
  const own =
    cents(await card('Withdrawable balance').innerText()) +
    cents(await card('Balance').innerText());
  expect(own).toBeGreaterThan(0);
  // The header (real plus bonus) is the player's own money alone now.
  await expect.poll(async () => cents(await header.innerText()), { timeout: 15_000 }).toBe(own);
});

test('a player types bonus codes: a wrong one is refused on Deposit, PRIME50 comes with the deposit, another waits on My bonus', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const player = await createPlayer('bonuscode');
  await loginAs(page, player, '/en/dashboard/deposit');
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByLabel('Amount').fill('40');
  const code = page.getByLabel('Bonus code (optional)');
  await code.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Promotional code not valid');
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  await code.fill('PRIME50');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('TEST MODE · Sandbox Pay')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Successful')).toBeVisible({ timeout: 30_000 });
  // €40 deposited and its 50% in bonus money.
  await expect(page.getByTestId('header-balance')).toHaveText('€60.00', { timeout: 15_000 });

  await page.goto('/en/myBonus');
  await expect(
    page.getByRole('article', { name: 'Your active bonus: Prime 50 bonus' }),
  ).toBeVisible();
  // A deposit bonus's code typed here waits for the next deposit.
  await page.getByLabel('Bonus code', { exact: true }).fill('WELCOME100');
  await page.getByRole('button', { name: 'Use code' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your code is saved: its bonus is awarded' }),
  ).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: new RegExp(`${CAMPAIGN}.*Your choice`) }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
