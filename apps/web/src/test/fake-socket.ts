import { vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

/** A socket whose events the test fires: `fire('bonus', event)` as the server would push it. */
export const fakeSocket = () => {
  const handlers = new Map<string, Handler>();
  const socket = {
    on: vi.fn((event: string, handler: Handler) => {
      handlers.set(event, handler);
      return socket;
    }),
    removeAllListeners: vi.fn(),
    disconnect: vi.fn(),
  };
  return { socket, fire: (event: string, ...args: unknown[]) => handlers.get(event)?.(...args) };
};
