import type { RealityCheckResponse } from '@prime/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMessageTypeClaimed } from '../../shared/session/message-claims';
import { readCookie } from '../../shared/storage/cookies';
import { buildPlayer } from '../../test/fixtures';
import { PLAY_CALL, renderGame } from '../../test/game';
import type { GameSetup } from '../../test/game';
import { setViewportWidth } from '../../test/render';
import { GameScreen } from './game-screen';

const CHECK_CALL = 'POST me/mga/realityCheck';
const READ_CALL = 'GET me/messages/5';

const realityCheck: RealityCheckResponse = {
  data: {
    message: {
      id: 5,
      type: 'realityCheck',
      subject: 'Reality check',
      body: 'You have been playing for a while. Take a moment to review your session.',
      image: null,
      duration: 60,
      read_at: null,
      created_at: '2030-01-01T10:15:00Z',
    },
    session: {
      started_at: '2030-01-01T09:10:00Z',
      minutes: 65,
      wagered: 12.5,
      net: -3,
      currency: { code: 'EUR', symbol: '€' },
    },
  },
};

/** Seconds of play until a 15-minute interval's check fires: 61 s or less left. */
const UNTIL_CHECK = 15 * 60 - 61;

const setup = async (options: GameSetup = {}) => {
  setViewportWidth(1280);
  const reload = vi.fn();
  let launches = 0;
  const view = renderGame(<GameScreen TermsPrompt={() => null} reload={reload} />, {
    player: buildPlayer({
      information: { ...buildPlayer().information, reality_minutes: 15 },
    }),
    ...options,
    answers: {
      [PLAY_CALL]: () => {
        launches += 1;
        return { data: { play_for_real: `/games/?token=real-${launches}` } };
      },
      [CHECK_CALL]: realityCheck,
      [READ_CALL]: { data: { ...realityCheck.data.message, read_at: '2030-01-01T10:16:00Z' } },
      ...options.answers,
    },
  });
  const frame = await screen.findByTitle('Golden Harbour');
  return { ...view, reload, frame };
};

/** Lets `seconds` of play pass, one timer tick at a time. */
const play = (seconds: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(seconds * 1000);
  });

describe('reality check', () => {
  beforeEach(() => {
    // Only the clocks the timers read; promises and timeouts stay real for the screen's data.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires when 61 s of the interval are left and shows the session', async () => {
    const { callsTo } = await setup();
    await play(UNTIL_CHECK - 1);
    expect(callsTo(CHECK_CALL)).toHaveLength(0);
    await play(1);
    expect(callsTo(CHECK_CALL)).toHaveLength(1);
    expect(callsTo(CHECK_CALL)[0]?.[2]).toEqual({ body: { minutes: 15 } });

    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveAccessibleDescription(
      'You have been playing for a while. Take a moment to review your session.',
    );
    expect(dialog).toHaveTextContent('Time played1 h 5 min');
    expect(dialog).toHaveTextContent('Amount wagered€12.50');
    expect(dialog).toHaveTextContent('Net result-€3.00');
    expect(within(dialog).getByRole('timer')).toHaveTextContent('This message closes in 60 s.');
  });

  it('keeps counting across a reload: the rest of the interval is in a cookie', async () => {
    document.cookie = 'mgaCounter=100; path=/';
    const { callsTo } = await setup();
    await play(38);
    expect(callsTo(CHECK_CALL)).toHaveLength(0);
    expect(readCookie('mgaCounter')).toBe('62');
    await play(1);
    expect(callsTo(CHECK_CALL)).toHaveLength(1);
    // The next interval starts in full.
    expect(readCookie('mgaCounter')).toBe(String(15 * 60));
  });

  it('counts an hour when the player chose no interval', async () => {
    const { callsTo } = await setup({
      player: buildPlayer({ information: { ...buildPlayer().information, reality_minutes: null } }),
    });
    await play(3600 - 62);
    expect(callsTo(CHECK_CALL)).toHaveLength(0);
    await play(1);
    expect(callsTo(CHECK_CALL)[0]?.[2]).toEqual({ body: { minutes: 60 } });
  });

  it('does not run for the demo', async () => {
    const { callsTo } = await setup({
      player: null,
      answers: { [PLAY_CALL]: { data: { play_for_fun: '/games/?token=demo-1' } } },
    });
    await play(3600);
    expect(callsTo(CHECK_CALL)).toHaveLength(0);
  });

  it('Continue relaunches the game and starts the next interval', async () => {
    const { callsTo } = await setup();
    await play(UNTIL_CHECK);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByTitle('Golden Harbour')).toHaveAttribute(
        'src',
        '/games/?token=real-2&lang=en',
      ),
    );
    expect(callsTo(PLAY_CALL)).toHaveLength(2);
    // Answered, the message is read: it does not come back as a notification elsewhere.
    expect(callsTo(READ_CALL)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await play(UNTIL_CHECK - 1);
    expect(callsTo(CHECK_CALL)).toHaveLength(1);
    await play(1);
    expect(callsTo(CHECK_CALL)).toHaveLength(2);
  });

  it('at 0 marks the message read and reloads the page', async () => {
    const { callsTo, reload } = await setup();
    await play(UNTIL_CHECK);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await play(59);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('This message closes in 1 s.');
    expect(callsTo(READ_CALL)).toHaveLength(0);
    await play(1);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(callsTo(READ_CALL)).toHaveLength(1);
  });

  it('Limits leads to the limits page', async () => {
    await setup();
    await play(UNTIL_CHECK);
    fireEvent.click(await screen.findByRole('button', { name: 'Limits' }));
    expect(await screen.findByText('Limits page')).toBeInTheDocument();
  });

  it('Stop playing goes home and reads the message', async () => {
    const { callsTo } = await setup();
    expect(isMessageTypeClaimed('realityCheck')).toBe(true);
    await play(UNTIL_CHECK);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop playing' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(callsTo(READ_CALL)).toHaveLength(1);
    // Away from the game, a reality check shows as a site-wide notification again.
    expect(isMessageTypeClaimed('realityCheck')).toBe(false);
  });

  it('dismissing the message with Escape goes home', async () => {
    await setup();
    await play(UNTIL_CHECK);
    await screen.findByRole('alertdialog', { name: 'Reality check' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('lets the player stop or continue when the check cannot be loaded', async () => {
    const { callsTo } = await setup({
      answers: {
        [CHECK_CALL]: () => {
          throw new Error('offline');
        },
      },
    });
    await play(UNTIL_CHECK);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'The reality check could not be loaded. Please stop or continue playing.',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(callsTo(PLAY_CALL)).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('runs when the game page reports a check is waiting', async () => {
    const { callsTo, frame } = await setup();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          source: (frame as HTMLIFrameElement).contentWindow,
          data: {
            source: 'prime-game',
            type: 'blocked',
            code: 'reality_check_pending',
            message: 'A reality check is waiting.',
          },
        }),
      );
    });
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toBeInTheDocument();
    expect(callsTo(CHECK_CALL)).toHaveLength(1);
  });
});
