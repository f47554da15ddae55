import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../shared/api/client';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests } from '../../test/fake-requests';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { TakeBreakButton } from './take-break-button';

describe('the 24-hour break of the header', () => {
  it('takes a 24-hour time-out after the confirmation, then logs out', async () => {
    const api = createFakeApi();
    const player = buildPlayer();
    const request = answerRequests(api, { 'PUT me': { data: player } });
    renderWithApp(<TakeBreakButton player={player} />, { api, player, state: { token: 'tok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Take a 24-hour break' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(request).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const body = (request.mock.calls[0]![2] as RequestOptions).body as Record<string, string>;
    expect(body['statistic']).toBe('time_out');
    const end = new Date(body['status_expires_at']!).getTime();
    expect(Math.abs(end - (Date.now() + 86_400_000))).toBeLessThan(60_000);
    await waitFor(() => expect(api.logout).toHaveBeenCalled());
  });

  it('changes nothing when the player says not now', async () => {
    const api = createFakeApi();
    const player = buildPlayer();
    const request = answerRequests(api, {});
    renderWithApp(<TakeBreakButton player={player} />, { api, player, state: { token: 'tok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Take a 24-hour break' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Not now' }),
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('is not offered while an exclusion is in force', () => {
    const excluded = buildPlayer({
      status: 'self_excluded',
      status_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    renderWithApp(<TakeBreakButton player={excluded} />, { player: excluded });
    expect(screen.queryByRole('button', { name: 'Take a 24-hour break' })).toBeNull();
  });
});
