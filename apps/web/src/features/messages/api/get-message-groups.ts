import type { MessageGroup } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** GET me/messages/message-groups: the support groups a player may write to. */
export const getMessageGroups = async (client: ApiClient, signal?: AbortSignal) =>
  (await client.request<{ data: MessageGroup[] }>('GET', 'me/messages/message-groups', { signal }))
    .data;

export const messageGroupsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['me', 'message-groups'] as const,
    queryFn: ({ signal }) => getMessageGroups(client, signal),
    staleTime: Infinity,
  });

export const useMessageGroups = () => useQuery(messageGroupsQueryOptions(useApi().client));
