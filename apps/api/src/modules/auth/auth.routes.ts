import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionsService } from './sessions.service';

export const authRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
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
