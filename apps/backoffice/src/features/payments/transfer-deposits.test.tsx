import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const transfer = {
  id: 11,
  player_id: 42,
  username: 'lucky_anna',
  amount: 500,
  currency: 'EUR',
  method: 'bank_transfer',
  provider_reference: 'PRIME-42-11',
  created_at: '2026-11-27T08:00:00Z',
  status: 'pending',
};

describe('confirming a transfer deposit', () => {
  it('credits the amount that arrived, checked before it is sent', async () => {
    const api = fakeStaffApi({
      me: staffMe('payments'),
      routes: {
        'GET /transfer-deposits': { body: { data: [transfer], meta: { total: 1 } } },
        'POST /transfer-deposits/11/confirm': {
          body: { data: { ...transfer, status: 'success' } },
        },
      },
    });
    renderConsole('/transfer-deposits');

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm deposit 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deposit 11' });
    const amount = within(dialog).getByLabelText('Amount received (EUR)');

    fireEvent.change(amount, { target: { value: '499.999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('Enter an amount above 0 with at most two decimals.'),
    ).toBeInTheDocument();
    expect(api.calls('POST /transfer-deposits/11/confirm')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '499.90' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Deposit 11 confirmed.')).toBeInTheDocument();
    // The reason is optional here: none was given, none is sent.
    expect(api.calls('POST /transfer-deposits/11/confirm')[0]?.body).toEqual({ amount: 499.9 });
  });
});
