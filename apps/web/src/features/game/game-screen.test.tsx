import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPlayer } from '../../test/fixtures';
import { buildGameDetail, DETAIL_CALL, PLAY_CALL, refusal, renderGame } from '../../test/game';
import type { GameSetup } from '../../test/game';
import { GameScreen } from './game-screen';
import type { TermsPromptProps } from './refusal-view';

/** The account area gives the real terms dialog (see app/game-route.test.tsx). */
const TermsPrompt = ({ onCancel }: TermsPromptProps) => (
  <div role="alertdialog" aria-label="Terms prompt">
    <button type="button" onClick={onCancel}>
      Cancel
    </button>
  </div>
);

const setup = (options: GameSetup = {}) => {
  const reload = vi.fn();
  const view = renderGame(<GameScreen TermsPrompt={TermsPrompt} reload={reload} />, options);
  return { ...view, reload };
};

const gameFrame = () => screen.findByTitle('Golden Harbour');

describe('game launch', () => {
  it('launches real play for a player with what the site knows', async () => {
    const { callsTo } = setup({ state: { clientIp: '203.0.113.9' } });
    const frame = await gameFrame();
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/games/?token=real-1&lang=en');
    expect(frame).toHaveAttribute('allow', 'fullscreen');
    expect(callsTo(DETAIL_CALL)[0]?.[2]).toEqual({ query: { provider_id: 11 } });
    expect(callsTo(PLAY_CALL)).toHaveLength(1);
    expect(callsTo(PLAY_CALL)[0]?.[2]).toEqual({
      body: {
        game_id: 101,
        provider_name: 'Nova Studio',
        provider_id: 11,
        is_mobile: 0,
        is_desktop: 1,
        lobby_url: '/',
        skin_id: 1,
        ip_address: '203.0.113.9',
        user_id: 70,
        user_language: 'en',
        user_currency: 'EUR',
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Golden Harbour' })).toBeInTheDocument();
    expect(document.title).toBe('Golden Harbour | Prime');
  });

  it('launches the demo in EUR for a visitor', async () => {
    const { callsTo } = setup({
      player: null,
      state: { language: 'de' },
      answers: { [PLAY_CALL]: { data: { play_for_fun: '/games/?token=demo-1' } } },
    });
    expect(await gameFrame()).toHaveAttribute('src', '/games/?token=demo-1&lang=de');
    expect(callsTo(PLAY_CALL)[0]?.[2]).toEqual({
      body: {
        is_demo: 1,
        game_id: 101,
        provider_id: 11,
        user_language: 'de',
        user_currency: 'EUR',
      },
    });
  });

  it.each(['cs', 'pl', 'es'] as const)(
    'opens the game page in the site language %s',
    async (language) => {
      setup({ state: { language } });
      expect(await gameFrame()).toHaveAttribute('src', `/games/?token=real-1&lang=${language}`);
    },
  );

  it('shows a loading state while the game launches', async () => {
    setup({ answers: { [PLAY_CALL]: () => new Promise(() => undefined) } });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the game…');
  });

  it('offers login and a deposit when a visitor opens a game without a demo', async () => {
    const { callsTo } = setup({
      player: null,
      answers: { [DETAIL_CALL]: { data: buildGameDetail({ has_demo: false }) } },
    });
    expect(
      await screen.findByText(
        'This game has no demo version. Log in and deposit to play it for real money.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit Now' })).toHaveAttribute(
      'href',
      '/en/deposit',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(callsTo(PLAY_CALL)).toHaveLength(0);
  });
});

describe('game not available', () => {
  const expectNotAvailable = async () =>
    expect(await screen.findByRole('heading', { name: 'Game not available' })).toBeInTheDocument();

  it('when the game is unknown', async () => {
    setup({ answers: { [DETAIL_CALL]: refusal(404, 'not_found') } });
    await expectNotAvailable();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('when its provider is switched off, without asking to launch', async () => {
    const { callsTo } = setup({
      answers: { [DETAIL_CALL]: { data: buildGameDetail({ is_provider_enabled: false }) } },
    });
    await expectNotAvailable();
    expect(callsTo(PLAY_CALL)).toHaveLength(0);
  });

  it('when the URL names another provider or no number', async () => {
    setup({ url: '/game/play/12/101' });
    await expectNotAvailable();
    setup({ url: '/game/play/x/101' });
    expect(await screen.findAllByRole('heading', { name: 'Game not available' })).toHaveLength(2);
  });

  it('when the game is not made for the device', async () => {
    setup({
      state: { device: 'mobile' },
      answers: { [DETAIL_CALL]: { data: buildGameDetail({ is_mobile: false }) } },
    });
    await expectNotAvailable();
    expect(screen.getByText('This game cannot be played on a mobile device.')).toBeInTheDocument();
  });

  it('when the launch answers no address', async () => {
    setup({ answers: { [PLAY_CALL]: { data: {} } } });
    await expectNotAvailable();
  });

  it('when the launch is refused as not available', async () => {
    setup({ answers: { [PLAY_CALL]: refusal(404, 'game_not_available') } });
    await expectNotAvailable();
  });

  it('shows a server text saying the game is not available as it is', async () => {
    setup({
      answers: {
        [PLAY_CALL]: refusal(403, 'forbidden', 'Golden Harbour is not available in your country'),
      },
    });
    await expectNotAvailable();
    expect(screen.getByText('Golden Harbour is not available in your country')).toBeInTheDocument();
  });
});

describe('launch refusals', () => {
  it('asks for the terms, and cancelling goes home', async () => {
    setup({ answers: { [PLAY_CALL]: refusal(403, 'terms_not_accepted') } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 2000 }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('alerts an invalid KYC status, then goes to the KYC page', async () => {
    setup({ answers: { [PLAY_CALL]: refusal(403, 'kyc_invalid') } });
    const alert = await screen.findByRole('alertdialog', {
      name: 'Your KYC status is not valid. You will be redirect to KYC page',
    });
    expect(alert).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('KYC page')).toBeInTheDocument();
  });

  it('alerts a disabled account with its date in UTC, then goes home', async () => {
    setup({
      answers: {
        [PLAY_CALL]: refusal(403, 'account_disabled', 'Disabled', {
          status_expires_at: '2030-01-02T03:04:05Z',
        }),
      },
    });
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Your player account is disable until to Jan 2, 2030, 3:04 AM UTC',
      }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('alerts a self-excluded player, then goes home', async () => {
    setup({
      answers: {
        [PLAY_CALL]: refusal(403, 'self_excluded', 'Excluded', {
          status_expires_at: '2030-01-02T03:04:05Z',
        }),
      },
    });
    expect(
      await screen.findByRole('alertdialog', {
        name: 'You have decided to exclude yourself. Contact customer support to reactivate your gaming account.',
      }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('tells a blocked player', async () => {
    setup({ answers: { [PLAY_CALL]: refusal(403, 'player_blocked') } });
    expect(
      await screen.findByRole('heading', {
        name: 'Your account cannot play at the moment. Please contact customer support.',
      }),
    ).toBeInTheDocument();
  });

  it('alerts SERVER ERROR when the server fails', async () => {
    setup({ answers: { [PLAY_CALL]: refusal(500, 'server_error') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('SERVER ERROR');
  });

  it('shows the server text and Deposit Now when the balance is too low to play', async () => {
    setup({
      answers: { [PLAY_CALL]: refusal(409, 'insufficient_funds', 'Your balance is 0.00 EUR.') },
    });
    expect(
      await screen.findByRole('heading', { name: 'Your balance is 0.00 EUR.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit Now' })).toHaveAttribute(
      'href',
      '/en/deposit',
    );
  });

  it('waits for the player before a real launch', async () => {
    const player = buildPlayer();
    const { callsTo } = setup({ player });
    await gameFrame();
    await waitFor(() => expect(callsTo(PLAY_CALL)).toHaveLength(1));
  });
});

describe('game address', () => {
  it('refuses an address on another origin', async () => {
    setup({ answers: { [PLAY_CALL]: { data: { play_for_real: 'https://evil.example/x' } } } });
    expect(await screen.findByRole('heading', { name: 'Game not available' })).toBeInTheDocument();
    expect(screen.queryByTitle('Golden Harbour')).not.toBeInTheDocument();
  });
});
