import type { Player } from '@prime/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { RequestOptions } from '../../shared/api/client';
import { buildActiveBonus, buildUnusedCampaign } from '../../test/bonus';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { MyBonusSection } from './my-bonus-section';

const UNUSED = 'GET campaigns/players/7/unusedCampaigns';

const open = (
  answers: FakeAnswers = {},
  { player = buildPlayer({ bonus: buildActiveBonus() }), after = player } = {} as {
    player?: Player;
    /** GET me once the section asked for the player again. */
    after?: Player;
  },
) => {
  const api = createFakeApi({ getMe: vi.fn(async () => after) });
  const request = answerRequests(api, {
    [UNUSED]: { data: [] },
    'GET me/balance': { data: player.balance },
    ...answers,
  });
  renderWithApp(<MyBonusSection />, { api, player, state: { token: 'tok' } });
  return { request, api };
};

const callsTo = (request: ReturnType<typeof open>['request'], key: string) =>
  request.mock.calls.filter(([method, path]) => `${method} ${path}` === key);

describe('My bonus', () => {
  it('shows the active bonus: balance, wagering progress, max bet, time left and terms', async () => {
    const expiresAt = new Date(Date.now() + (2 * 24 * 60 + 3 * 60 + 30) * 60_000).toISOString();
    open({}, { player: buildPlayer({ bonus: buildActiveBonus({ expires_at: expiresAt }) }) });
    const card = await screen.findByRole('article', { name: 'Your active bonus: Welcome 100%' });
    const figure = (term: string) => within(card).getByText(term).nextElementSibling;
    expect(figure('Bonus balance')).toHaveTextContent('€96.50');
    expect(figure('Bonus awarded')).toHaveTextContent('€100.00');
    expect(figure('Maximum bet')).toHaveTextContent('€5.00');
    expect(figure('Expires in')).toHaveTextContent('2 days 3 h');
    expect(within(card).getByText('€400.00 of €1,000.00 wagered')).toBeInTheDocument();
    const bar = within(card).getByRole('progressbar', { name: 'Wagering progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '€400.00 of €1,000.00 wagered (40%)');
    expect(within(card).getByText('Slots: 100%')).toBeInTheDocument();
    expect(within(card).getByText('Crash games: 0%')).toBeInTheDocument();
    expect(within(card).getByText('Bonus terms')).toBeInTheDocument();
    expect(within(card).getByText(/Wager it 10 times within 30 days/)).toBeInTheDocument();
    expect(within(card).queryByText('Free spins')).not.toBeInTheDocument();
  });

  it('counts free spins and shows whole crowns for CZK', async () => {
    const bonus = buildActiveBonus({
      amount: 2500,
      balance: 1234.5,
      target: 25_000,
      counter: 5000.4,
      counter_percentage: 20,
      freespins: 50,
      freespins_counter: 12,
      campaign: { ...buildActiveBonus().campaign, max_bet: null },
    });
    open({}, { player: buildPlayer({ currency: { id: 42, code: 'CZK', symbol: 'Kč' }, bonus }) });
    const card = await screen.findByRole('article');
    const figure = (term: string) => within(card).getByText(term).nextElementSibling;
    expect(figure('Bonus balance')).toHaveTextContent(/^CZK\s1,235$/);
    expect(figure('Free spins')).toHaveTextContent('12 of 50 played');
    expect(figure('Maximum bet')).toHaveTextContent('No limit');
    expect(within(card).getByText(/^CZK\s5,000 of CZK\s25,000 wagered$/)).toBeInTheDocument();
  });

  it('forfeits only after "Are you sure?", then shows the player without the bonus', async () => {
    const { request, api } = open(
      { 'DELETE campaigns/players/7': { data: { forfeited: true, removed_amount: 96.5 } } },
      { after: buildPlayer({ bonus: null }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Forfeit bonus' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleName(
      'Are you sure? Forfeiting removes the bonus and its winnings from your bonus balance. This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my bonus' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(request, 'DELETE campaigns/players/7')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Forfeit bonus' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Forfeit bonus' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your bonus was forfeited. Your own money was not touched.',
    );
    expect(callsTo(request, 'DELETE campaigns/players/7')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(api.getMe).toHaveBeenCalled();
  });

  it('says so when the forfeit fails, and keeps the bonus', async () => {
    open({
      'DELETE campaigns/players/7': () => {
        throw new ApiError(500, 'server_error', 'Internal error');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Forfeit bonus' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Forfeit bonus' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The bonus could not be forfeited. Please try again.',
    );
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it('lists the campaigns to activate with their figures and terms, in the site language', async () => {
    const { request } = open(
      {
        [UNUSED]: {
          data: [
            buildUnusedCampaign(),
            buildUnusedCampaign({
              id: 6,
              code: 'PRIME50',
              name: 'Prime 50%',
              amount: null,
              max_bet: null,
              chosen: true,
            }),
          ],
        },
      },
      { player: buildPlayer() },
    );
    const spins = await screen.findByRole('listitem', { name: '50 free spins' });
    const figure = (term: string) => within(spins).getByText(term).nextElementSibling;
    expect(figure('Bonus')).toHaveTextContent('€10.00');
    expect(figure('Minimum deposit')).toHaveTextContent('€20.00');
    expect(figure('Wagering')).toHaveTextContent('10× the bonus');
    expect(figure('Maximum bet')).toHaveTextContent('€5.00');
    expect(within(spins).getByText(/Free spin wins are bonus money/)).toBeInTheDocument();
    expect(within(spins).getByRole('button', { name: 'Activate: 50 free spins' })).toBeEnabled();

    const chosen = screen.getByRole('listitem', { name: 'Prime 50% Your choice' });
    expect(
      within(chosen).getByText('Awarded on your next deposit of at least €20.00'),
    ).toBeInTheDocument();
    expect(within(chosen).queryByRole('button')).not.toBeInTheDocument();
    expect(within(chosen).getByRole('link', { name: 'Deposit now' })).toHaveAttribute(
      'href',
      '/en/deposit',
    );
    expect((callsTo(request, UNUSED)[0]?.[2] as RequestOptions).query).toEqual({
      language: 'en',
      is_deposit: 1,
      campaign_visible: 1,
    });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText(/no active bonus/)).not.toBeInTheDocument();
  });

  it('activates a campaign with its code and says when it will be awarded', async () => {
    let chosen = false;
    const { request } = open(
      {
        [UNUSED]: () => ({ data: [buildUnusedCampaign({ chosen })] }),
        'POST campaigns/players/7/activate': () => {
          chosen = true;
          return { data: { status: 'pending', campaign_id: 5, bonus: null } };
        },
      },
      { player: buildPlayer() },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Activate: 50 free spins' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Chosen: 50 free spins is awarded on your next qualifying deposit.',
    );
    const [call] = callsTo(request, 'POST campaigns/players/7/activate');
    expect((call?.[2] as RequestOptions).body).toEqual({ code: 'SPINS50' });
    expect(
      await screen.findByText('Awarded on your next deposit of at least €20.00'),
    ).toBeInTheDocument();
  });

  it('shows free spins as count × value, and no deposit for a campaign taken at activation', async () => {
    open(
      {
        [UNUSED]: () => ({
          data: [
            buildUnusedCampaign({
              activation: 'now',
              amount: 0.2,
              reward: {
                type: 'free_spins',
                games: ['zlata-koruna-10001'],
                spins: 50,
                spin_values: { '1': 20 },
              },
            }),
          ],
        }),
      },
      { player: buildPlayer() },
    );
    const card = await screen.findByRole('listitem', { name: '50 free spins' });
    expect(within(card).getByText('Free spins').nextElementSibling).toHaveTextContent(
      '50 spins × €0.20',
    );
    expect(within(card).queryByText('Minimum deposit')).not.toBeInTheDocument();
    expect(within(card).queryByText('Bonus')).not.toBeInTheDocument();
  });

  it('explains a refused activation and changes nothing on screen', async () => {
    open(
      {
        [UNUSED]: { data: [buildUnusedCampaign()] },
        'POST campaigns/players/7/activate': () => {
          throw new ApiError(409, 'bonus_not_available', 'Not available');
        },
      },
      { player: buildPlayer() },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Activate: 50 free spins' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This bonus cannot be activated now: another bonus is active, or it needs a deposit.',
    );
    expect(screen.getByRole('button', { name: 'Activate: 50 free spins' })).toBeEnabled();
  });

  describe('a bonus code after registration', () => {
    const ACTIVATE = 'POST campaigns/players/7/activate';
    const useCode = (code: string) => {
      fireEvent.change(screen.getByLabelText('Bonus code'), { target: { value: code } });
      fireEvent.click(screen.getByRole('button', { name: 'Use code' }));
    };

    it('saves a deposit bonus’s code for the next deposit, where the list shows it chosen', async () => {
      let chosen = false;
      const { request } = open(
        {
          [UNUSED]: () => ({
            data: chosen
              ? [buildUnusedCampaign({ code: 'PRIME50', name: 'Prime 50%', chosen })]
              : [],
          }),
          [ACTIVATE]: () => {
            chosen = true;
            return { data: { status: 'pending', campaign_id: 6, bonus: null } };
          },
        },
        { player: buildPlayer() },
      );
      expect(
        await screen.findByRole('heading', { name: 'Have a bonus code?' }),
      ).toBeInTheDocument();
      useCode('prime50');
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Your code is saved: its bonus is awarded on your next qualifying deposit.',
      );
      expect((callsTo(request, ACTIVATE)[0]?.[2] as RequestOptions).body).toEqual({
        code: 'prime50',
      });
      expect(screen.getByLabelText('Bonus code')).toHaveValue('');
      expect(
        await screen.findByRole('listitem', { name: 'Prime 50% Your choice' }),
      ).toBeInTheDocument();
    });

    it('says a code’s bonus is active when it needs no deposit', async () => {
      open(
        { [ACTIVATE]: { data: { status: 'active', campaign_id: 9, bonus: buildActiveBonus() } } },
        { player: buildPlayer() },
      );
      await screen.findByRole('heading', { name: 'Have a bonus code?' });
      useCode('FREE10');
      expect(await screen.findByRole('status')).toHaveTextContent(
        'The bonus of your code is now active.',
      );
    });

    it('checks the code before sending, and shows the server’s refusal under the field', async () => {
      const { request } = open(
        {
          [ACTIVATE]: () => {
            throw new ApiError(422, 'promo_code_invalid', 'Promotional code not valid', {
              code: ['Promotional code not valid'],
            });
          },
        },
        { player: buildPlayer() },
      );
      await screen.findByRole('heading', { name: 'Have a bonus code?' });
      useCode('');
      expect(await screen.findByRole('alert')).toHaveTextContent('Enter a bonus code.');
      useCode('PRIME 50');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Spaces are not allowed in the bonus code.',
      );
      expect(callsTo(request, ACTIVATE)).toHaveLength(0);

      useCode('NOPE');
      const field = screen.getByLabelText('Bonus code');
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(screen.getByRole('alert')).toHaveTextContent('Promotional code not valid');
      expect(field).toHaveValue('NOPE');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('explains a code whose bonus cannot be taken now', async () => {
      open(
        {
          [ACTIVATE]: () => {
            throw new ApiError(409, 'bonus_not_available', 'Another bonus is active.');
          },
        },
        { player: buildPlayer() },
      );
      await screen.findByRole('heading', { name: 'Have a bonus code?' });
      useCode('SPINS50');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This bonus cannot be activated now: another bonus is active, or it needs a deposit.',
      );
    });
  });

  it('says there is no bonus when nothing is active and nothing can be activated', async () => {
    open({}, { player: buildPlayer() });
    expect(
      await screen.findByText('You have no active bonus and no bonus to activate right now.'),
    ).toBeInTheDocument();
  });

  it('tells when the campaigns cannot be loaded, and still shows the active bonus', async () => {
    open({
      [UNUSED]: () => {
        throw new ApiError(403, 'forbidden', 'Forbidden');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your bonuses could not be loaded. Please try again.',
    );
    expect(screen.getByRole('article')).toBeInTheDocument();
  });
});
