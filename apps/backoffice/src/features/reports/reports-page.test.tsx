import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const row = (key: string, ggr: number) => ({
  key,
  id: null,
  provider: null,
  currency: 'EUR',
  bets_count: 3,
  bets: 15,
  wins: 15 - ggr,
  bonus_bets: 0,
  bonus_wins: 0,
  ggr,
});

describe('the reports screen', () => {
  it('shows revenue and the cashier for the days asked', async () => {
    const api = fakeStaffApi({
      me: staffMe('payments'),
      routes: {
        'GET /reports/ggr': (request) => ({
          body: {
            data: {
              from: request.query.get('from'),
              to: request.query.get('to'),
              by_day: [row(request.query.get('from') ?? '', 11)],
              by_provider: [row('Prime Studio', 11)],
              by_game: [{ ...row('Lucky Sevens', 11), provider: 'Prime Studio' }],
            },
          },
        }),
        'GET /reports/cashier': {
          body: {
            data: {
              from: '2026-03-01',
              to: '2026-03-02',
              days: [
                {
                  day: '2026-03-01',
                  currency: 'EUR',
                  deposits_count: 1,
                  deposits: 100,
                  withdrawals_count: 0,
                  withdrawals: 0,
                  net: 100,
                },
              ],
            },
          },
        },
      },
    });
    renderConsole('/reports');

    fireEvent.change(await screen.findByLabelText('From (UTC day)'), {
      target: { value: '2026-03-01' },
    });
    fireEvent.change(screen.getByLabelText('To (UTC day, included)'), {
      target: { value: '2026-03-02' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));

    const perDay = await screen.findByRole('table', { name: 'Revenue per day' });
    expect(await within(perDay).findByText('2026-03-01')).toBeInTheDocument();
    expect(within(perDay).getByText('11.00 EUR')).toBeInTheDocument();
    const perGame = screen.getByRole('table', { name: 'Revenue per game' });
    expect(within(perGame).getByText('Lucky Sevens')).toBeInTheDocument();
    const cashier = screen.getByRole('table', { name: 'Deposits and withdrawals per day' });
    expect(within(cashier).getAllByText('100.00 EUR')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Player id'), { target: { value: '42' } });
    expect(screen.getByRole('link', { name: 'Download statement (PDF)' })).toHaveAttribute(
      'href',
      '/v1/staff/players/42/statement?from=2026-03-01&to=2026-03-02',
    );
    const asked = api.calls('GET /reports/ggr').at(-1);
    expect(asked?.query.get('from')).toBe('2026-03-01');
    expect(asked?.query.get('to')).toBe('2026-03-02');
  });

  it('tells a role without reports.read that it cannot open them', async () => {
    fakeStaffApi({ me: staffMe('support') });
    renderConsole('/reports');
    expect(await screen.findByText('Your role cannot open the reports.')).toBeInTheDocument();
  });
});
