import { healthResponse, readyResponse } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export type ReadinessCheck = () => Promise<void>;

/**
 * A balancer asks every instance from one address all the time; counting its checks against that
 * address's rate limit would take every instance out at once.
 */
const unlimited = { rateLimit: false } as const;

/** Liveness and readiness for process managers and load balancers (outside /v1, no client). */
export const systemRoutes: FastifyPluginAsyncZod<{
  checks: Record<string, ReadinessCheck>;
}> = async (app, { checks }) => {
  app.get(
    '/health',
    {
      config: unlimited,
      schema: {
        tags: ['system'],
        summary: 'The process is alive',
        response: { 200: healthResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: unlimited,
      schema: {
        tags: ['system'],
        summary: 'Every dependency answers (database, Redis when configured)',
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (_request, reply) => {
      const results = await Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          try {
            await check();
            return [name, true] as const;
          } catch {
            return [name, false] as const;
          }
        }),
      );
      const ready = results.every(([, ok]) => ok);
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not_ready',
        checks: Object.fromEntries(results),
      });
    },
  );
};
