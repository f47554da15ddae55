import {
  exclusionRequestsResponse,
  limitRequestParams,
  limitRequestsQuery,
  limitRequestsResponse,
  limitUsagesResponse,
  z,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ExclusionService } from './exclusion.service';
import type { Limits } from './limit-rules';
import type { LimitsService } from './limits.service';

/** The player's limits: their use, and the changes that wait (spec 02 §7 Limits and exclusion). */
export const limitsRoutes: FastifyPluginAsyncZod<{
  limits: LimitsService;
  exclusions: Pick<ExclusionService, 'requests'>;
  /** The limits in force of the session's player (the players module). */
  limitsOf: (skinId: number, playerId: number) => Promise<Limits>;
}> = async (app, { limits, exclusions, limitsOf }) => {
  app.get(
    '/me/limits',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['limits'],
        summary: 'Every limit of the player with what is used and left this day, week or month',
        response: { 200: limitUsagesResponse },
      },
    },
    async (request) => {
      const playerId = request.session!.playerId;
      return { data: await limits.usage(playerId, await limitsOf(request.skin.id, playerId)) };
    },
  );

  app.get(
    '/me/statistics/last',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['limits'],
        summary:
          'The limit changes that wait (pending for 24 hours, then to be confirmed), or the requests to end an exclusion sooner',
        querystring: limitRequestsQuery,
        response: { 200: z.union([limitRequestsResponse, exclusionRequestsResponse]) },
      },
    },
    async (request) => {
      const playerId = request.session!.playerId;
      if (request.query.type === 'exclusions')
        return {
          data: await exclusions.requests(playerId, request.query.to_activate === '1'),
        };
      return { data: await limits.requests(playerId) };
    },
  );

  app.delete(
    '/me/statistics/:id',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['limits'],
        summary: 'Deletes a limit change that waits',
        params: limitRequestParams,
      },
    },
    async (request, reply) => {
      await limits.deleteRequest(request.session!.playerId, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/me/statistics/:id/confirm',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['limits'],
        summary: 'Confirms a raised or removed limit whose 24 hours are over: it applies now',
        params: limitRequestParams,
      },
    },
    async (request, reply) => {
      await limits.confirmRequest(request.session!.playerId, request.params.id);
      return reply.code(204).send();
    },
  );
};
