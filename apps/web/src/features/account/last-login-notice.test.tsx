import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { LAST_LOGIN_NOTICE_MS, LastLoginNotice } from './last-login-notice';

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

const renderNotice = (lastLogin: { at: string; ip: string } | null) =>
  renderWithApp(<LastLoginNotice />, {
    state: { token: 'tok' },
    player: buildPlayer({ last_login: lastLogin }),
  });

describe('LastLoginNotice', () => {
  it('tells the player their previous login (UTC) once after a login, then hides', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.setItem(STORAGE_KEYS.lastLoginNotice, '1');
    renderNotice({ at: '2026-11-20T08:30:00.000Z', ip: '10.0.0.1' });
    expect(await screen.findByRole('status')).toHaveTextContent(/Last login: .*2026.* UTC/);
    expect(sessionStorage.getItem(STORAGE_KEYS.lastLoginNotice)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(LAST_LOGIN_NOTICE_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing on later pages or for a first login', async () => {
    renderNotice({ at: '2026-11-20T08:30:00.000Z', ip: '10.0.0.1' });
    sessionStorage.setItem(STORAGE_KEYS.lastLoginNotice, '1');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing when there was no earlier login', async () => {
    sessionStorage.setItem(STORAGE_KEYS.lastLoginNotice, '1');
    renderNotice(null);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
