import type { FrameLocator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { CLIENT_AUTH, createPlayer, loginAs } from './players';

/** €1,234.56 -> 123456 (cents), so amounts are compared as integers. */
const cents = (text: string): number => {
  const match = /(-?)€\s?([\d,]+)\.(\d{2})/.exec(text);
  expect(match, `an amount in "${text}"`).not.toBeNull();
  const [, sign, whole, fraction] = match!;
  return (sign ? -1 : 1) * (Number(whole!.replaceAll(',', '')) * 100 + Number(fraction));
};

const GAME = 'Zlatá koruna';
const HOME = /:\d+\/(en\/?)?$/;

/** The path of a lobby card's game screen, found the way a visitor finds it. */
const gamePath = async (page: Page, name = GAME): Promise<string> => {
  await page.goto('/en/prime');
  const href = await page.getByRole('link', { name }).first().getAttribute('href');
  expect(href).toMatch(/\/game\/play\/\d+\/\d+$/);
  return href!;
};

const gameFrame = (page: Page, name = GAME): FrameLocator =>
  page.frameLocator(`iframe[title="${name}"]`);

const RESULT = /^(No win|Win €[\d,.]+)\. Balance €[\d,.]+\.$/;

/** Spins once and answers the round's result as announced (e.g. "Win €1.20. Balance €…."). */
const spinOnce = async (frame: FrameLocator): Promise<string> => {
  const spin = frame.getByRole('button', { name: 'Spin' });
  await spin.click();
  await expect(spin).toBeDisabled();
  // A spin that triggers free spins plays them all before the button returns: up to about a
  // minute of the page's own animation for ten of them.
  await expect(spin).toBeEnabled({ timeout: 120_000 });
  const result = frame.getByText(RESULT);
  await expect(result).toHaveCount(1);
  return result.innerText();
};

test.describe('playing a slot', () => {
  // A spin may trigger free spins, which the page plays out for up to a minute.
  test.describe.configure({ timeout: 240_000 });

  test('a visitor plays the demo with play money', async ({ page }) => {
    await page.goto('/en/prime');
    await page.getByRole('link', { name: GAME }).first().click();
    await expect(page.getByRole('heading', { name: GAME })).toBeVisible();
    await expect(page.getByText('Demo mode: you are playing with play money.')).toBeVisible();
    const frame = gameFrame(page);
    await expect(frame.getByText('Demo — play money')).toBeVisible();
    await expect(frame.getByText('€1,000.00').first()).toBeVisible();

    const line = await spinOnce(frame);
    const win = line.startsWith('Win') ? cents(line) : 0;
    // The bet is the first stake offered: €0.10.
    expect(cents(line.slice(line.indexOf('Balance')))).toBe(100_000 - 10 + win);
    await expectNoSeriousA11yViolations(page);
    await frame.getByRole('button', { name: 'Paytable' }).click();
    await expect(frame.getByText(/Return to player: \d+\.\d+%/)).toBeVisible();
  });

  test('a visitor on the Czech site plays the demo with the game in Czech', async ({ page }) => {
    await page.goto('/cs/prime');
    await page.getByRole('link', { name: GAME }).first().click();
    await expect(page).toHaveURL(/\/cs\/game\/play\/\d+\/\d+$/);
    await expect(page.getByText('Demo režim: hrajete o herní peníze.')).toBeVisible();
    const frame = gameFrame(page);
    await expect(frame.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(frame.getByText('Demo — herní peníze')).toBeVisible();
    await expect(frame.getByLabel('Sázka')).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Spin' })).toHaveCount(0);

    const spin = frame.getByRole('button', { name: 'Točit' });
    await spin.click();
    await expect(spin).toBeDisabled();
    // A spin that triggers free spins plays them all before the button returns: up to about a
    // minute of the page's own animation for ten of them.
    await expect(spin).toBeEnabled({ timeout: 120_000 });
    await expect(frame.getByText(/^(Bez výhry|Výhra €[\d,.]+)\. Zůstatek €[\d,.]+\.$/)).toHaveCount(
      1,
    );
    await frame.getByRole('button', { name: 'Výherní tabulka' }).click();
    await expect(frame.getByText(/Návratnost hráči: \d+\.\d+ %/)).toBeVisible();
  });

  test('a visitor on a phone plays the demo in a full-height game', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(await gamePath(page));
    const frame = gameFrame(page);
    await expect(frame.getByText('Demo — play money')).toBeVisible();
    const box = await page.locator(`iframe[title="${GAME}"]`).boundingBox();
    expect(box!.height).toBeGreaterThan(844 * 0.8);
    expect(box!.width).toBeGreaterThanOrEqual(380);
    const line = await spinOnce(frame);
    expect(line).toMatch(RESULT);
  });

  test('the demo player plays for real and the header moves by exactly the bet and the win', async ({
    page,
  }) => {
    const path = await gamePath(page);
    await loginAs(page, { username: 'demoplayer', password: 'PrimeDemo#2026' }, path);
    const frame = gameFrame(page);
    await expect(frame.getByText('Real money')).toBeVisible();
    const header = page.getByTestId('header-balance');
    await expect(header).toHaveText(/€/);
    let balance = cents(await header.innerText());

    await frame.getByLabel('Bet').selectOption({ label: '€1.00' });
    for (let round = 0; round < 3; round += 1) {
      const line = await spinOnce(frame);
      const win = line.startsWith('Win') ? cents(line) : 0;
      balance += -100 + win;
      expect(cents(line.slice(line.indexOf('Balance')))).toBe(balance);
      await expect(header).toHaveText(
        new RegExp(`€${(balance / 100).toFixed(2).replace('.', '\\.')}`),
      );
    }

    // The history lists the three rounds, each with its stake.
    await frame.getByRole('button', { name: 'History' }).click();
    const rounds = frame.getByRole('region', { name: 'Your last rounds' }).getByRole('listitem');
    await expect(rounds.filter({ hasText: 'Bet €1.00' }).first()).toBeVisible();
    expect(await rounds.filter({ hasText: 'Bet €1.00' }).count()).toBeGreaterThanOrEqual(3);
  });

  const launchStops: { reason: string; flags: string[]; expectText: RegExp; then: RegExp }[] = [
    {
      reason: 'a politically exposed person',
      flags: ['--pep'],
      expectText: /Your KYC status is not valid/,
      then: /\/kyc$/,
    },
    {
      reason: 'a resident of a country we do not serve',
      flags: ['--country', 'NG'],
      expectText: /Your KYC status is not valid/,
      then: /\/kyc$/,
    },
    {
      reason: 'a disabled account',
      flags: ['--disabled-days', '3'],
      expectText: /Your player account is disable until to/,
      then: HOME,
    },
    {
      reason: 'a self-excluded player',
      flags: ['--self-excluded-days', '3'],
      expectText: /You have decided to exclude yourself/,
      then: HOME,
    },
  ];
  for (const { reason, flags, expectText, then } of launchStops) {
    test(`the launch rules stop ${reason}, who sees why`, async ({ page }) => {
      const path = await gamePath(page);
      const player = await createPlayer('stop', ...flags);
      await loginAs(page, player, path);
      const alert = page.getByRole('alertdialog');
      await expect(alert).toContainText(expectText);
      await expect(page.locator('iframe')).toHaveCount(0);
      await alert.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(then);
    });
  }

  test('terms not accepted: the prompt, where cancel goes home and confirm lets the player play', async ({
    page,
  }) => {
    const path = await gamePath(page);
    const player = await createPlayer('terms', '--no-terms');
    await loginAs(page, player, path);
    const prompt = page.getByRole('alertdialog', { name: 'Our terms and conditions have changed' });
    await expect(page.locator('iframe')).toHaveCount(0);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(HOME);

    await page.goto(path);
    await page.getByRole('button', { name: 'I accept the terms' }).click();
    await expect(gameFrame(page).getByText('Real money')).toBeVisible();
  });

  test('a switched-off provider’s game is not available', async ({ page, request }) => {
    const providers = (await (
      await request.get('/v1/casino/providers', { headers: { authorization: CLIENT_AUTH } })
    ).json()) as { data: { id: number; slug: string }[] };
    const off = providers.data.find((provider) => provider.slug === 'backroom-labs')!;
    const games = (await (
      await request.get(`/v1/casino/games?provider_id=${off.id}&type=slot`, {
        headers: { authorization: CLIENT_AUTH },
      })
    ).json()) as { data: { id: number }[] };
    await page.goto(`/en/game/play/${off.id}/${games.data[0]!.id}`);
    await expect(page.getByRole('alert')).toContainText('Game not available');
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
