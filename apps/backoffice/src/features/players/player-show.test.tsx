import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const player = {
  id: 42,
  username: 'lucky_anna',
  email: 'anna@example.com',
  status: 'active',
  balance: { total: 120.5, available: 100, bonus: 10 },
  transactions: [{ id: 900, type: 'deposit', amount: 50, created_at: '2026-11-20T12:00:00Z' }],
  notes: [],
};

describe("a player's page", () => {
  it('shows the sections and sends a message', async () => {
    const api = fakeStaffApi({
      me: staffMe('support'),
      routes: {
        'GET /players/42': { body: { data: player } },
        'POST /players/42/messages': { body: { data: { id: 1 } } },
      },
    });
    renderConsole('/players/42/show');

    expect(await screen.findByRole('heading', { name: /lucky_anna/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Balances' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Recent transactions' })).toBeInTheDocument();

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

  it('offers a payments clerk neither messages nor notes', async () => {
    fakeStaffApi({
      me: staffMe('payments'),
      routes: { 'GET /players/42': { body: { data: player } } },
    });
    renderConsole('/players/42/show');

    expect(await screen.findByRole('heading', { name: /lucky_anna/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
  });
});
