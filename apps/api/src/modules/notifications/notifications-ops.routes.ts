import { opsMailQuery, opsMailsResponse, type OpsMail, type OpsMailStatus } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The SMTP queue inside the operator API: what waits for the mail server, and what was given up. */
export const notificationsOpsRoutes: FastifyPluginAsyncZod<{
  mails: (status: OpsMailStatus) => Promise<OpsMail[]>;
}> = async (app, { mails }) => {
  app.get(
    '/mail',
    {
      schema: {
        tags: ['ops'],
        summary: 'Mails waiting for the mail server (queued) or given up (failed), newest first',
        querystring: opsMailQuery,
        response: { 200: opsMailsResponse },
      },
    },
    async (request) => ({ data: await mails(request.query.status) }),
  );
};
