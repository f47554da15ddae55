import { MESSAGE_POLL_MS, SOCKET_EVENTS, TOAST_MS, type Message } from '@prime/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimMessageType } from '../../../shared/session/message-claims';
import { campaignQueryKey, setSocketOn, usePlayerSocket } from '../../../shared/session/socket';
import { createFakeApi } from '../../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../../test/fake-requests';
import { buildMessage } from '../../../test/messages';
import { renderWithApp } from '../../../test/render';
import { MessageNotifications } from './message-notifications';
import { FIRST_MESSAGE_CHECK_MS } from './use-message-polling';
import { fakeSocket } from '../../../test/fake-socket';

const Notifications = ({
  connect,
  reload,
}: {
  connect: (token: string) => Promise<Socket>;
  reload: () => void;
}) => {
  usePlayerSocket(connect);
  return <MessageNotifications reload={reload} />;
};

/** The notifications of a logged-in player whose socket is connected; `push` sends a message. */
const openWithSocket = async (answers: FakeAnswers = {}) => {
  const api = createFakeApi();
  const request = answerRequests(api, {
    'GET me/messages': { data: [], meta: {} },
    'GET me/messages/readone': { data: null },
    ...answers,
  });
  const { socket, fire } = fakeSocket();
  const reload = vi.fn();
  const view = renderWithApp(null, {
    api,
    state: { token: 'tok' },
    routes: [
      {
        path: '*',
        element: (
          <Notifications connect={async () => socket as unknown as Socket} reload={reload} />
        ),
      },
    ],
    url: '/en/casino',
  });
  await waitFor(() => expect(socket.on).toHaveBeenCalled());
  act(() => fire('connect'));
  const push = (message: Message) => act(() => fire(SOCKET_EVENTS.message, message));
  const reads = () =>
    request.mock.calls.filter(
      ([method, path]) => method === 'GET' && /^me\/messages\/\d+$/.test(path),
    );
  return {
    request,
    reload,
    push,
    fire,
    reads,
    queryClient: view.queryClient,
    pathname: () => view.router.state.location.pathname,
  };
};

/** Answers the read of message `id` with it, read. */
const readAnswer = (message: Message) => ({
  [`GET me/messages/${message.id}`]: { data: { ...message, read: true } },
});

afterEach(() => {
  vi.useRealTimers();
  setSocketOn(false);
});

