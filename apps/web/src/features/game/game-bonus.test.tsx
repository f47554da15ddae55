import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '../../shared/api/client';
import { applyBonusEvent } from '../../shared/session/bonus-events';
import { setSocketOn } from '../../shared/session/socket';
import { buildActiveBonus } from '../../test/bonus';
import { buildPlayer } from '../../test/fixtures';
import { renderGame, type GameSetup } from '../../test/game';
import { setViewportWidth } from '../../test/render';
import { GameScreen } from './game-screen';

const TermsPrompt = () => null;
const PING = 'POST campaigns/4/players/7/ping';
const BALANCE = { total: 120.5, bonus: 96.5, available: 100, deposited: 20.5 };

const pingAnswer = (overrides: Record<string, unknown> = {}) => ({
  data: {
    useBonus: true,
    contribution: 100,
    freespins_here: false,
    bonus: buildActiveBonus(),
    ...overrides,
  },
});

const setup = async (options: GameSetup = {}) => {
  setViewportWidth(1280);
  const view = renderGame(<GameScreen TermsPrompt={TermsPrompt} reload={vi.fn()} />, {
    player: buildPlayer({ bonus: buildActiveBonus() }),
    ...options,
    answers: { 'GET me/balance': { data: BALANCE }, [PING]: pingAnswer(), ...options.answers },
  });
  const frame = (await screen.findByTitle('Golden Harbour')) as HTMLIFrameElement;
  return { ...view, frame };
};

const post = (frame: HTMLIFrameElement, data: unknown) =>
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
  });

afterEach(() => setSocketOn(false));

describe('the bonus box of the game screen', () => {
  it('pings on launch and shows turnover, max bet and contribution before the first spin', async () => {
    const { callsTo } = await setup();
    const box = await screen.findByRole('complementary', { name: 'Your bonus: Welcome 100%' });
    const [ping] = callsTo(PING);
    expect((ping?.[2] as RequestOptions).body).toEqual({ game_id: 101, provider_id: 11 });
    expect(within(box).getByText('€400.00 of €1,000.00')).toBeInTheDocument();
    const bar = within(box).getByRole('progressbar', { name: 'Wagering progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    const figure = (term: string) => within(box).getByText(term).nextElementSibling;
    expect(figure('Maximum bet')).toHaveTextContent('€5.00');
    expect(figure('This game counts')).toHaveTextContent('100% of each bet');
    expect(within(box).queryByText('Free spins')).not.toBeInTheDocument();
  });

  it('counts free spins played on this game and says when its bets do not count', async () => {
    const bonus = buildActiveBonus({ freespins: 50, freespins_counter: 3, freespin_value: 0.2 });
    await setup({
      player: buildPlayer({ bonus }),
      answers: { [PING]: pingAnswer({ contribution: 0, freespins_here: true, bonus }) },
    });
    const box = await screen.findByRole('complementary', { name: /Your bonus/ });
    expect(within(box).getByText('Free spins').nextElementSibling).toHaveTextContent('3 of 50');
    expect(within(box).queryByText('This game counts')).not.toBeInTheDocument();
    expect(
      within(box).getByText('Bets in this game do not count toward your bonus.'),
    ).toBeInTheDocument();
    expect(
      within(box).getByText(
        'Your free spins are played in this game at a stake of exactly €0.20; the game starts at it.',
      ),
    ).toBeInTheDocument();
  });

  it('moves with each pushed bonus and gives way to the news when the bonus ends', async () => {
    const { queryClient } = await setup();
    await screen.findByRole('complementary', { name: /Your bonus/ });
    act(() =>
      applyBonusEvent(queryClient, {
        bonus: buildActiveBonus({ counter: 450, counter_percentage: 45 }),
        ended: null,
      }),
    );
    const box = screen.getByRole('complementary', { name: /Your bonus/ });
    // The query cache tells its observers on the next tick.
    await waitFor(() =>
      expect(within(box).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45'),
    );
    expect(within(box).getByText('€450.00 of €1,000.00')).toBeInTheDocument();

    act(() => applyBonusEvent(queryClient, { bonus: null, ended: 'converted' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Wagering complete: your bonus is now withdrawable money.',
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    act(() => within(screen.getByRole('status')).getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows no box when the ping says the bonus is not used here', async () => {
    const { callsTo } = await setup({ answers: { [PING]: pingAnswer({ useBonus: false }) } });
    await waitFor(() => expect(callsTo(PING)).toHaveLength(1));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('does not ping without an active bonus, nor in the demo', async () => {
    const { callsTo } = await setup({ player: buildPlayer({ bonus: null }) });
    expect(callsTo(PING)).toHaveLength(0);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('asks for the player again after a bet while the socket is down, not while it is on', async () => {
    const { frame, api } = await setup();
    await screen.findByRole('complementary', { name: /Your bonus/ });
    const asked = vi.mocked(api.getMe).mock.calls.length;
    setSocketOn(true);
    post(frame, { source: 'prime-game', type: 'balance_changed' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.getMe).toHaveBeenCalledTimes(asked);
    setSocketOn(false);
    post(frame, { source: 'prime-game', type: 'balance_changed' });
    await waitFor(() => expect(api.getMe).toHaveBeenCalledTimes(asked + 1));
  });

  it("explains a bet refused for the bonus's maximum bet, in the site's words", async () => {
    const { frame } = await setup();
    post(frame, {
      source: 'prime-game',
      type: 'blocked',
      code: 'bonus_bet_limit',
      message: 'The stake is above the maximum bet of your bonus.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This bet is above the maximum bet of your bonus (€5.00).',
    );
  });
});

describe('the bonus in the demo', () => {
  it('asks nothing about bonuses for a visitor', async () => {
    const { callsTo } = await setup({ player: null });
    expect(callsTo(PING)).toHaveLength(0);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
