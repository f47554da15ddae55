import {
  documentMediaParams,
  opsDocumentParams,
  opsDocumentResponse,
  opsDocumentReviewBody,
  opsDocumentsResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDocumentFile } from './documents.routes';
import type { DocumentsService } from './documents.service';

/**
 * The operator's review of documents (`npm run ops -- documents …`), inside the operator API:
 * what waits, each file, and an approval or a rejection with the operator's name and reason.
 */
export const documentsOpsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  app.get(
    '/documents/pending',
    {
      schema: {
        tags: ['ops'],
        summary: 'Documents waiting for review, oldest first',
        response: { 200: opsDocumentsResponse },
      },
    },
    async () => ({ data: await documents.listPending() }),
  );

  app.get(
    '/documents/files/:media_id',
    {
      schema: {
        tags: ['ops'],
        summary: 'One file of any player’s document, to review it',
        params: documentMediaParams,
      },
    },
    async (request, reply) =>
      sendDocumentFile(reply, await documents.readFileForOperator(request.params.media_id)),
  );

  for (const action of ['approve', 'reject'] as const)
    app.post(
      `/documents/:id/${action}`,
      {
        schema: {
          tags: ['ops'],
          summary:
            action === 'approve'
              ? 'Approve a document: the player sees it verified'
              : 'Reject a document with the reason the player reads',
          params: opsDocumentParams,
          body: opsDocumentReviewBody,
          response: { 200: opsDocumentResponse },
        },
      },
      async (request) => {
        const data = await documents[action](Number(request.params.id), request.body);
        request.log.warn(
          { documentId: data.id, operator: request.body.operator, action },
          'document reviewed by operator',
        );
        return { data };
      },
    );
};
