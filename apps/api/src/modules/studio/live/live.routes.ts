import {
  liveBetBody,
  liveBetResponse,
  liveRoundParams,
  liveRoundQuery,
  liveRoundResponse,
  liveTableResponse,
  studioTokenQuery,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KeyedLimiter } from '../../../plugins/keyed-rate-limit';
import type { LiveService } from './live.service';

/**
 * The live tables' API for the studio's pages (under /studio/live): the page computes the
 * phases from the timeline it reads here and asks for a round's result once its bets closed.
 */
export const liveRoutes: FastifyPluginAsyncZod<{
  live: LiveService;
  limitRounds: KeyedLimiter;
}> = async (app, { live, limitRounds }) => {
  app.get(
    '/live/table',
    {
      schema: {
        tags: ['studio'],
        summary: 'A live table: server clock, timeline, current round, last results, own bets',
        querystring: studioTokenQuery,
        response: { 200: liveTableResponse },
      },
    },
    async (request) => ({ data: await live.table(request.query.token) }),
  );

  app.post(
    '/live/bets',
    {
      preHandler: limitRounds,
      schema: {
        tags: ['studio'],
        summary: 'Places stakes on the round taking bets, while its betting window is open',
        body: liveBetBody,
        response: { 200: liveBetResponse },
      },
    },
    async (request) => ({
      data: await live.placeBets(request.body.token, request.body.sequence, request.body.bets),
    }),
  );

  app.get(
    '/live/rounds/:sequence',
    {
      schema: {
        tags: ['studio'],
        summary: "A round after its bets closed: seed, result, and the player's stakes and wins",
        params: liveRoundParams,
        querystring: liveRoundQuery,
        response: { 200: liveRoundResponse },
      },
    },
    async (request) => ({
      data: await live.round(request.query.token, request.params.sequence),
    }),
  );
};
