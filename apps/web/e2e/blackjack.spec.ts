import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
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

type Card = { id: number; name: string; provider_id: number };

/** A blackjack table of a provider that is switched on, found through the catalog API. */
const findBlackjack = async (request: APIRequestContext): Promise<Card> => {
  const headers = { authorization: CLIENT_AUTH };
  const games = (await (
    await request.get('/v1/casino/games?name=Blackjack&type=table-game&is_desktop=1&per_page=50', {
      headers,
    })
  ).json()) as { data: Card[] };
  for (const game of games.data) {
    const detail = (await (
      await request.get(`/v1/static/casinoGames/${game.id}`, { headers })
    ).json()) as { data: { engine: string; is_provider_enabled: boolean } };
    if (detail.data.engine === 'blackjack' && detail.data.is_provider_enabled) return game;
  }
  throw new Error('no blackjack table in the catalog');
};

const RESULT =
  /^(Blackjack|You win|Push|Dealer wins|Bust)(, (Blackjack|You win|Push|Dealer wins|Bust))*\. (No win|Win €[\d,.]+)\. Balance €[\d,.]+\.$/;

/** Waits until the hand is over or waits for the player; whether it is over. */
const settledOrWaiting = async (frame: FrameLocator): Promise<boolean> => {
  const result = frame.getByText(RESULT);
  const stand = frame.getByRole('button', { name: 'Stand' });
  await expect
    .poll(async () => (await result.count()) > 0 || (await stand.isEnabled()), { timeout: 15_000 })
    .toBe(true);
  return (await result.count()) > 0;
};

/** Stands until the hand is over; answers the result line the table shows. */
const standToTheEnd = async (frame: FrameLocator): Promise<string> => {
  while (!(await settledOrWaiting(frame)))
    await frame.getByRole('button', { name: 'Stand' }).click();
  const result = frame.getByText(RESULT);
  await expect(result).toHaveCount(1);
  return result.innerText();
};

const openTable = async (page: Page, game: Card) => {
  const frame = page.frameLocator(`iframe[title="${game.name}"]`);
  await expect(frame.getByText('Real money')).toBeVisible();
  return frame;
};

test.describe('playing blackjack', () => {
  test('a funded player plays hands to the end; the page and the header move by exactly stake and win', async ({
    page,
  }) => {
    const game = await findBlackjack(page.request);
    const player = await createPlayer('blackjack');
    await runOps('wallet', 'credit', player.username, '50.00', '--reason', 'Blackjack funds');
    await loginAs(page, player, `/en/game/play/${game.provider_id}/${game.id}`);
    let frame = await openTable(page, game);
    const header = page.getByTestId('header-balance');
    await expect(header).toHaveText('€50.00', { timeout: 12_000 });
    let balance = 5_000;

    await frame.getByRole('button', { name: 'Rules' }).click();
    await expect(
      frame.getByText('Blackjack pays 3 to 2; any other win pays 1 to 1; a tie is a push.'),
    ).toBeVisible();
    await expect(frame.getByText(/Return to player with basic strategy: \d+\.\d+%/)).toBeVisible();
    await frame.getByRole('button', { name: 'Close rules' }).click();
    await expect(frame.getByRole('heading', { name: 'Rules' })).toBeHidden();

    for (let hand = 0; hand < 2; hand += 1) {
      await frame.getByLabel('Bet').selectOption({ label: '€2.00' });
      const deal = frame.getByRole('button', { name: 'Deal' });
      await expect(deal).toBeEnabled();
      await deal.click();
      if (hand === 0 && !(await settledOrWaiting(frame))) {
        // The dealer's hole card is face down; a reload brings the same hand back to finish.
        await expect(frame.getByLabel('face-down card')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        const cards = await frame.getByLabel('Your hand').getByRole('listitem').allInnerTexts();
        await page.reload();
        frame = await openTable(page, game);
        await expect(frame.getByRole('button', { name: 'Stand' })).toBeEnabled();
        expect(await frame.getByLabel('Your hand').getByRole('listitem').allInnerTexts()).toEqual(
          cards,
        );
      }
      const line = await standToTheEnd(frame);
      const win = line.includes('No win') ? 0 : cents(line.slice(line.indexOf('Win')));
      balance += -200 + win;
      expect(cents(line.slice(line.indexOf('Balance')))).toBe(balance);
      await expect(header).toHaveText(
        new RegExp(`€${(balance / 100).toFixed(2).replace('.', '\\.')}`),
      );
    }
  });
});
