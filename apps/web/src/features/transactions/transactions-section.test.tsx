import type { Transaction, TransactionsPage } from '@prime/contract';
import { utcDay } from '@prime/contract/rules/report-range';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../shared/api/client';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests } from '../../test/fake-requests';
import { renderWithApp } from '../../test/render';
import { TransactionsSection } from './transactions-section';

const today = utcDay();
const yesterday = utcDay(new Date(Date.now() - 86_400_000));

const row = (id: number, patch: Partial<Transaction> = {}): Transaction => ({
  id,
  created_at: `${today}T10:00:0${id % 10}.000Z`,
  type: { id: 4, name: 'Casino bet', description: 'A stake placed in a casino game' },
  status: 'success',
  amount: 2.5,
  balance: 97.5,
  currency: 'EUR',
  payment_method_id: null,
  ...patch,
});

const FIRST: TransactionsPage = {
  data: [
    row(12, {
      type: { id: 1, name: 'Deposit', description: '' },
      status: 'pending',
      amount: 40,
      balance: null,
      payment_method_id: 14,
    }),
    row(11, { type: { id: 2, name: 'Withdraw', description: '' }, amount: 30, balance: 70 }),
  ],
  meta: { per_page: 25, next_cursor: 'after-11' },
  totals: { deposit: 120, withdraw: 30, net: 90, currency: 'EUR' },
};
const SECOND: TransactionsPage = {
  data: [row(10)],
  meta: { per_page: 25, next_cursor: null },
};

/** The dashboard section with a server that pages by cursor; the calls' queries are kept. */
const open = (language?: 'cs') => {
  const api = createFakeApi();
  const queries: Record<string, unknown>[] = [];
  answerRequests(api, {
    'GET me/transactions': (options: RequestOptions) => {
      queries.push({ ...options.query });
      return options.query?.['cursor'] === 'after-11' ? SECOND : FIRST;
    },
  });
  renderWithApp(<TransactionsSection />, {
    api,
    state: { token: 'tok', ...(language ? { language } : {}) },
  });
  return { queries };
};

describe('transactions section', () => {
  it('shows today’s transactions with the totals cards and the table with its exports', async () => {
    const { queries } = open();
    const table = await screen.findByRole('table');
    expect(queries[0]).toMatchObject({ date_from: today, date_to: today, total: 1 });
    expect(queries[0]).not.toHaveProperty('cursor', expect.anything());

    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Deposits').nextSibling).toHaveTextContent('€120.00');
    expect(within(totals).getByText('Withdrawals').nextSibling).toHaveTextContent('€30.00');
    expect(within(totals).getByText('Net').nextSibling).toHaveTextContent('€90.00');

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Date (UTC)', 'Type', 'Status', 'Amount', 'Balance', 'Currency']);
    const [pending, withdrawal] = within(table).getAllByRole('row').slice(1);
    expect(within(pending!).getByText('Deposit')).toBeInTheDocument();
    expect(within(pending!).getByText('Pending')).toBeInTheDocument();
    expect(within(pending!).getByText('€40.00')).toBeInTheDocument();
    expect(within(withdrawal!).getByText('Withdrawal')).toBeInTheDocument();
    expect(within(withdrawal!).getByText('Successful')).toBeInTheDocument();
    expect(within(withdrawal!).getByText('€70.00')).toBeInTheDocument();

    const exports = screen.getByRole('toolbar', { name: 'Export' });
    for (const name of ['Excel', 'CSV', 'PDF', 'Copy'])
      expect(within(exports).getByRole('button', { name })).toBeEnabled();
  });

  it('loads the next page after the last row with "Load more", until there is none', async () => {
    const { queries } = open();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(queries[1]).toMatchObject({ cursor: 'after-11', date_from: today, date_to: today });
    expect(queries[1]?.['total']).toBeUndefined();
    expect(screen.getAllByRole('row')[3]).toHaveTextContent('Casino bet');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // The totals of the range stay those of the first page.
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent('€120.00');
  });

  it('searches by range, type and status', async () => {
    const { queries } = open();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: yesterday } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'pending' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]).toMatchObject({
      date_from: yesterday,
      date_to: today,
      type_id: 1,
      status: 'pending',
      total: 1,
    });
  });

  it('offers every type of spec 02 §9 and every status, each with an All', async () => {
    open();
    await screen.findByRole('table');
    const names = (label: string) =>
      within(screen.getByRole('combobox', { name: label }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(names('Type')).toEqual([
      'All types',
      'Deposit',
      'Withdrawal',
      'Casino bet',
      'Win',
      'Refund',
      'Bonus bet',
      'Bonus win',
      'Bonus assigned',
      'Adjustment',
      'Bonus converted',
      'Bonus removed',
    ]);
    expect(names('Status')).toEqual([
      'All statuses',
      'Successful',
      'Authorized',
      'Pending',
      'Declined',
      'Initialized',
      'Reverted',
    ]);
  });

  it('bounds the pickers and disables Search while from is after to', async () => {
    const { queries } = open();
    await screen.findByRole('table');
    const from = screen.getByLabelText('From');
    expect(from).toHaveAttribute('max', yesterday);
    expect(screen.getByLabelText('To')).toHaveAttribute('max', today);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: yesterday } });
    fireEvent.change(from, { target: { value: today } });
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(screen.getByText('The start date must not be after the end date.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    fireEvent.submit(screen.getByRole('button', { name: 'Search' }).closest('form')!);
    expect(queries).toHaveLength(1);
  });

  it('names types and statuses in the site’s language', async () => {
    open('cs');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Vklad')).toBeInTheDocument();
    expect(within(table).getByText('Čekající')).toBeInTheDocument();
    expect(within(table).getByText('Výběr')).toBeInTheDocument();
  });
});
