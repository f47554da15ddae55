import type { DocumentType, PlayerDocument } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';
import { documentsQueryOptions } from './get-documents';

/** A document as the form gives it: the fields the type needs and its files. */
export type DocumentUpload = {
  type: DocumentType;
  idn: string;
  /** `YYYY-MM-DD`, or empty. */
  expiresAt: string;
  front: File | null;
  back: File | null;
};

/** POST me/documents (multipart/form-data): the new document, waiting for its review. */
export const uploadDocument = async (client: ApiClient, upload: DocumentUpload) => {
  const form = new FormData();
  form.append('type', upload.type);
  if (upload.idn.trim() !== '') form.append('idn', upload.idn.trim());
  if (upload.expiresAt !== '') form.append('expires_at', upload.expiresAt);
  if (upload.front) form.append('front_file', upload.front, upload.front.name);
  if (upload.back) form.append('back_file', upload.back, upload.back.name);
  return (await client.request<{ data: PlayerDocument }>('POST', 'me/documents', { body: form }))
    .data;
};

/** Uploads a document; the list is read again, with the new one pending. */
export const useUploadDocument = () => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: DocumentUpload) => uploadDocument(client, upload),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: documentsQueryOptions(client).queryKey }),
  });
};
