import {
  ADMIN_TOKEN_HEADER,
  adminLoginBody,
  adminLoginResponse,
  adminSessionResponse,
  z,
} from '@prime/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { AdminService, StaffSession } from './admin.service';

const RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
const headers = z.object({ [ADMIN_TOKEN_HEADER]: z.string().optional() });

/** Staff login for the admin preview (spec 01 §2, §3); the session travels in `admin-token`. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (
  app,
  { admin },
) => {
  const requireStaff = async (request: FastifyRequest): Promise<StaffSession> => {
    const token = request.headers[ADMIN_TOKEN_HEADER];
    const session = await admin.resolveSession(typeof token === 'string' ? token : undefined);
    if (!session) throw new AppError('unauthenticated');
    return session;
  };

  app.post(
    '/auth/admin/login',
    {
      config: { rateLimit: RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Starts a staff session for the admin preview',
        description: "401 'Incorrect credentials' on failure; locked out like player logins.",
        body: adminLoginBody,
        response: { 200: adminLoginResponse },
      },
    },
    async (request) => ({
      data: await admin.login(request.body, { ip: request.ip }),
    }),
  );

  app.get(
    '/auth/admin/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The staff session of the admin-token header (401 when not live)',
        headers,
        response: { 200: adminSessionResponse },
      },
    },
    async (request) => {
      const { nickname } = await requireStaff(request);
      return { data: { nickname } };
    },
  );

  app.delete(
    '/auth/admin/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the staff session of the admin-token header',
        headers,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await admin.logout((await requireStaff(request)).id);
      return reply.code(204).send(null);
    },
  );
};
