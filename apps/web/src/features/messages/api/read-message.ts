import type { Message } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';
import { messagesQueryKey } from './get-messages';

/** GET me/messages/{id}: the whole message; reading it marks it read. */
export const readMessage = async (client: ApiClient, id: number) =>
  (await client.request<{ data: Message }>('GET', `me/messages/${id}`)).data;

/** Opens a message; the inbox then shows it read. */
export const useReadMessage = () => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => readMessage(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
};
