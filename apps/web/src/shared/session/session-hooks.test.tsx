import { BALANCE_POLL_MS, INACTIVITY_LOGOUT_MINUTES, SOCKET_EVENTS } from '@prime/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests } from '../../test/fake-requests';
import { renderWithApp } from '../../test/render';
import { ApiError } from '../api/api-error';
import { STORAGE_KEYS } from '../storage/keys';
import { balanceQueryKey } from './balance';
import { isSocketOn, setSocketOn, usePlayerSocket } from './socket';
import { useAuthFailureLogout } from './use-auth-failure-logout';
import { useBalance } from './use-balance';
import { useInactivityLogout } from './use-inactivity-logout';
import { fakeSocket } from '../../test/fake-socket';

const ZERO = { total: 0, available: 0, deposited: 0, bonus: 0 };

afterEach(() => {
  vi.useRealTimers();
  setSocketOn(false);
});

const BalanceProbe = () => {
  const balance = useBalance(ZERO);
  return <p data-testid="balance">{balance.total}</p>;
};

describe('useBalance', () => {
  it('asks GET me/balance every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = createFakeApi();
    let total = 10;
    const request = answerRequests(api, {
      'GET me/balance': () => ({ data: { ...ZERO, total: total++ } }),
    });
    renderWithApp(<BalanceProbe />, { api, state: { token: 'tok' } });
    expect(await screen.findByText('10')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS));
    expect(await screen.findByText('11')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS));
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('shows a balance the socket pushes at once and keeps asking every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = createFakeApi();
    const request = answerRequests(api, { 'GET me/balance': { data: { ...ZERO, total: 5 } } });
    act(() => setSocketOn(true));
    const { queryClient } = renderWithApp(<BalanceProbe />, { api, state: { token: 'tok' } });
    expect(await screen.findByText('5')).toBeInTheDocument();
    act(() => queryClient.setQueryData(balanceQueryKey, { ...ZERO, total: 42 }));
    expect(await screen.findByText('42')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS));
    expect(await screen.findByText('5')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for a visitor', async () => {
    const api = createFakeApi();
    renderWithApp(<BalanceProbe />, { api });
    expect(screen.getByTestId('balance')).toHaveTextContent('0');
    expect(api.client.request).not.toHaveBeenCalled();
  });
});

const InactivityProbe = () => {
  useInactivityLogout();
  return null;
};

describe('useInactivityLogout', () => {
  it('logs out after 30 minutes without mouse or key activity', async () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    const { api, store } = renderWithApp(<InactivityProbe />, { state: { token: 'tok' } });
    act(() => vi.advanceTimersByTime((INACTIVITY_LOGOUT_MINUTES - 1) * 60_000));
    expect(store.getState().token).toBe('tok');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.logout).toHaveBeenCalledOnce();
    expect(store.getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('counts again from zero after mouse or key activity', async () => {
    vi.useFakeTimers();
    const { api, store } = renderWithApp(<InactivityProbe />, { state: { token: 'tok' } });
    act(() => vi.advanceTimersByTime(29 * 60_000));
    fireEvent.mouseMove(window);
    act(() => vi.advanceTimersByTime(20 * 60_000));
    fireEvent.keyDown(window, { key: 'a' });
    await act(() => vi.advanceTimersByTimeAsync(29 * 60_000));
    expect(api.logout).not.toHaveBeenCalled();
    expect(store.getState().token).toBe('tok');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.logout).toHaveBeenCalledOnce();
  });

  it('does nothing for a visitor', async () => {
    vi.useFakeTimers();
    const { api } = renderWithApp(<InactivityProbe />);
    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
    expect(api.logout).not.toHaveBeenCalled();
  });
});

const AuthFailureProbe = () => {
  useAuthFailureLogout();
  useBalance(ZERO);
  return null;
};

describe('useAuthFailureLogout', () => {
  it('logs out and clears the token when the server refuses the player load', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    const api = createFakeApi();
    answerRequests(api, {
      'GET me/balance': () => {
        throw new ApiError(401, 'unauthenticated', 'Session ended');
      },
    });
    const { store, router } = renderWithApp(<AuthFailureProbe />, {
      api,
      state: { token: 'tok' },
      url: '/en/informations',
    });
    await waitFor(() => expect(store.getState().token).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the session on a failure that is not a refusal', async () => {
    const api = createFakeApi();
    const request = answerRequests(api, {
      'GET me/balance': () => {
        throw new ApiError(500, 'server_error', 'Down');
      },
    });
    const { store } = renderWithApp(<AuthFailureProbe />, { api, state: { token: 'tok' } });
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(store.getState().token).toBe('tok');
  });
});

const SocketProbe = ({ connect }: { connect: (token: string) => Promise<Socket> }) => {
  usePlayerSocket(connect);
  return null;
};

describe('usePlayerSocket', () => {
  it('connects with the session token, follows connect errors and takes pushed balances', async () => {
    const { socket, fire } = fakeSocket();
    const connect = vi.fn(async () => socket as unknown as Socket);
    const { queryClient, store } = renderWithApp(<SocketProbe connect={connect} />, {
      state: { token: 'tok' },
    });
    await waitFor(() => expect(socket.on).toHaveBeenCalled());
    expect(connect).toHaveBeenCalledWith('tok');
    act(() => fire('connect'));
    expect(isSocketOn()).toBe(true);
    act(() => fire(SOCKET_EVENTS.balance, { ...ZERO, total: 7 }));
    expect(queryClient.getQueryData(balanceQueryKey)).toEqual({ ...ZERO, total: 7 });
    act(() => fire('connect_error', new Error('unauthenticated')));
    expect(isSocketOn()).toBe(false);

    act(() => store.setState({ token: null }));
    expect(socket.disconnect).toHaveBeenCalledOnce();
  });

  it('does not connect for a visitor', () => {
    const connect = vi.fn();
    renderWithApp(<SocketProbe connect={connect} />);
    expect(connect).not.toHaveBeenCalled();
  });
});
