import { clientIpResponse } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The client IP as the server sees it (behind TRUST_PROXY_HOPS proxies, their forwarded address). */
export const ipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ip',
    {
      schema: {
        tags: ['system'],
        summary: 'The address of the caller',
        response: { 200: clientIpResponse },
      },
    },
    async (request) => ({ data: { ip: request.ip } }),
  );
};
