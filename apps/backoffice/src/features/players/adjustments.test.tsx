import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const player = {
  id: 42,
  username: 'lucky_anna',
  status: 'active',
  currency: 'EUR',
  balance: { total: 120.5, available: 100, deposited: 20.5, bonus: 0 },
  notes: [],
};

const adjustment = {
  id: 5,
  player_id: 42,
  username: 'lucky_anna',
  direction: 'credit',
  amount: 750,
  currency: 'EUR',
  status: 'pending',
  reason: 'Jackpot paid short',
  requested_by: 'admin-clerk',
  decided_by: null,
  decision_reason: null,
  transaction_id: null,
  created_at: '2026-11-27T09:30:00Z',
  decided_at: null,
};

const queue = (rows: object[]) => ({ body: { data: rows, meta: { total: rows.length } } });

/** The player page's history lists, empty. */
const noHistory = Object.fromEntries(
  ['transactions', 'ledger', 'rounds', 'limits/history'].map((list) => [
    `GET /players/42/${list}`,
    queue([]),
  ]),
);

describe('adjusting a balance on the player page', () => {
  it('checks the form, says when it needs a second approval, and sends one key', async () => {
    const api = fakeStaffApi({
      me: staffMe('payments'),
      routes: {
        'GET /players/42': { body: { data: player } },
        ...noHistory,
        'POST /players/42/adjustments': { status: 201, body: { data: adjustment } },
      },
    });
    renderConsole('/players/42/show');

    fireEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust balance' });
    fireEvent.change(within(dialog).getByLabelText('Amount (EUR)'), { target: { value: '1.005' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(
      await within(dialog).findByText('Enter an amount with at most two decimals.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason of 3 characters or more.')).toBeInTheDocument();
    expect(api.calls('POST /players/42/adjustments')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Amount (EUR)'), { target: { value: '750' } });
    expect(
      within(dialog).getByText('This adjustment needs a second approval.'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: '  Jackpot paid short  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for approval' }));

    expect(
      await screen.findByText('Adjustment 5 waits for a second approval.'),
    ).toBeInTheDocument();
    const [sent] = api.calls('POST /players/42/adjustments');
    expect(sent?.body).toEqual({
      direction: 'credit',
      amount: 750,
      reason: 'Jackpot paid short',
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(sent?.headers['x-requested-with']).toBe('prime-backoffice');
  });

  it("opens the player's own adjustments, every status", async () => {
    const api = fakeStaffApi({
      me: staffMe('payments'),
      routes: {
        'GET /players/42': { body: { data: player } },
        ...noHistory,
        'GET /adjustments': queue([{ ...adjustment, status: 'booked', decided_by: 'payments-2' }]),
      },
    });
    renderConsole('/players/42/show');

    fireEvent.click(await screen.findByRole('link', { name: 'Adjustment history' }));
    expect(await screen.findByText('Jackpot paid short')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls('GET /adjustments').at(-1)!.query)).toMatchObject({
      status: 'all',
      player_id: '42',
    });
  });

  it("keeps the dialog open with the server's refusal of a debit, and retries with the same key", async () => {
    const api = fakeStaffApi({
      me: staffMe('admin'),
      routes: {
        'GET /players/42': { body: { data: player } },
        ...noHistory,
        'POST /players/42/adjustments': {
          status: 409,
          body: {
            message: "The debit is more than the player's real money.",
            code: 'insufficient_funds',
          },
        },
      },
    });
    renderConsole('/players/42/show');

    fireEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust balance' });
    fireEvent.change(within(dialog).getByLabelText('Direction'), { target: { value: 'debit' } });
    fireEvent.change(within(dialog).getByLabelText('Amount (EUR)'), { target: { value: '200' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Duplicate' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "The debit is more than the player's real money.",
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() => expect(api.calls('POST /players/42/adjustments')).toHaveLength(2));
    const [first, second] = api.calls('POST /players/42/adjustments');
    expect(first?.body).toMatchObject({ direction: 'debit', amount: 200 });
    expect((second?.body as { idempotency_key: string }).idempotency_key).toBe(
      (first?.body as { idempotency_key: string }).idempotency_key,
    );
  });

  it('offers a support agent no adjustment', async () => {
    fakeStaffApi({
      me: staffMe('support'),
      routes: { 'GET /players/42': { body: { data: player } } },
    });
    renderConsole('/players/42/show');
    expect(await screen.findByRole('heading', { name: /lucky_anna/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).not.toBeInTheDocument();
  });
});

describe('the adjustments queue', () => {
  it('lists the pending ones and lets another staff member approve', async () => {
    let rows = [adjustment];
    const api = fakeStaffApi({
      me: staffMe('payments'),
      routes: {
        'GET /adjustments': () => queue(rows),
        'POST /adjustments/5/approve': () => {
          rows = [];
          return { body: { data: { ...adjustment, status: 'booked' } } };
        },
      },
    });
    renderConsole('/adjustments');

    const row = (await screen.findByText('Jackpot paid short')).closest('tr')!;
    expect(within(row).getByText('750.00 EUR')).toBeInTheDocument();
    expect(within(row).getByText('admin-clerk')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls('GET /adjustments')[0]!.query)).toMatchObject({
      status: 'pending',
    });

    fireEvent.click(within(row).getByRole('button', { name: 'Approve adjustment 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve adjustment 5?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Adjustment 5 approved.')).toBeInTheDocument();
    expect(api.calls('POST /adjustments/5/approve')).toHaveLength(1);
    expect(
      await screen.findByText('No adjustment waits for a second approval.'),
    ).toBeInTheDocument();
  });

  it('does not offer the requester their own approval, but lets them reject with a reason', async () => {
    const api = fakeStaffApi({
      me: staffMe('admin'),
      routes: {
        'GET /adjustments': queue([adjustment]),
        'POST /adjustments/5/reject': { body: { data: { ...adjustment, status: 'rejected' } } },
      },
    });
    renderConsole('/adjustments');

    const row = (await screen.findByText('Jackpot paid short')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Approve adjustment 5' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Reject adjustment 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject adjustment 5?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Typed the wrong amount' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Adjustment 5 rejected.')).toBeInTheDocument();
    expect(api.calls('POST /adjustments/5/reject')[0]?.body).toEqual({
      reason: 'Typed the wrong amount',
    });
  });
});
