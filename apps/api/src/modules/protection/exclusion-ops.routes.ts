import {
  limitRequestParams,
  opsExclusionAnswerBody,
  opsExclusionRequestResponse,
  opsExclusionRequestsResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ExclusionService } from './exclusion.service';

/**
 * The operator's answers to requests to end an exclusion sooner (`npm run ops -- exclusions …`),
 * inside the operator API: who answers and why are kept with the request.
 */
export const exclusionOpsRoutes: FastifyPluginAsyncZod<{
  exclusions: Pick<ExclusionService, 'listRequested' | 'answer'>;
}> = async (app, { exclusions }) => {
  app.get(
    '/exclusions/pending',
    {
      schema: {
        tags: ['ops'],
        summary: 'The requests to end an exclusion sooner that wait for an answer',
        response: { 200: opsExclusionRequestsResponse },
      },
    },
    async () => ({ data: await exclusions.listRequested() }),
  );

  for (const action of ['grant', 'refuse'] as const)
    app.post(
      `/exclusions/:id/${action}`,
      {
        schema: {
          tags: ['ops'],
          summary:
            action === 'grant'
              ? 'Grants an earlier end of an exclusion: it applies after 24 hours (7 days for one without end)'
              : 'Refuses an earlier end of an exclusion: the end in force stays',
          params: limitRequestParams,
          body: opsExclusionAnswerBody,
          response: { 200: opsExclusionRequestResponse },
        },
      },
      async (request) => {
        const data = await exclusions.answer(request.params.id, action, request.body);
        request.log.warn(
          { playerId: data.player_id, request: data.id, operator: request.body.operator, action },
          'exclusion request answered by operator',
        );
        return { data };
      },
    );
};
