import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const texts = (prefix: string) => ({
  en: `${prefix} (English)`,
  cs: `${prefix} (Čeština)`,
  de: `${prefix} (Deutsch)`,
  sk: `${prefix} (Slovenčina)`,
  hu: `${prefix} (Magyar)`,
  pl: `${prefix} (Polski)`,
  es: `${prefix} (Español)`,
});

const definition = {
  code: 'WELCOME100',
  names: { ...texts('Welcome'), en: 'Welcome bonus 100%' },
  descriptions: texts('Double your first deposit'),
  terms: { ...texts('Terms'), de: 'Es gelten die Bonusbedingungen.' },
  reward: { type: 'deposit_match', percentage: 100, max_amounts: { '1': 20000, '2': 75000 } },
  is_public: true,
  sms_verified: false,
  currency_ids: [1, 2],
  country_codes: [],
  min_deposits: { '1': 1000 },
  wagering_multiplier: 10,
  game_contribution: { slots: 100, tables: 10, live: 10, crash: 0 },
  max_bets: { '1': 500, '2': 2000 },
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: null,
  expiry_days: 30,
};

const takeUp = {
  chosen: 12,
  pending: 2,
  awarded: 10,
  active: 4,
  converted: 3,
  forfeited_or_expired: 3,
};
const cost = [
  { currency: 'EUR', awarded: 1000, converted: 250.5, pending_bonus: 120, cost: 370.5 },
  { currency: 'USD', awarded: 50, converted: 0, pending_bonus: 50, cost: 50 },
];

describe('campaign figures and texts', () => {
  it('lists each campaign with its English name, take-up and cost', async () => {
    fakeStaffApi({
      me: staffMe('content'),
      routes: {
        'GET /campaigns': {
          body: {
            data: [
              {
                id: 4,
                code: 'WELCOME100',
                name: 'Welcome bonus 100%',
                reward: definition.reward,
                valid_from: definition.valid_from,
                valid_to: null,
                take_up: takeUp,
                cost,
              },
            ],
            meta: { total: 1 },
          },
        },
      },
    });
    renderConsole('/campaigns');
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    await within(table).findByText('Welcome bonus 100%');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Welcome bonus 100%')).toBeInTheDocument();
    expect(
      within(row).getByText('12 chose, 10 awarded, 3 converted, 3 forfeited'),
    ).toBeInTheDocument();
    expect(within(row).getByText('370.50 EUR, 50.00 USD')).toBeInTheDocument();
  });

  it('shows the figures, the texts by language and amounts with currency codes', async () => {
    const api = fakeStaffApi({
      me: staffMe('content'),
      routes: {
        'GET /campaigns/4': {
          body: {
            data: {
              id: 4,
              definition,
              changes: [],
              take_up: takeUp,
              cost,
              currencies: { '1': 'EUR', '2': 'USD' },
            },
          },
        },
      },
    });
    renderConsole('/campaigns/4/show');

    expect(
      await screen.findByRole('heading', { name: /Campaign WELCOME100: Welcome bonus 100%/ }),
    ).toBeInTheDocument();
    expect(api.calls('GET /campaigns/4')).not.toHaveLength(0);

    expect(screen.getByText('Chose or activated').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Converted to real money').nextSibling).toHaveTextContent('3');
    const costTable = screen.getByRole('table', { name: 'Cost by currency' });
    const euro = within(costTable).getByRole('row', { name: /^EUR/ });
    expect(euro).toHaveTextContent('1,000.00 EUR');
    expect(euro).toHaveTextContent('250.50 EUR');
    expect(euro).toHaveTextContent('120.00 EUR');
    expect(euro).toHaveTextContent('370.50 EUR');

    expect(screen.getByText('Terms (English)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Deutsch' }));
    expect(screen.getByText('Es gelten die Bonusbedingungen.')).toBeInTheDocument();
    expect(screen.getByText('Welcome (Deutsch)')).toBeInTheDocument();

    expect(screen.getByText('Largest bonus').nextSibling).toHaveTextContent(
      '200.00 EUR, 750.00 USD',
    );
    expect(screen.getByText('Largest bet while wagering').nextSibling).toHaveTextContent(
      '5.00 EUR, 20.00 USD',
    );
    expect(screen.getByText('Currencies').nextSibling).toHaveTextContent('EUR, USD');
    expect(screen.getByText('Smallest deposit').nextSibling).toHaveTextContent('10.00 EUR');
  });
});
