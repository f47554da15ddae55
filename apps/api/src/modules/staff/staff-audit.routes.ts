import { staffAuditQuery, staffAuditResponse, staffAuditVerifyResponse } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from './audit.service';

/** The audit log, filtered, and the check of its hash chain. */
export const staffAuditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (
  app,
  { audit },
) => {
  app.get(
    '/audit',
    {
      config: { staff: { access: 'audit.read' } },
      schema: {
        tags: ['staff'],
        summary: 'Audit rows (filters staff, action, from, to), newest first by default',
        querystring: staffAuditQuery,
        response: { 200: staffAuditResponse },
      },
    },
    async (request) => audit.list(request.query),
  );

  app.get(
    '/audit/verify',
    {
      config: { staff: { access: 'audit.read' } },
      schema: {
        tags: ['staff'],
        summary: 'Walk the hash chain: ok, rows checked, and the first row that breaks it',
        response: { 200: staffAuditVerifyResponse },
      },
    },
    async () => ({ data: await audit.verify() }),
  );
};
