import {
  NETERAPAY_STATUS_POLL_MS,
  type NeterapayStatus,
  type PaymentMethod,
  type Transaction,
} from '@prime/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { RequestOptions } from '../../shared/api/client';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { DepositSection } from './deposit-section';

const method = (id: number, name: string, kind: PaymentMethod['kind']): PaymentMethod => ({
  id,
  name,
  code: kind === 'card' ? 'external' : kind === 'bank_transfer' ? 'wire_transfer' : kind,
  kind,
  data: { minimum: 1, maximum: 5000 },
  deposit: true,
  withdrawal: false,
  meta: { image: `/payments/${kind}.svg`, fields: [] },
});

const METHODS = [
  method(1, 'Card', 'card'),
  method(14, 'Bank transfer', 'bank_transfer'),
  method(161, 'Crypto transfer', 'crypto_transfer'),
];

const pendingDeposit: Transaction = {
  id: 812,
  created_at: '2026-11-20T10:00:00Z',
  type: { id: 1, name: 'deposit', description: 'Deposit' },
  status: 'pending',
  amount: 50,
  balance: null,
  currency: 'EUR',
  payment_method_id: 14,
};

const BANK_DETAILS = {
  holder: 'Prime Entertainment Ltd.',
  iban: 'MT84MALT011000012345MTLCAST001S',
  bic: 'MALTMTMT',
  bban: 'MALT011000012345MTLCAST001S',
  bank_code: 'MALT',
  variable_symbol: '4827361950',
};

