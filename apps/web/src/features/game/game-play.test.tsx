import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceQueryOptions } from '../../shared/session/balance';
import { PLAY_CALL, renderGame } from '../../test/game';
import { setViewportWidth } from '../../test/render';
import type { GameSetup } from '../../test/game';
import { GameScreen } from './game-screen';

const TermsPrompt = () => null;

const BALANCE = { total: 120.5, bonus: 10.25, available: 100, deposited: 20.5 };

const setup = async (options: GameSetup & { width?: number } = {}) => {
  setViewportWidth(options.width ?? 1280);
  const reload = vi.fn();
  const view = renderGame(<GameScreen TermsPrompt={TermsPrompt} reload={reload} />, {
    ...options,
    answers: { 'GET me/balance': { data: BALANCE }, ...options.answers },
  });
  const frame = (await screen.findByTitle('Golden Harbour')) as HTMLIFrameElement;
  return { ...view, reload, frame };
};

/** What the game page in the iframe posts to the screen. */
const post = (
  frame: HTMLIFrameElement,
  data: unknown,
  { origin = window.location.origin, source = frame.contentWindow } = {},
) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

describe('messages from the game page', () => {
  it('refreshes the header balance at once when the balance changes', async () => {
    const { frame, queryClient, api, callsTo } = await setup();
    await queryClient.prefetchQuery(balanceQueryOptions(api));
    expect(callsTo('GET me/balance')).toHaveLength(1);
    post(frame, { source: 'prime-game', type: 'balance_changed' });
    await waitFor(() => expect(callsTo('GET me/balance')).toHaveLength(2));
  });

  it('ignores messages from another origin, another window or not from the game', async () => {
    const { frame, queryClient, api, callsTo } = await setup();
    await queryClient.prefetchQuery(balanceQueryOptions(api));
    post(
      frame,
      { source: 'prime-game', type: 'balance_changed' },
      { origin: 'https://evil.example' },
    );
    post(frame, { source: 'prime-game', type: 'balance_changed' }, { source: window });
    post(frame, { type: 'balance_changed' });
    post(
      frame,
      { source: 'prime-game', type: 'insufficient_funds', message: 'x' },
      {
        origin: 'https://evil.example',
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo('GET me/balance')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server text and Deposit Now when the balance is too low for a bet', async () => {
    const { frame } = await setup();
    post(frame, {
      source: 'prime-game',
      type: 'insufficient_funds',
      message: 'Insufficient balance for this bet.',
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Insufficient balance for this bet.');
    fireEvent.click(within(notice).getByRole('link', { name: 'Deposit Now' }));
    expect(await screen.findByText('Deposit page')).toBeInTheDocument();
  });

  it('offers the limits when a bet is over a daily limit', async () => {
    const { frame } = await setup();
    post(frame, {
      source: 'prime-game',
      type: 'blocked',
      code: 'daily_loss_limit',
      message: 'Your daily loss limit is reached.',
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your daily loss limit is reached.');
    expect(within(notice).getByRole('link', { name: 'Go to my limits' })).toHaveAttribute(
      'href',
      '/en/limits',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('fullscreen', () => {
  let fullscreenElement: Element | null = null;

  beforeEach(() => {
    fullscreenElement = null;
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => fullscreenElement,
    });
    Object.defineProperty(document, 'exitFullscreen', {
      configurable: true,
      value: vi.fn(async () => {
        fullscreenElement = null;
        document.dispatchEvent(new Event('fullscreenchange'));
      }),
    });
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      configurable: true,
      value: vi.fn(function (this: HTMLElement) {
        const enter = (element: HTMLElement) => {
          fullscreenElement = element;
          document.dispatchEvent(new Event('fullscreenchange'));
        };
        enter(this);
        return Promise.resolve();
      }),
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(document, 'fullscreenElement');
    Reflect.deleteProperty(document, 'exitFullscreen');
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
  });

  it('puts the game container in fullscreen and back', async () => {
    const { frame } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    await screen.findByRole('button', { name: 'Exit fullscreen' });
    expect(fullscreenElement).toBe(frame.parentElement);
    fireEvent.click(screen.getByRole('button', { name: 'Exit fullscreen' }));
    await screen.findByRole('button', { name: 'Fullscreen' });
    expect(fullscreenElement).toBeNull();
  });
});

describe('desktop layout', () => {
  it('has back, the title, and links to the terms and responsible gaming', async () => {
    await setup();
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/en/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/en/responsible-gaming',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('is only the game on a phone, at full height under the reduced header', async () => {
    const { frame } = await setup({ width: 400 });
    expect(screen.queryByRole('button', { name: 'Fullscreen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Terms and conditions' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Golden Harbour' })).toHaveClass('visually-hidden');
    expect(frame.closest('.game-screen')).toHaveClass('game-screen--mobile');
  });

  it('says when the visitor plays the demo', async () => {
    await setup({
      player: null,
      answers: { [PLAY_CALL]: { data: { play_for_fun: '/games/?token=demo-1' } } },
    });
    expect(screen.getByText('Demo mode: you are playing with play money.')).toBeInTheDocument();
  });
});
