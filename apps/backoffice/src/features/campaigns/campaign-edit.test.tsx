import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const stored = {
  id: 4,
  definition: {
    code: 'WELCOME100',
    names: {
      en: 'Welcome',
      cs: 'Vítejte',
      de: 'Willkommen',
      sk: 'Vitajte',
      hu: 'Üdv',
      pl: 'Witaj',
      es: 'Bienvenido',
    },
    descriptions: { en: 'd', cs: 'd', de: 'd', sk: 'd', hu: 'd', pl: 'd', es: 'd' },
    terms: { en: 't', cs: 't', de: 't', sk: 't', hu: 't', pl: 't', es: 't' },
    reward: { type: 'deposit_match', percentage: 100, max_amounts: { '1': 20000 } },
    is_public: true,
    sms_verified: false,
    currency_ids: [1],
    country_codes: [],
    min_deposits: { '1': 1000 },
    wagering_multiplier: 10,
    game_contribution: { slots: 100, tables: 10, live: 10, crash: 0 },
    max_bets: { '1': 500 },
    valid_from: '2026-01-01T00:00:00.000Z',
    valid_to: null,
    expiry_days: 30,
  },
  changes: [],
};

describe('editing a campaign', () => {
  it('sends only what changed, with the reason, to the campaign named by its code', async () => {
    const api = fakeStaffApi({
      me: staffMe('content'),
      routes: {
        'GET /campaigns/4': { body: { data: stored } },
        'PATCH /campaigns/WELCOME100': { body: { data: stored } },
      },
    });
    renderConsole('/campaigns/4');

    expect(
      // The form is a chunk loaded when opened.
      await screen.findByRole('heading', { name: 'Edit campaign WELCOME100' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code/)).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Wagering (times the bonus)'), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    // The contract's limit (10) and the missing reason are named before anything is sent.
    expect(await screen.findByText(/wagering_multiplier:/)).toBeInTheDocument();
    expect(screen.getByText('reason: Give a reason.')).toBeInTheDocument();
    expect(api.calls('PATCH /campaigns/WELCOME100')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Wagering (times the bonus)'), {
      target: { value: '8' },
    });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Fairer terms' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Campaign WELCOME100 saved.')).toBeInTheDocument();
    expect(api.calls('PATCH /campaigns/WELCOME100')[0]?.body).toEqual({
      changes: { wagering_multiplier: 8 },
      reason: 'Fairer terms',
    });
  });
});
