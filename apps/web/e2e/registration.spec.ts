import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { fillPersonal } from './players';

const PASSWORD = 'Prime#Reg2026';

/** The newest message to a recipient on the dev mailbox page, as a person would read it. */
const readMailbox = async (request: APIRequestContext, label: string) => {
  const html = await (await request.get('/dev/mailbox')).text();
  const start = html.indexOf(`aria-label="${label}"`);
  expect(start, `a message: ${label}`).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('</article>', start));
};

const codeFor = async (request: APIRequestContext, label: string) =>
  /\b(\d{6})\b/.exec(await readMailbox(request, label))![1]!;

const fillAccount = async (page: Page, name: string, email: string) => {
  await page.getByLabel('Country').selectOption('CZ');
  await page.getByLabel('Currency').selectOption({ label: 'EUR (€)' });
  await page.getByLabel('Welcome bonus').selectOption('no-promo');
  await page.getByLabel('Nickname').fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
};

const solveCaptcha = async (page: Page) => {
  const started = Date.now();
  // The widget draws its tick over the checkbox; a person clicks the label.
  await page.getByText("I'm not a robot").click();
  await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled({ timeout: 30_000 });
  return Date.now() - started;
};

/** Letters only, unique per run: first names must not repeat (duplicate-person rule). */
const letters = () =>
  Date.now()
    .toString()
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

test.describe('registration', () => {
  test('a new visitor registers, confirms the e-mail code, solves the captcha and logs in', async ({
    page,
    request,
  }) => {
    const name = `reg${Date.now()}`;
    const email = `${name}@example.com`;
    await page.goto('/en/registration');
    await fillAccount(page, name, email);
    await expect(page.getByText(/Czech koruna accounts/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Send verification code' }).click();

    await expect(page.getByRole('heading', { name: 'Confirm your contact' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

    await page.getByLabel('Code from the e-mail').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('The code is wrong or has expired.');

    const code = await codeFor(request, `E-mail to ${email}`);
    await page.getByLabel('Code from the e-mail').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
    await fillPersonal(page, `Reg${letters()}`);
    await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, { exclude: ['altcha-widget'] });
    const ms = await solveCaptcha(page);
    console.log(`captcha solved in ${ms} ms`);
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/en\/login\?success=thankyou$/);
    const login = await request.post('/v1/auth/login?checkHash=1', {
      headers: {
        authorization: `Basic ${Buffer.from('prime-web:prime-web-client').toString('base64')}`,
      },
      data: { username: name, password: PASSWORD },
    });
    expect(login.status()).toBe(200);
  });

  test('shows a taken nickname, the empty-field alert and the CZK warning', async ({ page }) => {
    await page.goto('/en/registration');
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect(page.getByRole('alert')).toHaveText('You must fill all fields.');
    await page.getByLabel('Currency').selectOption({ label: 'CZK (Kč)' });
    await expect(page.getByText(/Czech koruna accounts/)).toBeVisible();
    await page.getByLabel('Nickname').fill('demoplayer');
    await page.getByLabel('E-mail', { exact: true }).focus();
    await expect(page.getByText('This nickname is already used.')).toBeVisible();
    await page.getByLabel('Nickname').fill('demo player!');
    await expect(page.getByText('Spaces are not allowed.')).toBeVisible();
  });

  test('the resend countdown survives a reload, and the mailed link restores the registration', async ({
    page,
    request,
    browser,
  }) => {
    const name = `rst${Date.now()}`;
    const email = `${name}@example.com`;
    await page.goto('/en/registration');
    await fillAccount(page, name, email);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await page.reload();
    const resend = page.getByRole('button', { name: /Resend in \d+ s/ });
    await expect(resend).toBeDisabled();
    const seconds = Number(/(\d+)/.exec((await resend.textContent()) ?? '')![1]);
    expect(seconds).toBeGreaterThan(40);

    const mail = await readMailbox(request, `E-mail to ${email}`);
    const link =
      /href="([^"]*\/en\/registration\/[^"]+)"/.exec(mail)?.[1] ??
      /(http\S*\/en\/registration\/\S+)/.exec(mail)![1]!;
    const path = new URL(link.replaceAll('&amp;', '&')).pathname;

    // Another browser (no session storage) opens the link from the e-mail.
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    await context.addCookies([
      { name: 'cookieConfirmed', value: 'e', url: new URL(page.url()).origin },
    ]);
    const other = await context.newPage();
    await other.goto(path);
    await expect(other.getByRole('heading', { name: 'Finish your registration' })).toBeVisible();
    await other.getByRole('button', { name: 'Continue' }).click();
    await expect(other.getByRole('alert')).toHaveText('The email you provide is not valid.');
    await other.getByLabel('E-mail', { exact: true }).fill('someone.else@example.com');
    await other.getByRole('button', { name: 'Continue' }).click();
    await expect(other.getByRole('alert')).toHaveText('This link has expired or is not valid.');
    await other.getByLabel('E-mail', { exact: true }).fill(email);
    await other.getByRole('button', { name: 'Continue' }).click();
    await expect(other.getByRole('heading', { name: 'Personal details' })).toBeVisible();
    await fillPersonal(other, `Rst${letters()}`);
    await solveCaptcha(other);
    await other.getByRole('button', { name: 'Register' }).click();
    await expect(other).toHaveURL(/\/en\/login\?success=thankyou$/);
    await context.close();
  });
});