describe('MessageNotifications, by type', () => {
  it('counts a reality check down from its duration, then reads it and reloads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const message = buildMessage({
      id: 3,
      type: 'realityCheck',
      subject: 'Reality check',
      duration: 30,
    });
    const { push, reload, reads } = await openWithSocket(readAnswer(message));
    push(message);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('This message closes in 30 s.');
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(reads()).toEqual([['GET', 'me/messages/3']]);
  });

  it('counts 60 s when the reality check names no duration; dismissing it goes home', async () => {
    const message = buildMessage({ id: 4, type: 'realityCheck', subject: 'Reality check' });
    const { push, reload, reads, pathname } = await openWithSocket(readAnswer(message));
    push(message);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('60 s');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop playing' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(reads()).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('sends a first login to the limits when confirmed', async () => {
    const message = buildMessage({
      id: 5,
      type: 'firstLogin',
      subject: 'Welcome! Set your limits',
    });
    const { push, pathname, reads } = await openWithSocket(readAnswer(message));
    push(message);
    const notice = await screen.findByRole('alertdialog', { name: 'Welcome! Set your limits' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Set my limits' }));
    await waitFor(() => expect(pathname()).toBe('/en/limits'));
    expect(reads()).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('reloads on a confirmed campaign, and goes home otherwise', async () => {
    const first = buildMessage({ id: 6, type: 'campaignReached', subject: 'Campaign reached' });
    const second = buildMessage({ id: 7, type: 'campaignReached', subject: 'Second campaign' });
    const { push, reload, pathname } = await openWithSocket({
      ...readAnswer(first),
      ...readAnswer(second),
    });
    push(first);
    push(second);
    // One at a time: the second waits for the first.
    const notice = await screen.findByRole('alertdialog', { name: 'Campaign reached' });
    expect(screen.queryByRole('alertdialog', { name: 'Second campaign' })).not.toBeInTheDocument();
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    const next = await screen.findByRole('alertdialog', { name: 'Second campaign' });
    fireEvent.click(within(next).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(pathname()).toBe('/'));
  });

  it.each(['bonus-bet-limit', 'bonus-min-balance-limit'] as const)(
    'reloads after a %s message, which has no other answer',
    async (type) => {
      const message = buildMessage({ id: 8, type, subject: 'Bonus rule' });
      const { push, reload } = await openWithSocket(readAnswer(message));
      push(message);
      const notice = await screen.findByRole('alertdialog', { name: 'Bonus rule' });
      expect(within(notice).getAllByRole('button')).toHaveLength(1);
      fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    },
  );

  it.each(['daily-bet-limit', 'daily-bet-loss'] as const)(
    'takes a %s message to the limits',
    async (type) => {
      const message = buildMessage({ id: 9, type, subject: 'Limit reached' });
      const { push, pathname, reload } = await openWithSocket(readAnswer(message));
      push(message);
      const notice = await screen.findByRole('alertdialog', { name: 'Limit reached' });
      fireEvent.click(within(notice).getByRole('button', { name: 'Go to my limits' }));
      await waitFor(() => expect(pathname()).toBe('/en/limits'));
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it('shows any other message as a toast for 3 s, then it is read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const message = buildMessage({ id: 10, type: 'custom', subject: 'New promotion' });
    const { push, reads } = await openWithSocket(readAnswer(message));
    push(message);
    expect(await screen.findByRole('status')).toHaveTextContent('New promotion');
    await act(() => vi.advanceTimersByTimeAsync(TOAST_MS - 500));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(reads()).toHaveLength(1));
  });

  it('shows a message once, however often it comes, and never a read one', async () => {
    const message = buildMessage({ id: 11, type: 'daily-bet-loss', subject: 'Loss limit' });
    const { push } = await openWithSocket(readAnswer(message));
    push(message);
    push(message);
    push(buildMessage({ id: 12, subject: 'Old news', read: true }));
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Old news')).not.toBeInTheDocument();
  });

  it('keeps a campaign the socket announces, for the site to read', async () => {
    const { fire, queryClient } = await openWithSocket();
    const campaign = { message_id: 30, subject: 'Campaign reached', body: 'Well done.' };
    act(() => fire(SOCKET_EVENTS.campaign, campaign));
    expect(queryClient.getQueryData(campaignQueryKey)).toEqual(campaign);
  });

  it('leaves the reality check to a game screen that shows it itself', async () => {
    const release = claimMessageType('realityCheck');
    try {
      const { push } = await openWithSocket();
      push(buildMessage({ id: 13, type: 'realityCheck', subject: 'Reality check' }));
      push(buildMessage({ id: 14, type: 'custom', subject: 'Still shown' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Still shown');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    } finally {
      release();
    }
  });
});

describe('MessageNotifications, polling', () => {
  const openWithoutSocket = (answers: FakeAnswers = {}) => {
    const api = createFakeApi();
    const request = answerRequests(api, {
      'GET me/messages/readone': { data: null },
      ...answers,
    });
    renderWithApp(<MessageNotifications reload={vi.fn()} />, { api, state: { token: 'tok' } });
    return () => request.mock.calls.filter(([, path]) => path === 'me/messages/readone').length;
  };

  it('asks every 5 s while the socket is down, and shows what it finds', async () => {
    vi.useFakeTimers();
    const polls = openWithoutSocket({
      'GET me/messages/readone': {
        data: buildMessage({ id: 20, type: 'daily-bet-limit', subject: 'Bet limit reached' }),
      },
    });
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS - 1));
    expect(polls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(polls()).toBe(1);
    expect(screen.getByRole('alertdialog', { name: 'Bet limit reached' })).toBeInTheDocument();
    // While the message waits for an answer, no other is asked for.
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS * 3));
    expect(polls()).toBe(1);
  });

  it('skips a poll while a dialog is open', async () => {
    vi.useFakeTimers();
    const polls = openWithoutSocket();
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS * 2));
    expect(polls()).toBe(0);
    dialog.remove();
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS));
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS));
    expect(polls()).toBe(2);
  });

  it('with the socket on, asks once 10 s after it connected and then waits for pushes', async () => {
    vi.useFakeTimers();
    act(() => setSocketOn(true));
    const polls = openWithoutSocket();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_MESSAGE_CHECK_MS - 1));
    expect(polls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS * 4));
    expect(polls()).toBe(1);
    // The socket drops: polling takes over.
    act(() => setSocketOn(false));
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS));
    expect(polls()).toBe(2);
  });

  it('asks nothing for a visitor', async () => {
    vi.useFakeTimers();
    const api = createFakeApi();
    renderWithApp(<MessageNotifications reload={vi.fn()} />, { api });
    await act(() => vi.advanceTimersByTimeAsync(FIRST_MESSAGE_CHECK_MS * 2));
    expect(api.client.request).not.toHaveBeenCalled();
  });
});
