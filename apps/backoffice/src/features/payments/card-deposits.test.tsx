import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, staffMe } from '../../test/fake-server';
import { renderConsole } from '../../test/render';

const deposit = {
  player_id: 42,
  username: 'lucky_anna',
  amount: 25,
  currency: 'EUR',
  method: 'card',
  provider_reference: 'cs_test_1',
  created_at: '2026-11-27T08:00:00Z',
  expires_at: '2026-11-27T09:00:00Z',
  payout: null,
};
const unpaid = { ...deposit, id: 21, status: 'initialized' };
const paid = { ...deposit, id: 22, username: 'lucky_ben', status: 'success' };

describe('the card deposits queue', () => {
  it('declines an unpaid deposit only with a reason, and reverts only a paid one', async () => {
    const api = fakeStaffApi({
      me: staffMe('payments'),
      routes: {
        'GET /card-deposits': { body: { data: [unpaid, paid], meta: { total: 2 } } },
        'POST /card-deposits/21/decline': { body: { data: { ...unpaid, status: 'declined' } } },
      },
    });
    renderConsole('/card-deposits');

    const row = (await screen.findByText('lucky_anna')).closest('tr')!;
    expect(within(row).getByText('Initialized')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Revert card deposit 21' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline card deposit 22' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Revert card deposit 22' })).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Decline card deposit 21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline card deposit 21?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(api.calls('POST /card-deposits/21/decline')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'The player abandoned the payment.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Card deposit 21 declined.')).toBeInTheDocument();
    expect(api.calls('POST /card-deposits/21/decline')[0]?.body).toEqual({
      reason: 'The player abandoned the payment.',
    });
  });
});
