import type { Player, Transaction } from '@prime/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { RequestOptions } from '../../shared/api/client';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { WithdrawSection } from './withdraw-section';

const pendingWithdrawal: Transaction = {
  id: 640,
  created_at: '2026-11-24T08:30:00Z',
  type: { id: 2, name: 'withdraw', description: 'Withdrawal' },
  status: 'pending',
  amount: 40,
  balance: 60,
  currency: 'EUR',
  payment_method_id: 999,
};

const open = (
  answers: FakeAnswers = {},
  options: { player?: Player; pending?: () => Transaction[] } = {},
) => {
  const api = createFakeApi();
  const player = options.player ?? buildPlayer();
  const request = answerRequests(api, {
    'GET me/balance': { data: player.balance },
    'GET payments/methods/withdraw': {
      data: [
        {
          id: 999,
          name: 'Bank transfer',
          provider: 'sandbox',
          withdrawal: { minimum: 10, maximum: 2000 },
        },
      ],
    },
    'GET me/transactions': () => ({
      data: options.pending?.() ?? [],
      meta: { per_page: 100, next_cursor: null },
    }),
    ...answers,
  });
  renderWithApp(<WithdrawSection player={player} />, { api, player, state: { token: 'tok' } });
  return { request };
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const withdraw = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
const callsTo = (request: ReturnType<typeof open>['request'], verb: string, path: string) =>
  request.mock.calls.filter(([method, target]) => method === verb && target === path);

describe('Withdraw', () => {
  it('tells an unverified player so, with the way to verify, and shows no form', async () => {
    open({}, { player: buildPlayer({ is_verified: false }) });
    expect(await screen.findByText(/Account not yet verified/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/en/kyc',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('checks the amount against the method and the withdrawable balance, and the IBAN', async () => {
    const { request } = open();
    expect(await screen.findByText('Withdrawable balance: €100.00')).toBeInTheDocument();
    type('Amount', '5');
    type('IBAN of your own account', 'DE89-3704');
    withdraw();
    expect(await screen.findByText('The amount must be at least €10.00.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'IBAN must contain between 5 and 34 characters and special characters are not allowed',
      ),
    ).toBeInTheDocument();
    type('Amount', '150');
    expect(
      screen.getByText('The amount is more than your withdrawable balance.'),
    ).toBeInTheDocument();
    expect(callsTo(request, 'POST', 'payments/withdraw')).toHaveLength(0);
  });

  it('sends the withdrawal with the IBAN as typed and shows the pending card', async () => {
    let pending: Transaction[] = [];
    const { request } = open(
      {
        'POST payments/withdraw': () => {
          pending = [pendingWithdrawal];
          return { data: { transaction_id: 640, status: 'pending' } };
        },
      },
      { pending: () => pending },
    );
    await screen.findByText('Withdrawable balance: €100.00');
    type('Amount', '40');
    type('IBAN of your own account', 'DE89 3704 0044 0532 0130 00');
    withdraw();
    expect(await screen.findByRole('heading', { name: 'Pending withdrawal' })).toBeInTheDocument();
    expect((callsTo(request, 'POST', 'payments/withdraw')[0]?.[2] as RequestOptions).body).toEqual({
      amount: 40,
      account_id: 999,
      accountNumber: 'DE89 3704 0044 0532 0130 00',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your withdrawal request was received. We will process it shortly.',
    );
    expect(screen.getByText('€40.00')).toBeInTheDocument();
  });

  it('cancels the pending withdrawal only after the player confirms, and says it is deleted', async () => {
    let pending = [pendingWithdrawal];
    const { request } = open(
      {
        'GET payments/providers/sandbox/decline/640': () => {
          pending = [];
          return { data: { transaction_id: 640, status: 'reverted' } };
        },
      },
      { pending: () => pending },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel withdrawal' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleName(
      'Do you really want to cancel this withdrawal? The amount returns to your withdrawable balance.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(callsTo(request, 'GET', 'payments/providers/sandbox/decline/640')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel withdrawal' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel withdrawal' }),
    );
    await waitFor(() =>
      expect(callsTo(request, 'GET', 'payments/providers/sandbox/decline/640')).toHaveLength(1),
    );
    // Spec 02 §8: "decline success transaction deleted".
    expect(await screen.findByRole('status')).toHaveTextContent('Transaction deleted');
    expect(await screen.findByLabelText('Amount')).toBeInTheDocument();
  });

  it('says something went wrong when the withdrawal could not be cancelled', async () => {
    open(
      {
        'GET payments/providers/sandbox/decline/640': () => {
          throw new ApiError(
            409,
            'transaction_not_pending',
            'This transaction can no longer be changed.',
          );
        },
      },
      { pending: () => [pendingWithdrawal] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel withdrawal' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel withdrawal' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending withdrawal' })).toBeInTheDocument();
  });

  it('links to the questionnaire when the server asks for it first', async () => {
    open({
      'POST payments/withdraw': () => {
        throw new ApiError(403, 'questionnaire_required', 'Answer the questionnaire.');
      },
    });
    await screen.findByText('Withdrawable balance: €100.00');
    type('Amount', '40');
    type('IBAN of your own account', 'DE89370400440532013000');
    withdraw();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please answer the questionnaire before you withdraw.');
    expect(within(alert).getByRole('link', { name: 'Go to the questionnaire' })).toHaveAttribute(
      'href',
      '/en/sowq',
    );
  });

  it('says when the last request was less than 10 minutes ago', async () => {
    open({
      'POST payments/withdraw': () => {
        throw new ApiError(429, 'withdraw_too_soon', 'Too soon.');
      },
    });
    await screen.findByText('Withdrawable balance: €100.00');
    type('Amount', '40');
    type('IBAN of your own account', 'DE89370400440532013000');
    withdraw();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can request one withdrawal every 10 minutes. Please try again later.',
    );
  });
  it('asks before a withdrawal gives up the active bonus, and resends it only if the player agrees', async () => {
    let pending: Transaction[] = [];
    const { request } = open(
      {
        'POST payments/withdraw': (options: RequestOptions) => {
          if (!(options.body as { forfeit_bonus?: boolean }).forfeit_bonus)
            throw new ApiError(409, 'bonus_active', 'A bonus is active.');
          pending = [pendingWithdrawal];
          return { data: { transaction_id: 640, status: 'pending' } };
        },
      },
      { pending: () => pending },
    );
    await screen.findByText('Withdrawable balance: €100.00');
    type('Amount', '40');
    type('IBAN of your own account', 'DE89 3704 0044 0532 0130 00');
    withdraw();
    const question =
      'You have an active bonus. Withdrawing now gives up the bonus and its winnings; your own money stays yours. Withdraw anyway?';
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(question);
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep my bonus' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(request, 'POST', 'payments/withdraw')).toHaveLength(1);

    withdraw();
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Withdraw and give up the bonus',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Pending withdrawal' })).toBeInTheDocument();
    const calls = callsTo(request, 'POST', 'payments/withdraw');
    expect(calls).toHaveLength(3);
    expect((calls[2]?.[2] as RequestOptions).body).toEqual({
      amount: 40,
      account_id: 999,
      accountNumber: 'DE89 3704 0044 0532 0130 00',
      forfeit_bonus: true,
    });
  });
});