const open = (
  answers: FakeAnswers = {},
  pending: Transaction[] = [],
  state: { language?: 'cs' } = {},
) => {
  const api = createFakeApi();
  const request = answerRequests(api, {
    'GET me/balance': { data: buildPlayer().balance },
    'GET payments/methods/deposit': { data: METHODS },
    'GET me/transactions': { data: pending, meta: { per_page: 100, next_cursor: null } },
    [`GET payments/transactions/${pendingDeposit.id}`]: {
      data: { ...pendingDeposit, details: BANK_DETAILS },
    },
    ...answers,
  });
  const player = buildPlayer();
  renderWithApp(<DepositSection player={player} />, {
    api,
    player,
    state: { token: 'tok', ...state },
  });
  return { request };
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const deposit = () => fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
const posts = (request: ReturnType<typeof open>['request']) =>
  request.mock.calls.filter(([verb, path]) => verb === 'POST' && path === 'payments/deposit');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Deposit', () => {
  it('sends a card deposit and goes to the payment page the server names', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { request } = open({
      'POST payments/deposit': {
        data: { transaction_id: 901, status: 'initialized', url: '/sandbox/psp/pay/cs_test_1' },
      },
    });
    expect(await screen.findByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByText('From €1.00 to €5,000.00')).toBeInTheDocument();
    type('Amount', '20');
    deposit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/psp/pay/cs_test_1'));
    expect((posts(request)[0]?.[2] as RequestOptions).body).toEqual({
      amount: 20,
      payment_method_id: 1,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the payment page…');
  });

  it('names the card and transfers in the player’s language, and an e-wallet by its brand', async () => {
    open(
      {
        'GET payments/methods/deposit': {
          data: [...METHODS, method(2, 'Sandbox Wallet', 'ewallet')],
        },
      },
      [],
      { language: 'cs' },
    );
    expect(await screen.findByRole('radio', { name: 'Platební karta' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bankovní převod' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Kryptoměnový převod' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sandbox Wallet' })).toBeInTheDocument();
    expect(screen.queryByText('Bank transfer')).not.toBeInTheDocument();
  });

  it('refuses an amount below 1, above the maximum or with three decimals, sending nothing', async () => {
    const { request } = open();
    await screen.findByRole('radio', { name: 'Card' });
    type('Amount', '0.5');
    deposit();
    expect(await screen.findByText('The amount must be at least €1.00.')).toBeInTheDocument();
    type('Amount', '5000.01');
    expect(screen.getByText('Amount too high. The maximum is €5,000.00.')).toBeInTheDocument();
    type('Amount', '1.001');
    expect(screen.getByText('Enter an amount with at most two decimals.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(request)).toHaveLength(0);
  });

  it('asks a bank transfer for the IBAN, bank and reference number before it sends it', async () => {
    const { request } = open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    expect(screen.getByRole('link', { name: 'How bank transfers work' })).toHaveAttribute(
      'href',
      '/en/bank-transfer',
    );
    type('Amount', '50');
    type('Your IBAN', 'MT84');
    deposit();
    expect(
      await screen.findByText('The IBAN must have at least 5 characters.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(posts(request)).toHaveLength(0);
  });

  it('shows a sent bank transfer as pending with the bank details, and offers the other methods', async () => {
    let pending: Transaction[] = [];
    const { request } = open({
      'POST payments/deposit': () => {
        pending = [pendingDeposit];
        return { data: { transaction_id: 812, status: 'pending', details: BANK_DETAILS } };
      },
      'GET me/transactions': () => ({ data: pending, meta: { per_page: 100, next_cursor: null } }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    type('Amount', '50');
    type('Your IBAN', 'DE89 3704 0044 0532 0130 00');
    type('Your bank', 'Commerzbank');
    type('Reference number', 'INV-77');
    deposit();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your deposit is pending. It is credited when the transfer arrives, up to 5 working days.',
    );
    expect((posts(request)[0]?.[2] as RequestOptions).body).toEqual({
      amount: 50,
      payment_method_id: 14,
      iban: 'DE89 3704 0044 0532 0130 00',
      bank: 'Commerzbank',
      accountnumber: 'INV-77',
    });
    expect(await screen.findByRole('heading', { name: 'Pending deposits' })).toBeInTheDocument();
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('€50.00')).toBeInTheDocument();
    expect(within(card).getByText('4827361950')).toBeInTheDocument();
    expect(within(card).getByText('MT84MALT011000012345MTLCAST001S')).toBeInTheDocument();
    // The transfer holds its own method only: the card and crypto stay open.
    expect(
      screen.getByRole('heading', { name: 'Deposit with another method' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Crypto transfer' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Bank transfer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('cancels a pending transfer only after the player confirms, and says the transaction is deleted', async () => {
    let pending: Transaction[] = [pendingDeposit];
    const { request } = open({
      'GET me/transactions': () => ({ data: pending, meta: { per_page: 100, next_cursor: null } }),
      [`DELETE payments/transactions/${pendingDeposit.id}`]: () => {
        pending = [];
        return { data: { transaction_id: pendingDeposit.id, status: 'reverted' } };
      },
    });
    expect(await screen.findByText('Variable symbol')).toBeInTheDocument();
    expect(
      screen.getByText(/cancel the transfer if you have not sent the money yet/),
    ).toBeVisible();
    const deletes = () => request.mock.calls.filter(([verb]) => verb === 'DELETE');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel transfer' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Do you really want to cancel this transfer? Only cancel it if you have not sent the money yet.',
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(deletes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel transfer' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel transfer' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Transaction deleted');
    expect(deletes()).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Pending deposits' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeInTheDocument();
  });

  it('says so when the transfer could not be cancelled, and keeps it listed', async () => {
    open(
      {
        [`DELETE payments/transactions/${pendingDeposit.id}`]: () => {
          throw new ApiError(
            409,
            'transaction_not_pending',
            'This transaction can no longer be changed.',
          );
        },
      },
      [pendingDeposit],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel transfer' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel transfer' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('heading', { name: 'Pending deposits' })).toBeInTheDocument();
  });

  it('tells a self-excluded player the spec text, and keeps the button off for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { request } = open({
      'POST payments/deposit': () => {
        throw new ApiError(403, 'self_excluded', 'You have excluded yourself from play.');
      },
    });
    await screen.findByRole('radio', { name: 'Card' });
    type('Amount', '20');
    deposit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have decided to exclude yourself. Contact customer support to reactivate your gaming account.',
    );
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeDisabled();
    deposit();
    expect(posts(request)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says how much a deposit limit still allows', async () => {
    open({
      'POST payments/deposit': () => {
        throw new ApiError(403, 'daily_deposit_limit', 'limit', undefined, { left: 30 });
      },
    });
    await screen.findByRole('radio', { name: 'Card' });
    type('Amount', '50');
    deposit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This deposit would exceed your daily deposit limit. You can deposit €30.00 more today.',
    );
  });

  it('links to the KYC section when the deposits reached the AML threshold', async () => {
    open({
      'POST payments/deposit': () => {
        throw new ApiError(403, 'kyc_required', 'kyc', undefined, { threshold_eur: 2000 });
      },
    });
    await screen.findByRole('radio', { name: 'Card' });
    type('Amount', '50');
    deposit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your deposits have reached 2,000 EUR: please verify your identity before your next deposit.',
    );
    expect(within(alert).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/en/kyc',
    );
  });

  it('shows the first amount error of a 422, capitalised', async () => {
    open({
      'POST payments/deposit': () => {
        throw new ApiError(422, 'validation_failed', 'The given data was invalid.', {
          amount: ['amount too high for this method.'],
        });
      },
    });
    await screen.findByRole('radio', { name: 'Card' });
    type('Amount', '50');
    deposit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Amount too high for this method.');
  });

  it('sends a typed bonus code with the deposit, and shows the server’s refusal on its field', async () => {
    const { request } = open({
      'POST payments/deposit': () => {
        throw new ApiError(422, 'promo_code_invalid', 'Promotional code not valid', {
          bonus_code: ['Promotional code not valid'],
        });
      },
    });
    await screen.findByRole('radio', { name: 'Card' });
    type('Amount', '20');
    type('Bonus code (optional)', 'PRIME 50');
    deposit();
    expect(
      await screen.findByText('Spaces are not allowed in the bonus code.'),
    ).toBeInTheDocument();
    expect(posts(request)).toHaveLength(0);

    type('Bonus code (optional)', 'NOPE50');
    deposit();
    const code = screen.getByLabelText('Bonus code (optional)');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('Promotional code not valid');
    expect((posts(request)[0]?.[2] as RequestOptions).body).toEqual({
      amount: 20,
      payment_method_id: 1,
      bonus_code: 'NOPE50',
    });
    // Typing again clears the server's answer.
    type('Bonus code (optional)', 'PRIME50');
    expect(code).not.toHaveAttribute('aria-invalid');
  });

  it('says a bonus that is not a deposit bonus belongs in My bonus', async () => {
    open({
      'POST payments/deposit': () => {
        throw new ApiError(409, 'bonus_not_available', 'This campaign is not a deposit bonus.');
      },
    });
    await screen.findByRole('radio', { name: 'Card' });
    type('Amount', '20');
    type('Bonus code (optional)', 'SPINS50');
    deposit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This bonus is not awarded on a deposit. Activate it in My bonus.',
    );
    expect(screen.getByLabelText('Bonus code (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the method’s minimum before sending, and the server’s minimum when it refuses', async () => {
    const card = { ...method(1, 'Card', 'card'), data: { minimum: 10, maximum: 5000 } };
    const { request } = open({
      'GET payments/methods/deposit': { data: [card] },
      'POST payments/deposit': () => {
        // The operator raised the minimum since the form was loaded.
        throw new ApiError(
          422,
          'amount_out_of_range',
          'The amount is too low: at least 15.',
          { amount: ['Invalid amount chosen.'] },
          { minimum: 15, maximum: 5000 },
        );
      },
    });
    expect(await screen.findByText('From €10.00 to €5,000.00')).toBeInTheDocument();
    type('Amount', '9.99');
    deposit();
    expect(await screen.findByText('The amount must be at least €10.00.')).toBeInTheDocument();
    expect(posts(request)).toHaveLength(0);

    type('Amount', '12');
    deposit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The amount must be at least €15.00.',
    );
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
  });

  describe('NeteraPay', () => {
    const NETERAPAY = { ...method(3, 'NeteraPay', 'ewallet'), code: 'neterapay' };
    const CONNECT = 'http://localhost:8080/sandbox/psp/wallet/abc.def';
    const status = (overrides: Partial<NeterapayStatus>): NeterapayStatus => ({
      status: true,
      connect: null,
      identify: null,
      is_neterapay_verified: true,
      ...overrides,
    });
    const STATUS_PATH = 'GET payments/neterapay/player/is_pin_registered';

    it('asks a player without a PIN to connect, holding the button until the wallet says so', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      let answer = status({ status: false, connect: CONNECT, is_neterapay_verified: false });
      const { request } = open({
        'GET payments/methods/deposit': { data: [...METHODS, NETERAPAY] },
        [STATUS_PATH]: () => ({ data: answer }),
        'POST payments/deposit': {
          data: { transaction_id: 950, status: 'initialized', url: '/transactions/950' },
        },
      });
      fireEvent.click(await screen.findByRole('radio', { name: 'NeteraPay' }));
      const prompt = await screen.findByRole('region', { name: 'Connect NeteraPay' });
      const link = within(prompt).getByRole('link', { name: /Open NeteraPay/ });
      expect(link).toHaveAttribute('href', CONNECT);
      expect(link).toHaveAttribute('target', '_blank');
      expect(within(prompt).getByRole('status')).toHaveTextContent('Waiting for NeteraPay…');
      type('Amount', '25');
      expect(screen.getByRole('button', { name: 'Deposit' })).toBeDisabled();
      deposit();
      expect(posts(request)).toHaveLength(0);

      // The player chose a PIN in the wallet: the next look finds them verified.
      answer = status({});
      await act(() => vi.advanceTimersByTimeAsync(NETERAPAY_STATUS_POLL_MS));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Connect NeteraPay' })).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled();
      deposit();
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/transactions/950'));
      expect((posts(request)[0]?.[2] as RequestOptions).body).toEqual({
        amount: 25,
        payment_method_id: 3,
      });
    });

    it('asks for the PIN again when the identification lapsed before the deposit', async () => {
      const identify = 'http://localhost:8080/sandbox/psp/wallet/xyz.123';
      const { request } = open({
        'GET payments/methods/deposit': { data: [...METHODS, NETERAPAY] },
        [STATUS_PATH]: { data: status({}) },
        'POST payments/deposit': () => {
          throw new ApiError(
            409,
            'neterapay_not_verified',
            'Connect NeteraPay and identify with your PIN before you deposit.',
            undefined,
            status({ identify, is_neterapay_verified: false }),
          );
        },
      });
      fireEvent.click(await screen.findByRole('radio', { name: 'NeteraPay' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled());
      type('Amount', '25');
      deposit();
      const prompt = await screen.findByRole('region', { name: 'Identify with NeteraPay' });
      expect(prompt).toHaveTextContent('open NeteraPay and type your PIN');
      expect(within(prompt).getByRole('link', { name: /Open NeteraPay/ })).toHaveAttribute(
        'href',
        identify,
      );
      expect(screen.getByRole('button', { name: 'Deposit' })).toBeDisabled();
      expect(posts(request)).toHaveLength(1);
    });

    it('does not ask NeteraPay anything while another method is chosen', async () => {
      const { request } = open({
        'GET payments/methods/deposit': { data: [...METHODS, NETERAPAY] },
      });
      await screen.findByRole('radio', { name: 'Card' });
      expect(request.mock.calls.some(([, path]) => String(path).includes('neterapay'))).toBe(false);
    });
  });
});

describe('a self-excluded player', () => {
  it('sees the self-exclusion text in place of the deposit form', async () => {
    const api = createFakeApi();
    answerRequests(api, {
      'GET me/balance': { data: buildPlayer().balance },
      'GET payments/methods/deposit': { data: METHODS },
      'GET me/transactions': { data: [], meta: { per_page: 100, next_cursor: null } },
    });
    const player = buildPlayer({
      status: 'self_excluded',
      status_expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    renderWithApp(<DepositSection player={player} />, { api, player, state: { token: 'tok' } });
    expect(
      await screen.findByText(
        'You have decided to exclude yourself. Contact customer support to reactivate your gaming account.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
  });
});
