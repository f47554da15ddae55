import type { ResponsibleGaming } from '@prime/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import type { RequestOptions } from '../api/client';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests } from '../../test/fake-requests';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ResponsibleGamingNotice } from './responsible-gaming-notice';

const NONE_READ: ResponsibleGaming = {
  deposit_notice_acknowledged_at: null,
  bet_notice_acknowledged_at: null,
};

const open = (notice: 'deposit' | 'bet', responsibleGaming: ResponsibleGaming, fail = false) => {
  const api = createFakeApi();
  const sent: RequestOptions[] = [];
  answerRequests(api, {
    'POST me/responsible-gaming/acknowledge': (options: RequestOptions) => {
      sent.push(options);
      if (fail) throw new ApiError(500, 'server_error', 'Server error');
      return {
        data: {
          ...responsibleGaming,
          [`${notice}_notice_acknowledged_at`]: '2026-11-27T21:00:00Z',
        },
      };
    },
  });
  const player = buildPlayer({ responsible_gaming: responsibleGaming });
  const view = renderWithApp(<ResponsibleGamingNotice notice={notice} />, {
    api,
    player,
    state: { token: 'tok' },
    url: '/en/deposit',
  });
  return { sent, view };
};

describe('ResponsibleGamingNotice', () => {
  it('shows before the first deposit and, once understood, is kept by the server', async () => {
    const { sent } = open('deposit', NONE_READ);
    const dialog = screen.getByRole('alertdialog', { name: 'Before your first deposit' });
    expect(dialog).toHaveAccessibleDescription(/Gambling is entertainment/);
    expect(within(dialog).getByRole('link', { name: 'Set my limits' })).toHaveAttribute(
      'href',
      '/en/limits',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent.map((options) => options.body)).toEqual([{ notice: 'deposit' }]);
  });

  it('shows before the first real-money bet even when the deposit notice was read', () => {
    open('bet', { ...NONE_READ, deposit_notice_acknowledged_at: '2026-11-01T00:00:00Z' });
    expect(
      screen.getByRole('alertdialog', { name: 'Before you play for real money' }),
    ).toBeInTheDocument();
  });

  it('shows nothing once read', () => {
    open('deposit', { ...NONE_READ, deposit_notice_acknowledged_at: '2026-11-01T00:00:00Z' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays, saying so, when the server did not keep the answer', async () => {
    open('bet', NONE_READ, true);
    fireEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(
      await screen.findByText('Your answer could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
