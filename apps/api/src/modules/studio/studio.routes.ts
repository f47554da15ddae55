import {
  studioSessionResponse,
  studioSpinBody,
  studioSpinResponse,
  studioTokenQuery,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StudioService } from './studio.service';

/** A spin is one click: a few per second at most, per game session. */
const spinRateLimit = {
  max: 240,
  timeWindow: '1 minute',
  keyGenerator: (request: { body?: unknown; ip: string }) =>
    `spin:${(request.body as { token?: string } | undefined)?.token ?? request.ip}`,
};

/** The studio's game API for its pages in the iframe; the launch token is the credential. */
export const studioRoutes: FastifyPluginAsyncZod<{ studio: StudioService }> = async (
  app,
  { studio },
) => {
  app.get(
    '/session',
    {
      schema: {
        tags: ['studio'],
        summary: 'The game session of a launch token: game, rules, stakes and balance',
        querystring: studioTokenQuery,
        response: { 200: studioSessionResponse },
      },
    },
    async (request) => ({ data: await studio.session(request.query.token) }),
  );

  app.post(
    '/slot/spin',
    {
      config: { rateLimit: spinRateLimit },
      schema: {
        tags: ['studio'],
        summary: 'One paid spin and its free spins, drawn on the server',
        body: studioSpinBody,
        response: { 200: studioSpinResponse },
      },
    },
    async (request) => ({ data: await studio.spin(request.body.token, request.body.bet) }),
  );
};
