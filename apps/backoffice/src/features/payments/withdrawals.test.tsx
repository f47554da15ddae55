import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const pendingWithdrawal = {
  id: 7,
  player_id: 42,
  username: 'lucky_anna',
  amount: 150.5,
  currency: 'EUR',
  method: 'bank_transfer',
  created_at: '2026-11-27T09:30:00Z',
  status: 'pending',
};

const queue = (rows: object[]) => ({ body: { data: rows, meta: { total: rows.length } } });

describe('the withdrawals queue', () => {
  it('lists the pending withdrawals, oldest first', async () => {
    const api = fakeStaffApi({
      me: staffMe('payments'),
      routes: { 'GET /withdrawals': queue([pendingWithdrawal]) },
    });
    renderConsole('/withdrawals');

    const row = (await screen.findByText('lucky_anna')).closest('tr')!;
    expect(within(row).getByText('150.50 EUR')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('Bank transfer')).toBeInTheDocument();
    const query = api.calls('GET /withdrawals')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      per_page: '25',
      sort: 'created_at',
      order: 'asc',
      status: 'pending',
    });
  });

  it('rejects a withdrawal only with a reason, and sends it', async () => {
    let rows = [pendingWithdrawal];
    const api = fakeStaffApi({
      me: staffMe('payments'),
      routes: {
        'GET /withdrawals': () => queue(rows),
        'POST /withdrawals/7/reject': () => {
          rows = [];
          return { body: { data: { ...pendingWithdrawal, status: 'rejected' } } };
        },
      },
    });
    renderConsole('/withdrawals');

    fireEvent.click(await screen.findByRole('button', { name: 'Reject withdrawal 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject withdrawal 7?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /withdrawals/7/reject')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: '  The account holder does not match.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Withdrawal 7 rejected.')).toBeInTheDocument();
    const [reject] = api.calls('POST /withdrawals/7/reject');
    expect(reject?.body).toEqual({ reason: 'The account holder does not match.' });
    expect(reject?.headers['x-requested-with']).toBe('prime-backoffice');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No withdrawal waits for a decision.')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    fakeStaffApi({
      me: staffMe('payments'),
      routes: {
        'GET /withdrawals': queue([pendingWithdrawal]),
        'POST /withdrawals/7/approve': {
          status: 409,
          body: { message: 'The withdrawal was already decided.', code: 'conflict' },
        },
      },
    });
    renderConsole('/withdrawals');

    fireEvent.click(await screen.findByRole('button', { name: 'Approve withdrawal 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve withdrawal 7?' });
    expect(within(dialog).queryByLabelText(/Reason/)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The withdrawal was already decided.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  const stuck = {
    ...pendingWithdrawal,
    id: 8,
    status: 'authorized',
    payout: {
      status: 'due',
      attempts: 3,
      last_error: 'connect ECONNREFUSED',
      next_attempt_at: '2026-11-27T10:30:00Z',
    },
  };

  it("shows a stuck payout with the provider's error, and stops it only with a reason", async () => {
    const api = fakeStaffApi({
      me: staffMe('payments'),
      routes: {
        'GET /withdrawals': queue([stuck]),
        'POST /withdrawals/8/stop-payout': { body: { data: { ...stuck, status: 'declined' } } },
      },
    });
    renderConsole('/withdrawals');

    const row = (await screen.findByText('lucky_anna')).closest('tr')!;
    expect(within(row).getByText('Authorized')).toBeInTheDocument();
    expect(
      within(row).getByText('Not taken by the provider (3 tries): connect ECONNREFUSED'),
    ).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Approve withdrawal 8' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Stop payout of withdrawal 8' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Stop withdrawal 8 and return the money?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop payout' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(api.calls('POST /withdrawals/8/stop-payout')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'The bank account is closed.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop payout' }));
    expect(
      await screen.findByText("Withdrawal 8 stopped: the money is back on the player's balance."),
    ).toBeInTheDocument();
    expect(api.calls('POST /withdrawals/8/stop-payout')[0]?.body).toEqual({
      reason: 'The bank account is closed.',
    });
  });

  it('hands a stuck payout to the provider again, and offers no retry once the provider has it', async () => {
    const withProvider = {
      ...stuck,
      id: 9,
      username: 'lucky_ben',
      payout: { ...stuck.payout, status: 'sent', last_error: null },
    };
    const api = fakeStaffApi({
      me: staffMe('payments'),
      routes: {
        'GET /withdrawals': queue([stuck, withProvider]),
        'POST /withdrawals/8/retry-payout': {
          body: { data: { ...stuck, payout: { ...stuck.payout, status: 'sent' } } },
        },
      },
    });
    renderConsole('/withdrawals');

    const sent = (await screen.findByText('lucky_ben')).closest('tr')!;
    expect(within(sent).getByText('With the provider')).toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: 'Retry payout of withdrawal 9' })).toBeNull();
    expect(
      within(sent).getByRole('button', { name: 'Stop payout of withdrawal 9' }),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retry payout of withdrawal 8' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Hand withdrawal 8 to the provider again?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry payout' }));
    expect(
      await screen.findByText('Payout of withdrawal 8 handed to the provider.'),
    ).toBeInTheDocument();
    expect(api.calls('POST /withdrawals/8/retry-payout')[0]?.body).toEqual({});
  });
});
