import type { FastifyPluginAsync } from 'fastify';
import { originsOf, sendPage, servePages } from '../../sandbox-page';
import { renderKycDone, renderKycNotFound, renderVerification } from './kyc-hosted-page';
import {
  SANDBOX_DOCUMENTS,
  SANDBOX_REJECTIONS,
  type KycSandbox,
  type SandboxDocument,
  type SandboxRejection,
} from './kyc-sandbox-provider';

/** A file name as the browser sends a file input in a url-encoded form. */
const FILE_NAME = /^[A-Za-z0-9_.-]{1,100}$/;

const isKey = <T extends object>(entries: T, value: unknown): value is keyof T =>
  typeof value === 'string' && Object.hasOwn(entries, value);

/**
 * The sandbox verification page, at /sandbox/kyc/websdk/{access token}: the tester sends a
 * document and decides the review. The result is recorded and its signed webhooks queued; the
 * browser then returns to the casino, which believes nothing until the webhooks arrive.
 */
export const kycSandboxRoutes: FastifyPluginAsync<{ sandbox: KycSandbox }> = async (
  app,
  { sandbox },
) => {
  const hidden = servePages(app);

  app.get<{ Params: { token: string } }>('/websdk/:token', hidden, async (request, reply) => {
    const found = await sandbox.findByToken(request.params.token);
    if (!found) return sendPage(reply, 404, renderKycNotFound());
    if (found.applicant.reviewAnswer === 'GREEN')
      return sendPage(reply, 200, renderKycDone('You are already verified.', found.returnUrl));
    return sendPage(
      reply,
      200,
      renderVerification(request.params.token, found.applicant),
      originsOf(found.returnUrl),
    );
  });

  app.post<{ Params: { token: string }; Body: Record<string, string> | undefined }>(
    '/websdk/:token',
    hidden,
    async (request, reply) => {
      const found = await sandbox.findByToken(request.params.token);
      if (!found) return sendPage(reply, 404, renderKycNotFound());
      const body = request.body ?? {};
      const answer = body['answer'];
      const file = body['document_file'] ?? '';
      const rejection = body['rejection'];
      if (
        (answer !== 'GREEN' && answer !== 'RED') ||
        !isKey(SANDBOX_DOCUMENTS, body['document_type']) ||
        (file !== '' && !FILE_NAME.test(file)) ||
        (rejection !== undefined && !isKey(SANDBOX_REJECTIONS, rejection))
      )
        return sendPage(
          reply,
          422,
          renderVerification(
            request.params.token,
            found.applicant,
            'Choose a document and Approve or Reject.',
          ),
          originsOf(found.returnUrl),
        );
      const sent = await sandbox.submit(found.applicant, {
        documentType: body['document_type'] as SandboxDocument,
        documentName: file || null,
        answer,
        ...(rejection ? { rejection: rejection as SandboxRejection } : {}),
      });
      if (!sent)
        return sendPage(reply, 409, renderKycDone('You are already verified.', found.returnUrl));
      return reply.redirect(found.returnUrl, 303);
    },
  );
};
