import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { runOps } from './ops';
import { CLIENT_AUTH, createPlayer, loginAs } from './players';

const GAME = 'Rocket Rush';

/** €1,234.56 -> 123456 (cents). */
const cents = (text: string): number => {
  const match = /€\s?([\d,]+)\.(\d{2})/.exec(text);
  expect(match, `an amount in "${text}"`).not.toBeNull();
  return Number(match![1]!.replaceAll(',', '')) * 100 + Number(match![2]);
};

/**
 * Bets in the next betting window and cashes out as soon as the multiplier runs; a round that
 * crashes first (it may crash at 1.00x) is lost and the next one is tried, as is one whose window
 * closed before the bet arrived (nothing is charged then; the page says so). Answers the win and
 * the bets placed, which the studio's answer to each click tells.
 */
const betAndCashOut = async (page: Page): Promise<{ win: number; bets: number }> => {
  const frame = page.frameLocator(`iframe[title="${GAME}"]`);
  let bets = 0;
  for (let round = 1; round <= 8; round += 1) {
    const bet = frame.getByRole('button', { name: 'Bet', exact: true });
    await expect(bet).toBeEnabled({ timeout: 30_000 });
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/studio/crash/bet')),
      bet.click(),
    ]);
    if (answer.status() === 409) {
      await expect(
        frame.getByText('Bets are closed for this round. Please wait for the next one.'),
      ).toBeVisible();
      continue;
    }
    expect(answer.status()).toBe(200);
    bets += 1;
    // Riding, or already lost to a round that crashed at once.
    await expect(frame.getByText(/^Your bet €1\.00: (riding|lost)$/)).toBeVisible();
    const next = frame.getByRole('button', {
      name: /^(Cash out €[\d,.]+|Wait for the next round)$/,
    });
    await expect(next).toBeVisible({ timeout: 15_000 });
    if ((await next.textContent())?.startsWith('Cash out')) {
      await next.click();
      const cashed = frame.getByText(/^Your bet €1\.00: cashed out at \d+\.\d{2}x: €[\d,.]+$/);
      const tooLate = frame.getByText('Too late: the round has crashed.');
      // A round that crashes as the click lands disables the button first: the bet is lost.
      const lost = frame.getByText('Your bet €1.00: lost', { exact: true });
      await expect(cashed.or(tooLate).or(lost)).toBeVisible();
      if (await cashed.isVisible())
        return { win: cents((await cashed.innerText()).split(': ').pop()!), bets };
    }
  }
  throw new Error('no round let the player cash out');
};

test.describe('a crash game', () => {
  test('a new player bets in a shared round, cashes out by hand and verifies the crash point', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const found = (await (
      await page.request.get(`/v1/casino/games?type=crash-game&name=${encodeURIComponent(GAME)}`, {
        headers: { authorization: CLIENT_AUTH },
      })
    ).json()) as { data: { id: number; provider_id: number; name: string }[] };
    const game = found.data.find((entry) => entry.name === GAME)!;
    const player = await createPlayer('crash');
    await runOps('wallet', 'credit', player.username, '50', '--reason', 'Crash test funds');

    await loginAs(page, player, `/en/game/play/${game.provider_id}/${game.id}`);
    const frame = page.frameLocator(`iframe[title="${GAME}"]`);
    await expect(frame.getByText('Real money')).toBeVisible();
    const header = page.getByTestId('header-balance');
    await expect(header).toHaveText(/€50\.00/);
    await expect(frame.getByRole('heading', { name: 'Provably fair' })).toBeVisible();
    await frame.getByLabel('Bet', { exact: true }).selectOption({ label: '€1.00' });

    const { win, bets } = await betAndCashOut(page);
    const money = (amount: number) => `€${(amount / 100).toFixed(2)}`;
    await expect(frame.getByText(`Win ${money(win)}`, { exact: true })).toBeVisible();
    // Every round tried cost €1.00; the header shows the balance after the last one's win.
    const balance = 5_000 - 100 * bets + win;
    await expect(header).toHaveText(new RegExp(money(balance).replace('.', '\\.')));
    await expect(frame.getByText(money(balance), { exact: true }).first()).toBeVisible();

    // After the crash the seed is revealed and the page recomputes the crash point from it.
    await expect(frame.getByText(/^Crash point \d+\.\d{2}x$/)).toBeVisible({ timeout: 90_000 });
    await expect(frame.getByText('Verified', { exact: true })).toBeVisible();
    await expect(frame.getByText(/^[0-9a-f]{64}$/)).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
  });
});
