import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/**
 * GET me/documents/files/{id}: one file of the player's documents. Only the owner's session may
 * read it, so the site fetches it with the session's headers and shows what it got.
 */
export const getDocumentFile = (client: ApiClient, fileId: string, signal?: AbortSignal) =>
  client.request<Blob>('GET', `me/documents/files/${fileId}`, { signal, responseType: 'blob' });

export const documentFileQueryOptions = (client: ApiClient, fileId: string) =>
  queryOptions({
    queryKey: ['me', 'documents', 'files', fileId] as const,
    queryFn: ({ signal }) => getDocumentFile(client, fileId, signal),
    // A stored file never changes.
    staleTime: Infinity,
  });

export const useDocumentFile = (fileId: string, enabled = true) =>
  useQuery({ ...documentFileQueryOptions(useApi().client, fileId), enabled });
