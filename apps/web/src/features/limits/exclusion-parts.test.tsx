import { EXCLUSION_FOREVER_AT, type ExclusionRequest } from '@prime/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { RequestOptions } from '../../shared/api/client';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { LimitsSection } from './limits-section';

const DAY = 86_400_000;

const open = (
  player = buildPlayer(),
  answers: FakeAnswers = {},
  exclusionRequests: ExclusionRequest[] = [],
) => {
  const api = createFakeApi();
  const request = answerRequests(api, {
    'GET me/limits': { data: [] },
    'GET me/statistics/last': ({ query }: RequestOptions) => ({
      data: (query as { type: string }).type === 'exclusions' ? exclusionRequests : [],
    }),
    'PUT me': ({ body }: RequestOptions) => ({ data: { ...player, ...(body as object) } }),
    ...answers,
  });
  renderWithApp(<LimitsSection />, { api, player, state: { token: 'tok' } });
  return { api, request };
};

const putBodies = (request: ReturnType<typeof open>['request']) =>
  request.mock.calls
    .filter(([method, path]) => method === 'PUT' && path === 'me')
    .map(([, , options]) => (options as RequestOptions).body as Record<string, unknown>);
const part = (name: string) => screen.getByRole('region', { name });

describe('Self-exclusion', () => {
  it('excludes for the chosen period only after the confirmation, then logs out', async () => {
    const { api, request } = open();
    const exclusion = await screen.findByRole('region', { name: 'Self-exclusion' });
    fireEvent.change(within(exclusion).getByLabelText('Period'), { target: { value: '7' } });
    fireEvent.click(within(exclusion).getByRole('button', { name: 'Exclude me' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(putBodies(request)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, exclude me' }));
    await waitFor(() => expect(putBodies(request)).toHaveLength(1));
    const [body] = putBodies(request);
    expect(body).toMatchObject({ statistic: 'self_exclusion' });
    expect(body).not.toHaveProperty('status_reason');
    const end = new Date(body!['status_expires_at'] as string).getTime();
    expect(Math.abs(end - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    await waitFor(() => expect(api.logout).toHaveBeenCalled());
  });

  it('sends nothing when the player cancels, and sends an indefinite one with its reason', async () => {
    const { request } = open();
    const exclusion = await screen.findByRole('region', { name: 'Self-exclusion' });
    fireEvent.click(within(exclusion).getByRole('button', { name: 'Exclude me' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(putBodies(request)).toEqual([]);

    fireEvent.change(within(exclusion).getByLabelText('Period'), {
      target: { value: 'forever' },
    });
    fireEvent.change(within(exclusion).getByLabelText('Reason (optional)'), {
      target: { value: 'I play too much' },
    });
    expect(within(exclusion).getByText('15 of 255 characters')).toBeInTheDocument();
    fireEvent.click(within(exclusion).getByRole('button', { name: 'Exclude me' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, exclude me',
      }),
    );
    await waitFor(() =>
      expect(putBodies(request)).toEqual([
        {
          statistic: 'self_exclusion',
          expires_at_forever: true,
          status_statistic: 'authorized',
          status_reason: 'I play too much',
        },
      ]),
    );
  });

  it('asks an excluded player for a written reason to end sooner, and sends a request that keeps the session', async () => {
    const player = buildPlayer({
      status: 'self_excluded',
      status_expires_at: new Date(Date.now() + 30 * DAY).toISOString(),
    });
    const { api, request } = open(player);
    const exclusion = await screen.findByRole('region', { name: 'Self-exclusion' });
    expect(within(exclusion).getByText(/You are excluded until/)).toBeInTheDocument();
    // Neither a time-out nor a closure is offered while excluded.
    expect(screen.queryByRole('region', { name: 'Time-out' })).toBeNull();
    fireEvent.change(within(exclusion).getByLabelText('Period'), { target: { value: '1' } });
    const reason = within(exclusion).getByLabelText('Why do you want to end it sooner?');
    fireEvent.change(reason, { target: { value: 'Too short' } });
    fireEvent.click(within(exclusion).getByRole('button', { name: 'Send my request' }));
    expect(
      await within(exclusion).findByText(
        'Tell us in at least 20 characters why you want to end it sooner.',
      ),
    ).toBeInTheDocument();
    expect(putBodies(request)).toEqual([]);

    fireEvent.change(reason, { target: { value: 'I have talked to my family and I am ready.' } });
    fireEvent.click(within(exclusion).getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(putBodies(request)).toHaveLength(1));
    expect(putBodies(request)[0]).toMatchObject({
      statistic: 'self_exclusion',
      status_reason: 'I have talked to my family and I am ready.',
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(
      await within(exclusion).findByText(
        'Your request to end the exclusion sooner is with our support team.',
      ),
    ).toBeInTheDocument();
    expect(api.logout).not.toHaveBeenCalled();
  });

  it("shows the operator's answer to a request", async () => {
    const player = buildPlayer({
      status: 'self_excluded',
      status_expires_at: EXCLUSION_FOREVER_AT,
    });
    open(player, {}, [
      {
        id: 3,
        status: 'refused',
        activated_at: null,
        created_at: '2026-11-20T10:00:00Z',
        response: { status_expires_at: '2026-11-21T10:00:00Z' },
      },
    ]);
    const exclusion = await screen.findByRole('region', { name: 'Self-exclusion' });
    expect(within(exclusion).getByText(/You are excluded indefinitely/)).toBeInTheDocument();
    expect(
      await within(exclusion).findByText('Your request to end the exclusion sooner was refused.'),
    ).toBeInTheDocument();
  });
});

describe('Time-out and closure', () => {
  it('takes a time-out of the chosen length after the confirmation', async () => {
    const { api, request } = open();
    const timeOut = await screen.findByRole('region', { name: 'Time-out' });
    fireEvent.change(within(timeOut).getByLabelText('Period'), { target: { value: '336' } });
    expect(within(timeOut).getByRole('option', { name: '2 weeks' })).toBeInTheDocument();
    fireEvent.click(within(timeOut).getByRole('button', { name: 'Start my time-out' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Start my time-out',
      }),
    );
    await waitFor(() => expect(putBodies(request)).toHaveLength(1));
    const [body] = putBodies(request);
    expect(body).toMatchObject({ statistic: 'time_out' });
    const end = new Date(body!['status_expires_at'] as string).getTime();
    expect(Math.abs(end - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    await waitFor(() => expect(api.logout).toHaveBeenCalled());
  });

  it('says why a closure is refused while money is left', async () => {
    const { api } = open(buildPlayer(), {
      'PUT me': () => {
        throw new ApiError(409, 'closure_balance_left', 'Money is left.');
      },
    });
    const closure = await screen.findByRole('region', { name: 'Close my account' });
    fireEvent.click(within(closure).getByRole('button', { name: 'Close my account' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, close it' }),
    );
    expect(
      await within(part('Close my account')).findByText(
        'Withdraw the money left on your account before you close it.',
      ),
    ).toBeInTheDocument();
    expect(api.logout).not.toHaveBeenCalled();
  });
});
