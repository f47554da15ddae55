import type { Message } from '@prime/contract';
import type { ApiClient } from '../../../shared/api/client';

/** GET me/messages/readone: the oldest unread message, or null when none waits. */
export const getUnreadMessage = async (client: ApiClient) =>
  (await client.request<{ data: Message | null }>('GET', 'me/messages/readone')).data;
