import type { MessagesPage } from '@prime/contract';
import { MESSAGES_PER_PAGE } from '@prime/contract/rules/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/** Every page of the inbox: what a read or a new message invalidates. */
export const messagesQueryKey = ['me', 'messages'] as const;

/** `inbox`: the messages to the player; `sent`: what the player wrote to support. */
export type MessageFolder = 'inbox' | 'sent';

/** GET me/messages: a page of a folder, newest first, with the inbox's unread count. */
export const getMessages = async (
  client: ApiClient,
  folder: MessageFolder,
  page: number,
  signal?: AbortSignal,
) =>
  client.request<MessagesPage>('GET', 'me/messages', {
    query: { folder, page, per_page: MESSAGES_PER_PAGE },
    signal,
  });

export const messagesQueryOptions = (client: ApiClient, folder: MessageFolder, page: number) =>
  queryOptions({
    queryKey: [...messagesQueryKey, folder, page] as const,
    queryFn: ({ signal }) => getMessages(client, folder, page, signal),
    // A pushed message or one read elsewhere changes the inbox: ask again when it shows.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useMessages = (folder: MessageFolder, page: number) =>
  useQuery(messagesQueryOptions(useApi().client, folder, page));
