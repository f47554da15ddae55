import {
  SOCKET_EVENTS,
  type Balance,
  type BonusEvent,
  type CampaignEvent,
  type Message,
} from '@prime/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { balanceQueryKey } from './balance';
import { applyBonusEvent } from './bonus-events';
import { useAppState } from './app-store-context';

/** Opens the player's socket; tests pass a fake. */
export type ConnectSocket = (token: string) => Promise<Socket>;

/** The client library loads with the first login, not with every visitor's first page. */
export const connectPlayerSocket: ConnectSocket = async (token) => {
  const { io } = await import('socket.io-client');
  // The server speaks WebSocket only (no sticky sessions behind a balancer); without a socket the
  // balance is polled.
  return io({ path: '/socket.io', auth: { token }, transports: ['websocket'] });
};

/**
 * The socket flag of spec 01 §8: on while a player's socket is connected, off before, after a
 * connect error and after logout. Pollers read it to know whether pushes arrive.
 */
const listeners = new Set<() => void>();
let socketOn = false;

export const setSocketOn = (next: boolean) => {
  if (next === socketOn) return;
  socketOn = next;
  for (const listener of listeners) listener();
};

export const isSocketOn = () => socketOn;

export const useSocketOn = (): boolean =>
  useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, isSocketOn);

/** Who hears the messages pushed to the player (event `message`): the notifications. */
const messageListeners = new Set<(message: Message) => void>();

export const subscribeToMessages = (listener: (message: Message) => void) => {
  messageListeners.add(listener);
  return () => {
    messageListeners.delete(listener);
  };
};

/** The last campaign reached that the socket announced (event `campaign`), kept for the site. */
export const campaignQueryKey = ['socket', 'campaign'] as const;

/**
 * Connects after login, authenticated by the session token, and disconnects on logout. Pushed
 * balances go straight into the query cache the header and dashboard read; pushed messages go to
 * their listeners (the notifications), a reached campaign into the query cache, a changed bonus
 * into the player's `bonus` and to its listeners (the game's bonus box).
 */
export const usePlayerSocket = (connect: ConnectSocket = connectPlayerSocket) => {
  const token = useAppState((state) => state.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let socket: Socket | null = null;
    let closed = false;
    const close = (target: Socket) => {
      target.removeAllListeners();
      target.disconnect();
    };
    void connect(token)
      .then((opened) => {
        if (closed) return close(opened);
        socket = opened;
        opened.on('connect', () => setSocketOn(true));
        opened.on('disconnect', () => setSocketOn(false));
        opened.on('connect_error', () => setSocketOn(false));
        opened.on(SOCKET_EVENTS.balance, (balance: Balance) => {
          queryClient.setQueryData(balanceQueryKey, balance);
        });
        opened.on(SOCKET_EVENTS.message, (message: Message) => {
          for (const listener of messageListeners) listener(message);
        });
        opened.on(SOCKET_EVENTS.campaign, (campaign: CampaignEvent) => {
          queryClient.setQueryData(campaignQueryKey, campaign);
        });
        opened.on(SOCKET_EVENTS.bonus, (event: BonusEvent) => applyBonusEvent(queryClient, event));
      })
      .catch(() => setSocketOn(false));
    return () => {
      closed = true;
      if (socket) close(socket);
      setSocketOn(false);
    };
  }, [connect, token, queryClient]);
};
