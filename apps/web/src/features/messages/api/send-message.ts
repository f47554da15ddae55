import type { Message } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';
import { messagesQueryKey } from './get-messages';

export type NewMessage = { subject: string; body: string; groupId: number };

/** POST me/messages: the player writes to one of the support groups (spec 01 §7). */
export const sendMessage = async (client: ApiClient, { subject, body, groupId }: NewMessage) =>
  (
    await client.request<{ data: Message }>('POST', 'me/messages', {
      body: { data: { message: { subject, body, 'messenger-groups': groupId } } },
    })
  ).data;

export const useSendMessage = () => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: NewMessage) => sendMessage(client, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
};
