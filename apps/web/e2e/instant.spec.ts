import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { runOps } from './ops';
import { CLIENT_AUTH, createPlayer, loginAs } from './players';

/** €1,234.56 -> 123456 (cents), so amounts are compared as integers. */
const cents = (text: string): number => {
  const match = /(-?)€\s?([\d,]+)\.(\d{2})/.exec(text);
  expect(match, `an amount in "${text}"`).not.toBeNull();
  const [, sign, whole, fraction] = match!;
  return (sign ? -1 : 1) * (Number(whole!.replaceAll(',', '')) * 100 + Number(fraction));
};

type FoundGame = { id: number; name: string; provider_id: number };

/** A game of the catalog as the casino lists it, found by its type and a part of its name. */
const findGame = async (
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<FoundGame> => {
  const response = await request.get(`/v1/casino/games?${new URLSearchParams(query)}`, {
    headers: { authorization: CLIENT_AUTH },
  });
  const games = ((await response.json()) as { data: FoundGame[] }).data;
  expect(games.length, JSON.stringify(query)).toBeGreaterThan(0);
  return games[0]!;
};

const pathOf = (game: FoundGame) => `/en/game/play/${game.provider_id}/${game.id}`;
const frameOf = (page: Page, game: FoundGame): FrameLocator =>
  page.frameLocator(`iframe[title="${game.name}"]`);

const RESULT = /^(No win|Win €[\d,.]+)\. Balance €[\d,.]+\.$/;

/** Waits for the round's announced result (e.g. "Win €1.20. Balance €….") and answers it. */
const resultOf = async (frame: FrameLocator): Promise<string> => {
  const result = frame.getByText(RESULT);
  await expect(result).toHaveCount(1, { timeout: 30_000 });
  return result.innerText();
};

test.describe('instant games', () => {
  test('a funded player buys a scratch card, scratches it and sees the win in the game and the header', async ({
    page,
    request,
  }) => {
    const game = await findGame(request, { type: 'scratch-card', is_desktop: '1' });
    const player = await createPlayer('scratch');
    await runOps('wallet', 'credit', player.username, '20', '--reason', 'Scratch funds');
    await loginAs(page, player, pathOf(game));
    const frame = frameOf(page, game);
    await expect(frame.getByText('Real money')).toBeVisible();
    const header = page.getByTestId('header-balance');
    await expect(header).toHaveText('€20.00', { timeout: 12_000 });

    await frame.getByLabel('Bet').selectOption({ label: '€1.00' });
    await frame.getByRole('button', { name: 'Buy card' }).click();
    // One cell by its own button, then the rest with "Reveal all".
    await frame.getByRole('button', { name: 'Scratch cell 1' }).click();
    await expect(frame.getByRole('button', { name: /^Cell 1: €[\d,.]+$/ })).toBeVisible();
    await frame.getByRole('button', { name: 'Reveal all' }).click();
    await expect(frame.getByRole('button', { name: /^Scratch cell/ })).toHaveCount(0);

    const line = await resultOf(frame);
    const win = line.startsWith('Win') ? cents(line) : 0;
    const balance = 2_000 - 100 + win;
    expect(cents(line.slice(line.indexOf('Balance')))).toBe(balance);
    await expect(frame.getByText(/^Balance$/).locator('..')).toContainText(
      `€${(balance / 100).toFixed(2)}`,
    );
    await expect(header).toHaveText(`€${(balance / 100).toFixed(2)}`);
  });

  test('a visitor on a phone rolls the dice and plays a bingo game in demo', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dice = await findGame(request, { type: 'instant-win', name: 'Dice', is_mobile: '1' });
    await page.goto(pathOf(dice));
    let frame = frameOf(page, dice);
    await expect(frame.getByText('Demo — play money')).toBeVisible();
    await frame.getByLabel('Call').selectOption('over');
    await frame.getByRole('slider', { name: 'Target' }).fill('60');
    await expect(frame.getByText('Win chance 39.99%')).toBeVisible();
    await frame.getByRole('button', { name: 'Roll' }).click();
    const rolled = await resultOf(frame);
    // The first stake of dice is €1.00; over 60 pays €2.45.
    expect(cents(rolled.slice(rolled.indexOf('Balance')))).toBe(
      100_000 - 100 + (rolled.startsWith('Win') ? 245 : 0),
    );

    const bingo = await findGame(request, { type: 'bingo', is_mobile: '1' });
    await page.goto(pathOf(bingo));
    frame = frameOf(page, bingo);
    await expect(frame.getByText('Demo — play money')).toBeVisible();
    await frame.getByLabel('Tickets').selectOption('2');
    await expect(frame.getByText('2 tickets: €0.20')).toBeVisible();
    await frame.getByRole('button', { name: 'Buy and draw' }).click();
    await frame.getByRole('button', { name: 'Skip' }).click();
    await expect(frame.getByRole('table')).toHaveCount(2);
    const played = await resultOf(frame);
    const won = played.startsWith('Win') ? cents(played) : 0;
    expect(cents(played.slice(played.indexOf('Balance')))).toBe(100_000 - 20 + won);
    const box = await page.locator(`iframe[title="${bingo.name}"]`).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(380);
  });
});
