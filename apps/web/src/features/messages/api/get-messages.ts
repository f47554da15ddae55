import type { MessagesPage } from '@prime/contract';
import { MESSAGES_PER_PAGE } from '@prime/contract/rules/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** Every page of the inbox: what a read or a new message invalidates. */
export const messagesQueryKey = ['me', 'messages'] as const;

/** GET me/messages: a page of the player's inbox, newest first, with the unread count. */
export const getMessages = async (client: ApiClient, page: number, signal?: AbortSignal) =>
  client.request<MessagesPage>('GET', 'me/messages', {
    query: { page, per_page: MESSAGES_PER_PAGE },
    signal,
  });

export const messagesQueryOptions = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: [...messagesQueryKey, page] as const,
    queryFn: ({ signal }) => getMessages(client, page, signal),
    // A pushed message or one read elsewhere changes the inbox: ask again when it shows.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useMessages = (page: number) => useQuery(messagesQueryOptions(useApi().client, page));
