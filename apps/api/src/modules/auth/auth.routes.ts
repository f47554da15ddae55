import { loginBody, loginQuery, loginResponse } from '@prime/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service';
import type { SessionsService } from './sessions.service';

export const authRoutes: FastifyPluginAsyncZod<{
  sessions: SessionsService;
  auth: AuthService;
  loginWithEmail: boolean;
}> = async (app, { sessions, auth, loginWithEmail }) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Logs a player in and answers the session token',
        querystring: loginQuery,
        body: loginBody,
        response: { 200: loginResponse },
      },
    },
    async (request) => ({
      data: await auth.login({ id: request.skin.id, loginWithEmail }, request.body, {
        ip: request.ip,
        ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}),
      }),
    }),
  );

  app.delete(
    '/auth/logout',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['auth'],
        summary: 'Ends the session of the user-token',
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await sessions.revokeSession(request.session!.id);
      return reply.code(204).send(null);
    },
  );
};
