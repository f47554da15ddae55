import type { StudioSpinResult } from '@prime/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startGame } from './game-controller';
import { slotSession } from './test/slot-session';

vi.mock('./view/emoji-support', () => ({ canDrawColourEmoji: () => true }));

const token = 't'.repeat(32);

const session = slotSession();

const grid = [
  ['lemon', 'cherry', 'scatter'],
  ['lemon', 'cherry', 'scatter'],
  ['lemon', 'cherry', 'scatter'],
];

const result: StudioSpinResult = {
  round_id: 'r1',
  bet: 1,
  spins: [
    {
      grid,
      line_wins: [{ line: 0, symbol: 'cherry', count: 3, win: 1 }],
      scatter_win: 0,
      free_spins_awarded: 1,
      win: 1,
    },
    {
      grid,
      line_wins: [{ line: 0, symbol: 'cherry', count: 3, win: 2 }],
      scatter_win: 0,
      free_spins_awarded: 0,
      win: 2,
    },
  ],
  win: 3,
  balance: 12,
};

const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';
const spinButton = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === 'Spin');

describe('a round of the slot page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Reduced motion: no animation frames to wait for, only the pauses between wins.
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    document.body.innerHTML = '<main id="game"></main>';
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const start = () => startGame(document.getElementById('game') as HTMLElement, token, session);

  it('shows the game with named controls', () => {
    start();
    expect(text('h1')).toBe('Lucky Fruits');
    expect(text('.game__mode')).toBe('Demo — play money');
    expect(text('label[for=bet]')).toBe('Bet');
    expect(document.querySelector('button[aria-controls=paytable]')?.textContent).toBe('Paytable');
    expect(document.querySelector('[role=img]')?.getAttribute('aria-label')).toMatch(
      /^Reels\. Row 1: /,
    );
    expect(text('[aria-live=polite]')).toContain('Balance €10.00');
    expect(document.documentElement.style.getPropertyValue('--theme-background')).not.toBe('');
  });

  it('spins, plays the free spin back and ends on the server balance', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ data: result }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    start();
    (document.getElementById('bet') as HTMLSelectElement).value = '1';
    document.getElementById('bet')?.dispatchEvent(new Event('change'));
    spinButton()?.click();
    expect(spinButton()?.disabled).toBe(true);
    expect(text('.status__value')).toBe('€9.00');

    await vi.advanceTimersByTimeAsync(100);
    expect(document.querySelectorAll('.cell--win')).toHaveLength(3);
    expect(text('.game__win-detail')).toBe('Line 1: 3 × Cherries — €1.00');
    await vi.advanceTimersByTimeAsync(700);
    expect(text('.game__win-detail')).toBe('1 free spin!');

    await vi.runAllTimersAsync();
    expect(fetchMock).toHaveBeenCalledWith(
      '/studio/slot/spin',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(text('.status__value')).toBe('€12.00');
    expect(text('.status__win')).toBe('Win €3.00');
    expect(text('.game__win-detail')).toBe('Total win €3.00');
    expect(text('.visually-hidden')).toBe('Win €3.00. Balance €12.00.');
    expect(spinButton()?.disabled).toBe(false);
  });

  it('shows a refusal as the API words it and gives the bet back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ message: 'Daily bet limit reached.', code: 'daily_bet_limit' }),
            {
              status: 403,
            },
          ),
      ),
    );
    start();
    spinButton()?.click();
    await vi.runAllTimersAsync();
    expect(text('.game__notice')).toBe('Daily bet limit reached.');
    expect(text('.status__value')).toBe('€10.00');
    expect(spinButton()?.disabled).toBe(false);
  });

  it('keeps Spin off for a bet above the balance', () => {
    start();
    (document.getElementById('bet') as HTMLSelectElement).value = '20';
    document.getElementById('bet')?.dispatchEvent(new Event('change'));
    expect(spinButton()?.disabled).toBe(true);
    expect(text('.game__notice')).toBe(
      'The bet is higher than your balance. Choose a smaller bet.',
    );
  });
});
