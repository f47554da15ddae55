import type { Message } from '@prime/contract';

/** A message of the player's inbox as the API answers it; unread unless told. */
export const buildMessage = (overrides: Partial<Message> = {}): Message => ({
  id: 1,
  type: 'custom',
  subject: 'Welcome to Prime',
  body: 'We are glad you are here.',
  image: null,
  duration: null,
  read: false,
  read_at: null,
  created_at: '2026-11-20T10:00:00Z',
  ...overrides,
});
