import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe, type SeenRequest } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const player = {
  id: 42,
  username: 'lucky_anna',
  email: 'anna@example.com',
  status: 'active',
  currency: 'EUR',
  balance: { total: 120.5, available: 100, bonus: 10 },
  limits: { max_daily_deposit: 100, max_weekly_deposit: null, max_daily_playing_time: 90 },
  notes: [],
};

const page = (data: object[], total = data.length) => ({ body: { data, meta: { total } } });

const transaction = (id: number) => ({
  id,
  created_at: '2026-11-20T12:00:00.000Z',
  type_id: 1,
  type: 'Deposit',
  status: 'success',
  amount: 1234.5,
  balance_after: 1334.5,
  currency: 'EUR',
  created_by: 'player',
  reason: null,
});

/** The player's histories as the staff API answers them (one page each). */
const histories = {
  'GET /players/42/transactions': (request: SeenRequest) =>
    page(
      request.query.get('page') === '2' ? [transaction(890)] : [transaction(900), transaction(899)],
      11,
    ),
  'GET /players/42/ledger': page([
    {
      id: 7,
      at: '2026-11-20T12:00:00.000Z',
      pocket: 'available',
      direction: 'debit',
      amount: 2,
      currency: 'EUR',
      transaction_id: 901,
      transaction_type_id: 4,
      transaction_type: 'Casino bet',
    },
  ]),
  'GET /players/42/rounds': page([
    {
      id: '3:r-1',
      round_id: 'r-1',
      game_id: 55,
      game: 'Lucky Sevens',
      provider: 'Prime Studio',
      stake: 2,
      win: 3.5,
      currency: 'EUR',
      status: 'settled',
      started_at: '2026-11-20T12:00:00.000Z',
      settled_at: '2026-11-20T12:00:01.000Z',
    },
  ]),
  'GET /players/42/limits/history': page([
    {
      id: 5,
      field: 'max_daily_deposit',
      previous: 100,
      value: 200,
      status: 'pending',
      requested_at: '2026-11-20T12:00:00.000Z',
      effective_at: '2026-11-21T12:00:00.000Z',
      settled_at: null,
    },
  ]),
};

describe("a player's page", () => {
  it('shows the sections and sends a message', async () => {
    const api = fakeStaffApi({
      me: staffMe('support'),
      routes: {
        'GET /players/42': { body: { data: player } },
        ...histories,
        'POST /players/42/messages': { body: { data: { id: 1 } } },
      },
    });
    renderConsole('/players/42/show');

    expect(await screen.findByRole('heading', { name: /lucky_anna/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Balances' })).toBeInTheDocument();
    const balances = screen.getByRole('region', { name: 'Balances' });
    expect(within(balances).getByText('Total').nextSibling).toHaveTextContent('120.50 EUR');
    expect(within(balances).getByText('Bonus').nextSibling).toHaveTextContent('10.00 EUR');
    expect(screen.getByRole('table', { name: 'Transactions' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Write a subject.')).toBeInTheDocument();
    expect(api.calls('POST /players/42/messages')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Subject'), {
      target: { value: 'Your withdrawal' },
    });
    fireEvent.change(within(dialog).getByLabelText('Message'), {
      target: { value: 'It was paid today.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent.')).toBeInTheDocument();
    expect(api.calls('POST /players/42/messages')[0]?.body).toEqual({
      subject: 'Your withdrawal',
      body: 'It was paid today.',
    });
  });

  it('names a registration that was never finished', async () => {
    fakeStaffApi({
      me: staffMe('support'),
      routes: {
        'GET /players/42': { body: { data: { ...player, status: 'incompleted' } } },
        ...histories,
      },
    });
    renderConsole('/players/42/show');

    const heading = await screen.findByRole('heading', { name: /lucky_anna/ });
    expect(within(heading).getByText('Registration incomplete')).toBeInTheDocument();
  });

  it('offers a payments clerk neither messages nor notes', async () => {
    fakeStaffApi({
      me: staffMe('payments'),
      routes: { 'GET /players/42': { body: { data: player } }, ...histories },
    });
    renderConsole('/players/42/show');

    expect(await screen.findByRole('heading', { name: /lucky_anna/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
  });

  it("shows the player's histories as tables with money, dates and paging", async () => {
    const api = fakeStaffApi({
      me: staffMe('support'),
      routes: { 'GET /players/42': { body: { data: player } }, ...histories },
    });
    renderConsole('/players/42/show');

    const transactions = await screen.findByRole('table', { name: 'Transactions' });
    const deposit = await within(transactions).findByRole('row', { name: /^900 / });
    expect(within(deposit).getByText('1,234.50 EUR')).toBeInTheDocument();
    expect(within(deposit).getByText('1,334.50 EUR')).toBeInTheDocument();
    expect(within(deposit).getByText('20 Nov 2026, 12:00 UTC')).toBeInTheDocument();
    expect(within(deposit).getByText('Deposit')).toBeInTheDocument();
    expect(api.calls('GET /players/42/transactions')[0]?.query.toString()).toBe(
      'page=1&per_page=10&sort=created_at&order=desc',
    );

    const pages = screen.getByRole('navigation', { name: 'Transactions pages' });
    expect(within(pages).getByText('11 rows · page 1 of 2')).toBeInTheDocument();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(transactions).findByRole('row', { name: /^890 / })).toBeInTheDocument();
    expect(api.calls('GET /players/42/transactions').at(-1)?.query.get('page')).toBe('2');

    const filters = screen.getByRole('search', { name: 'Transactions filters' });
    fireEvent.change(within(filters).getByLabelText('Type'), { target: { value: '4' } });
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => {
      const query = api.calls('GET /players/42/transactions').at(-1)?.query;
      expect(query?.get('type_id')).toBe('4');
      expect(query?.get('from')).toBe('2026-11-01');
      expect(query?.get('page')).toBe('1');
    });

    const ledger = screen.getByRole('table', { name: 'Ledger entries' });
    const leg = await within(ledger).findByRole('row', { name: /Casino bet/ });
    expect(within(leg).getByText('Debit')).toBeInTheDocument();
    expect(within(leg).getByText('2.00 EUR')).toBeInTheDocument();

    const rounds = screen.getByRole('table', { name: 'Game rounds' });
    const round = await within(rounds).findByRole('row', { name: /Lucky Sevens/ });
    expect(within(round).getByText('3.50 EUR')).toBeInTheDocument();
    expect(within(round).getByText('Settled')).toBeInTheDocument();

    const current = screen.getByRole('table', { name: 'Current limits' });
    expect(
      within(current).getByRole('row', { name: 'Daily deposit 100.00 EUR' }),
    ).toBeInTheDocument();
    expect(
      within(current).getByRole('row', { name: 'Weekly deposit No limit' }),
    ).toBeInTheDocument();
    expect(
      within(current).getByRole('row', { name: 'Daily playing time 90 min' }),
    ).toBeInTheDocument();
    const changes = screen.getByRole('table', { name: 'Limit changes' });
    const raise = await within(changes).findByRole('row', { name: /Daily deposit/ });
    expect(within(raise).getByText('100.00 EUR')).toBeInTheDocument();
    expect(within(raise).getByText('200.00 EUR')).toBeInTheDocument();
    expect(within(raise).getByText('21 Nov 2026, 12:00 UTC')).toBeInTheDocument();
  });
});
