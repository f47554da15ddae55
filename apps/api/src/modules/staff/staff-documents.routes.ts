import {
  STAFF_DOCUMENT_DUE_DAYS,
  staffDocumentFileQuery,
  staffDocumentResponse,
  staffDocumentsQuery,
  staffDocumentsResponse,
  staffIdParams,
  staffOptionalReasonBody,
  staffReasonBody,
  type OpsDocument,
  type StaffDocument,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { DocumentsService } from '../documents/documents.service';
import { pageOf, statusesOf } from './staff-list';

const DAY_MS = 86_400_000;

const rowOf = (document: OpsDocument): StaffDocument => ({
  id: document.id,
  player_id: document.player_id,
  username: document.username,
  kind: document.type,
  status: document.status,
  uploaded_at: document.created_at,
  due_at: new Date(
    Date.parse(document.created_at) + STAFF_DOCUMENT_DUE_DAYS * DAY_MS,
  ).toISOString(),
  reviewed_by: document.reviewed_by,
  reason: document.rejection_reason,
  files: document.media.map((media) => ({
    id: media.id,
    name: `${document.type}-${media.side}`,
    content_type: media.mime_type,
    byte_size: media.byte_size,
    url: `/v1/staff/documents/${document.id}/file?media_id=${media.id}`,
  })),
});

/**
 * The documents to review (decision 29's operator review, through the same service as `/ops`):
 * each file shown inline, approved or rejected with the staff member as the reviewer.
 */
export const staffDocumentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  app.get(
    '/documents',
    {
      config: { staff: { access: 'documents.read' } },
      schema: {
        tags: ['staff'],
        summary: 'Documents to review (status filter; pending by default), oldest first',
        querystring: staffDocumentsQuery,
        response: { 200: staffDocumentsResponse },
      },
    },
    async (request) => {
      const statuses = statusesOf(request.query.status, ['pending']);
      const listed = await documents.listForOperator(statuses?.[0] ?? null);
      return pageOf(listed.map(rowOf), { ...request.query, sort: request.query.sort ?? 'due_at' });
    },
  );

  app.get(
    '/documents/:id',
    {
      config: { staff: { access: 'documents.read' } },
      schema: {
        tags: ['staff'],
        summary: 'One document',
        params: staffIdParams,
        response: { 200: staffDocumentResponse },
      },
    },
    async (request) => ({
      data: rowOf(await documents.getForOperator(Number(request.params.id))),
    }),
  );

  app.get(
    '/documents/:id/file',
    {
      config: { staff: { access: 'documents.read', target: 'document', auditRead: true } },
      schema: {
        tags: ['staff'],
        summary: 'A file of a document (the first unless media_id names one), shown inline',
        params: staffIdParams,
        querystring: staffDocumentFileQuery,
      },
    },
    async (request, reply) => {
      const document = await documents.getForOperator(Number(request.params.id));
      const media = request.query.media_id
        ? document.media.find((item) => item.id === request.query.media_id)
        : document.media[0];
      if (!media) throw new AppError('not_found', 'No such file.');
      const file = await documents.readFileForOperator(media.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${file.name}"`)
        .type(file.mimeType)
        .send(file.bytes);
    },
  );

  const review = (action: 'approve' | 'reject') =>
    app.post(
      `/documents/:id/${action}`,
      {
        config: { staff: { access: 'documents.decide', target: 'document' } },
        schema: {
          tags: ['staff'],
          summary:
            action === 'approve'
              ? 'Approve a document: the player sees it verified'
              : 'Reject a document with the reason the player reads',
          params: staffIdParams,
          body: action === 'approve' ? staffOptionalReasonBody : staffReasonBody,
          response: { 200: staffDocumentResponse },
        },
      },
      async (request) => {
        const reason =
          (request.body as { reason?: string } | null | undefined)?.reason ??
          'Approved in the back office.';
        const reviewed = await documents[action](Number(request.params.id), {
          operator: request.staffMember!.username,
          reason,
          audit: request.audit,
        });
        return { data: rowOf(reviewed) };
      },
    );
  review('approve');
  review('reject');
};
