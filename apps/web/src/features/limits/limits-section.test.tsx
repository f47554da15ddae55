import {
  LIMIT_FIELDS,
  limitPeriodOf,
  type LimitField,
  type LimitRequest,
  type LimitUsage,
} from '@prime/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { RequestOptions } from '../../shared/api/client';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { LimitsSection } from './limits-section';

type Limits = Partial<Record<LimitField, { limit: number; used?: number }>>;

/** GET me/limits as the server answers it: every limit, with what is left of those set. */
const usagesOf = (limits: Limits): LimitUsage[] =>
  LIMIT_FIELDS.map((field) => {
    const set = limits[field];
    const used = set?.used ?? 0;
    return {
      field,
      period: limitPeriodOf(field),
      limit: set?.limit ?? null,
      used,
      left: set ? Math.max(set.limit - used, 0) : null,
    };
  });

const requestOf = (
  id: number,
  field: LimitField,
  value: string | null,
  status: LimitRequest['status'] = 'pending',
): LimitRequest => ({
  id,
  field,
  status,
  activated_at: '2026-11-25T08:30:00Z',
  created_at: '2026-11-24T08:30:00Z',
  response: { [field]: value },
});

/** The server's state, which the answers read and the tests change. */
type Server = { limits: Limits; requests: LimitRequest[] };

const open = (server: Server, answers: FakeAnswers = {}) => {
  const api = createFakeApi();
  const request = answerRequests(api, {
    'GET me/limits': () => ({ data: usagesOf(server.limits) }),
    'GET me/statistics/last': () => ({ data: server.requests }),
    ...answers,
  });
  renderWithApp(<LimitsSection />, { api, player: buildPlayer(), state: { token: 'tok' } });
  return { api, request };
};

const input = (label: string) => screen.getByRole('textbox', { name: label });
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
const callsTo = (request: ReturnType<typeof open>['request'], verb: string, path: string) =>
  request.mock.calls.filter(([method, target]) => method === verb && target === path);
const bodiesOf = (request: ReturnType<typeof open>['request'], verb: string, path: string) =>
  callsTo(request, verb, path).map(([, , options]) => (options as RequestOptions).body);
/** The PUT me that the server accepts, answering the player. */
const accepted = (effect: (body: Record<string, unknown>) => void) => ({
  'PUT me': ({ body }: RequestOptions) => {
    effect(body as Record<string, unknown>);
    return { data: buildPlayer() };
  },
});

