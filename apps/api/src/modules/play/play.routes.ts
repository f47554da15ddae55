import {
  playBody,
  playParams,
  playResponse,
  realityCheckBody,
  realityCheckResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayService } from './play.service';

/** Launches are cheap for us but each opens a session: a generous per-address limit. */
const launchRateLimit = { max: 60, timeWindow: '1 minute' };

export const playRoutes: FastifyPluginAsyncZod<{ play: PlayService }> = async (app, { play }) => {
  app.post(
    '/casino/play/:provider_slug',
    {
      preHandler: app.identifyPlayer,
      config: { rateLimit: launchRateLimit },
      schema: {
        tags: ['play'],
        summary:
          'Open a game: real play for a logged-in player who may play, demo otherwise (is_demo)',
        params: playParams,
        body: playBody,
        response: { 200: playResponse },
      },
    },
    async (request) => {
      const session = request.session;
      return {
        data: await play.launch(
          request.params.provider_slug,
          request.body,
          session ? { ...session, skinId: request.skin.id } : null,
        ),
      };
    },
  );

  app.post(
    '/me/mga/realityCheck',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['play'],
        summary: 'A reality check is due: the session summary and message; bets wait for an answer',
        body: realityCheckBody,
        response: { 200: realityCheckResponse },
      },
    },
    async (request) => ({
      data: await play.realityCheck(request.session!, request.body.minutes),
    }),
  );
};
