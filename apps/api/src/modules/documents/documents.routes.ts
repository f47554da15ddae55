import multipart from '@fastify/multipart';
import { documentMediaParams, documentResponse, documentsResponse } from '@prime/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload, UPLOAD_OPTIONS } from './document-upload';
import type { DocumentsService, StoredFile } from './documents.service';

/**
 * Sends a stored document file so that a browser shows it and does nothing else with it: never
 * cached, never sniffed, a PDF downloaded, and sandboxed with no script or plugin should it be
 * opened in a tab of its own.
 */
export const sendDocumentFile = (reply: FastifyReply, file: StoredFile) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `${file.mimeType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${file.name}"`,
    )
    .type(file.mimeType)
    .send(file.bytes);

/** The player's documents (spec 02 §7 Documents), always of the session's player. */
export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  // Multipart bodies are taken here only; every other route still answers them 415.
  await app.register(multipart, UPLOAD_OPTIONS);

  app.get(
    '/me/all-documents',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['documents'],
        summary: 'Every document of the player with its files and its review, newest first',
        response: { 200: documentsResponse },
      },
    },
    async (request) => ({ data: await documents.list(request.session!.playerId) }),
  );

  app.post(
    '/me/documents',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['documents'],
        summary: 'Upload a document (multipart/form-data), which waits for the operator’s review',
        description:
          'Fields: `type` (id_card, passport, driver_license, proof_of_address, payment_method, source_of_funds, other), `idn` (identity documents), `expires_at` (YYYY-MM-DD, at least tomorrow; identity documents), `front_file`, and `back_file` for id_card and driver_license. Files: png, jpg, jpeg or pdf by content, at most 2,000,000 bytes, names of letters, digits, "_", "." and "-". Only active accounts may upload.',
        consumes: ['multipart/form-data'],
        response: { 201: documentResponse },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const document = await documents.upload(
        { skinId: request.skin.id, playerId: request.session!.playerId },
        upload,
      );
      return reply.code(201).send({ data: document });
    },
  );

  app.get(
    '/me/documents/files/:media_id',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['documents'],
        summary: 'One file of the player’s own documents (an image or a PDF)',
        params: documentMediaParams,
      },
    },
    async (request, reply) =>
      sendDocumentFile(
        reply,
        await documents.readFile(request.session!.playerId, request.params.media_id),
      ),
  );
};