describe('Limits', () => {
  it('shows each limit in force with what is left of it this day, week or month', async () => {
    open({
      limits: {
        max_daily_deposit: { limit: 200, used: 80 },
        max_weekly_bet: { limit: 500, used: 120.5 },
        max_daily_playing_time: { limit: 90, used: 45 },
      },
      requests: [],
    });
    expect(await screen.findByRole('textbox', { name: 'Daily deposit limit' })).toHaveValue('200');
    expect(input('Daily deposit limit')).toHaveAccessibleDescription(
      'In force: €200.00. €120.00 left today.',
    );
    expect(input('Weekly bet limit')).toHaveValue('500');
    expect(input('Weekly bet limit')).toHaveAccessibleDescription(
      'In force: €500.00. €379.50 left this week.',
    );
    expect(input('Daily playing time (minutes)')).toHaveAccessibleDescription(
      'In force: 90 minutes. 45 minutes left today.',
    );
    expect(input('Monthly loss limit')).toHaveValue('');
    expect(input('Monthly loss limit')).toHaveAccessibleDescription('No limit set.');
    const deposits = screen.getByRole('group', { name: 'Deposit limits' });
    expect(
      within(deposits)
        .getAllByRole('textbox')
        .map((box) => box.id),
    ).toEqual(
      ['Daily deposit limit', 'Weekly deposit limit', 'Monthly deposit limit'].map(
        (label) => input(label).id,
      ),
    );
    expect(screen.getByRole('button', { name: 'Save limits' })).toBeDisabled();
  });

  it('refuses letters, more than ten digits and a playing time above a day', async () => {
    const { request } = open({ limits: {}, requests: [] });
    const bet = await screen.findByRole('textbox', { name: 'Daily bet limit' });
    expect(bet).toHaveAttribute('maxLength', '10');
    type('Daily bet limit', '12a');
    expect(bet).toHaveValue('');
    expect(bet).toHaveAccessibleDescription(expect.stringContaining('Digits only, at most 10.'));
    type('Daily bet limit', '12');
    expect(bet).toHaveValue('12');
    expect(bet).not.toHaveAttribute('aria-invalid');
    type('Daily bet limit', '12345678901');
    expect(bet).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save limits' })).toBeDisabled();
    type('Daily bet limit', '50');
    type('Daily playing time (minutes)', '1441');
    expect(input('Daily playing time (minutes)')).toHaveAccessibleDescription(
      expect.stringContaining('At most 1440 minutes a day.'),
    );
    save();
    expect(callsTo(request, 'PUT', 'me')).toHaveLength(0);
  });

  it('applies a lowered limit at once: one PUT me, then the new limit in force', async () => {
    const server: Server = { limits: { max_daily_deposit: { limit: 200 } }, requests: [] };
    const { api, request } = open(
      server,
      accepted((body) => {
        server.limits.max_daily_deposit = { limit: Number(body['max_daily_deposit']) };
      }),
    );
    await screen.findByRole('textbox', { name: 'Daily deposit limit' });
    type('Daily deposit limit', '150');
    save();
    expect(await screen.findByText('Your limit applies now.')).toHaveAttribute('role', 'status');
    expect(bodiesOf(request, 'PUT', 'me')).toEqual([
      { field: 'max_daily_deposit', max_daily_deposit: '150' },
    ]);
    expect(screen.queryByText(/Your request is pending/)).not.toBeInTheDocument();
    expect(input('Daily deposit limit')).toHaveAccessibleDescription(
      'In force: €150.00. €150.00 left today.',
    );
    // The player, the limits and the requests are asked again.
    expect(api.getMe).toHaveBeenCalledTimes(1);
    expect(callsTo(request, 'GET', 'me/limits')).toHaveLength(2);
    expect(callsTo(request, 'GET', 'me/statistics/last')).toHaveLength(2);
  });

  it('asks for no limit when a field is emptied', async () => {
    const { request } = open(
      { limits: { max_monthly_bet: { limit: 900 } }, requests: [] },
      accepted(() => undefined),
    );
    await screen.findByRole('textbox', { name: 'Monthly bet limit' });
    type('Monthly bet limit', '');
    save();
    await waitFor(() =>
      expect(bodiesOf(request, 'PUT', 'me')).toEqual([
        { field: 'max_monthly_bet', max_monthly_bet: null },
      ]),
    );
  });

  it('shows a raise as a request that waits, with the field locked', async () => {
    const server: Server = { limits: { max_daily_deposit: { limit: 200 } }, requests: [] };
    open(
      server,
      accepted(() => {
        server.requests = [requestOf(41, 'max_daily_deposit', '500')];
      }),
    );
    await screen.findByRole('textbox', { name: 'Daily deposit limit' });
    type('Daily deposit limit', '500');
    save();
    expect(
      await screen.findByText('Your request is pending: limits apply after 24 hours.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Your limit applies now.')).not.toBeInTheDocument();
    const deposit = input('Daily deposit limit');
    expect(deposit).toBeDisabled();
    expect(deposit).toHaveValue('200');
    expect(deposit).toHaveAccessibleDescription(
      expect.stringContaining('Limits apply after 24 hours. You asked for €500.00.'),
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('deletes a waiting request only after the player confirms', async () => {
    const server: Server = {
      limits: { max_weekly_bet: { limit: 300 } },
      requests: [requestOf(31, 'max_weekly_bet', null)],
    };
    const { request } = open(server, {
      'DELETE me/statistics/31': () => {
        server.requests = [];
        return undefined;
      },
    });
    const bet = await screen.findByRole('textbox', { name: 'Weekly bet limit' });
    expect(bet).toBeDisabled();
    expect(bet).toHaveAccessibleDescription(
      expect.stringContaining('You asked for no limit. You can confirm it from Nov 25, 2026'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleName(
      'Do you really want to delete this request? The limit in force stays as it is.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(request, 'DELETE', 'me/statistics/31')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('The request was deleted. The limit in force stays as it is.'),
    ).toBeInTheDocument();
    expect(callsTo(request, 'DELETE', 'me/statistics/31')).toHaveLength(1);
    expect(input('Weekly bet limit')).toBeEnabled();
    expect(input('Weekly bet limit')).toHaveValue('300');
  });

  it('offers Confirm only for a request whose time has come, and sends it', async () => {
    const server: Server = {
      limits: { max_daily_loss: { limit: 20 }, max_monthly_loss: { limit: 100 } },
      requests: [
        requestOf(51, 'max_daily_loss', '40'),
        requestOf(52, 'max_monthly_loss', '300', 'confirmable'),
      ],
    };
    const { request } = open(server, {
      'POST me/statistics/52/confirm': () => {
        server.requests = server.requests.filter((waiting) => waiting.id !== 52);
        server.limits.max_monthly_loss = { limit: 300 };
        return undefined;
      },
    });
    const monthly = await screen.findByRole('textbox', { name: 'Monthly loss limit' });
    expect(monthly).toHaveAccessibleDescription(expect.stringContaining('You can confirm it now.'));
    expect(input('Daily loss limit')).toHaveAccessibleDescription(
      expect.stringContaining('You can confirm it from Nov 25, 2026'),
    );
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Confirm' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your new limit applies now.')).toBeInTheDocument();
    expect(callsTo(request, 'POST', 'me/statistics/52/confirm')).toHaveLength(1);
    expect(callsTo(request, 'POST', 'me/statistics/51/confirm')).toHaveLength(0);
    expect(input('Monthly loss limit')).toHaveValue('300');
    expect(input('Monthly loss limit')).toBeEnabled();
    expect(input('Daily loss limit')).toBeDisabled();
  });

  it('shows a 422 under its field and still saves the other changes, in order', async () => {
    const server: Server = {
      limits: { max_daily_deposit: { limit: 100 }, max_weekly_deposit: { limit: 500 } },
      requests: [],
    };
    const { request } = open(server, {
      'PUT me': ({ body }: RequestOptions) => {
        const change = body as Record<string, string>;
        if (change['field'] === 'max_daily_deposit')
          throw new ApiError(422, 'validation_failed', 'The given data was invalid.', {
            max_daily_deposit: ['The daily limit may not be above the weekly limit.'],
          });
        server.limits.max_daily_bet = { limit: Number(change['max_daily_bet']) };
        return { data: buildPlayer() };
      },
    });
    await screen.findByRole('textbox', { name: 'Daily deposit limit' });
    type('Daily bet limit', '50');
    type('Daily deposit limit', '90');
    save();
    expect(await screen.findByText('Your limit applies now.')).toBeInTheDocument();
    expect(bodiesOf(request, 'PUT', 'me')).toEqual([
      { field: 'max_daily_deposit', max_daily_deposit: '90' },
      { field: 'max_daily_bet', max_daily_bet: '50' },
    ]);
    const deposit = input('Daily deposit limit');
    expect(deposit).toHaveValue('90');
    expect(deposit).toHaveAttribute('aria-invalid', 'true');
    expect(deposit).toHaveAccessibleDescription(
      expect.stringContaining('The daily limit may not be above the weekly limit.'),
    );
    expect(input('Daily bet limit')).not.toHaveAttribute('aria-invalid');
  });

  it('says when a limit was changed less than 24 hours ago', async () => {
    open(
      { limits: { max_daily_bet: { limit: 100 } }, requests: [] },
      {
        'PUT me': () => {
          throw new ApiError(429, 'limit_change_too_soon', 'Too soon.', undefined, {
            next_change_at: '2026-11-25T08:30:00Z',
          });
        },
      },
    );
    await screen.findByRole('textbox', { name: 'Daily bet limit' });
    type('Daily bet limit', '50');
    save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Each limit can be changed once in 24 hours. You can change this one again from Nov 25, 2026, 8:30 AM.',
    );
    expect(input('Daily bet limit')).toHaveAccessibleDescription(
      expect.stringContaining(alert.textContent ?? ''),
    );
    expect(screen.queryByText('Your limit applies now.')).not.toBeInTheDocument();
  });

  it('says a change of the limit is already waiting', async () => {
    open(
      { limits: { max_weekly_loss: { limit: 100 } }, requests: [] },
      {
        'PUT me': () => {
          throw new ApiError(409, 'limit_change_pending', 'Pending.');
        },
      },
    );
    await screen.findByRole('textbox', { name: 'Weekly loss limit' });
    type('Weekly loss limit', '50');
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A change of this limit is already waiting. Delete it before you ask for another.',
    );
  });

  it('tells the player when the limits cannot be loaded', async () => {
    const api = createFakeApi();
    answerRequests(api, {
      'GET me/limits': () => {
        throw new ApiError(404, 'not_found', 'Not found.');
      },
      'GET me/statistics/last': { data: [] },
    });
    renderWithApp(<LimitsSection />, { api, player: buildPlayer(), state: { token: 'tok' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your limits could not be loaded. Please try again.',
    );
    expect(vi.mocked(api.client.request)).toHaveBeenCalledWith('GET', 'me/statistics/last', {
      query: { type: 'limits', to_activate: 1 },
      signal: expect.any(AbortSignal),
    });
  });
});
