import type { TransactionStatusView } from '@prime/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests } from '../../test/fake-requests';
import { renderWithApp } from '../../test/render';
import { STATUS_POLL_MS } from './api/get-transaction-status';
import { TransactionStatusPage } from './transaction-status-page';

afterEach(() => {
  vi.useRealTimers();
});

const view = (status: TransactionStatusView['status']): { data: TransactionStatusView } => ({
  data: {
    id: 55,
    status,
    type_id: 1,
    amount: 25,
    currency: 'EUR',
    created_at: '2026-03-01T10:00:00.000Z',
  },
});

/** The status page of `/transactions/{id}`; the server answers each call with the next answer. */
const open = (id: string, answers: (() => unknown)[]) => {
  const api = createFakeApi();
  let call = 0;
  const request = answerRequests(api, {
    [`GET static/transactions/${id}`]: () => answers[Math.min(call++, answers.length - 1)]!(),
  });
  renderWithApp(null, {
    api,
    url: `/transactions/${id}`,
    state: { token: 'tok' },
    routes: [
      { path: '/transactions/:transactionId', element: <TransactionStatusPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
  });
  return { request };
};

const badge = (name: string) => screen.findByText(name, { selector: '.transaction-status__badge' });

describe('transaction status page', () => {
  it('shows the id and a pending status in yellow, then the success in green without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { request } = open('55', [() => view('pending'), () => view('success')]);
    expect(await screen.findByRole('heading', { name: 'Transaction status' })).toBeInTheDocument();
    expect(screen.getByText('Transaction ID').nextSibling).toHaveTextContent('55');
    expect(await badge('Pending')).toHaveClass('transaction-status__badge--pending');
    expect(screen.getByRole('status')).toHaveTextContent(/waiting for the payment provider/);

    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS));
    expect(await badge('Successful')).toHaveClass('transaction-status__badge--success');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // A settled transaction is not asked for again.
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 3));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['initialized', 'Initialized', 'initialized'],
    ['declined', 'Declined', 'declined'],
    ['reverted', 'Reverted', 'neutral'],
    ['authorized', 'Authorized', 'neutral'],
  ] as const)('shows %s as %s in its colour', async (status, name, tone) => {
    open('55', [() => view(status)]);
    expect(await badge(name)).toHaveClass(`transaction-status__badge--${tone}`);
  });

  it('says a transaction that is not the player’s is not found, with a way home', async () => {
    const { request } = open('77', [
      () => {
        throw new ApiError(404, 'not_found', 'Transaction not found.');
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction not found.');
    expect(request).toHaveBeenCalledTimes(1);
    const home = screen.getByRole('link', { name: 'Go to the home page' });
    expect(home).toHaveAttribute('href', '/');
    act(() => home.click());
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('does not ask the server for an id that is no transaction id', async () => {
    const { request } = open('abc', [() => view('success')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction not found.');
    expect(request).not.toHaveBeenCalled();
  });
});
