import { opsSurveyRequirementBody, opsSurveyStandingResponse } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { surveyRequestForOperator } from './survey.ops';
import type { SurveyService } from './survey.service';

/**
 * The operator's requests for the questionnaire (`npm run ops -- survey require|lift`), inside
 * the operator API: who asks and why are kept with the request.
 */
export const surveyOpsRoutes: FastifyPluginAsyncZod<{
  survey: SurveyService;
  findIdByUsername: (username: string) => Promise<number | undefined>;
}> = async (app, { survey, findIdByUsername }) => {
  for (const action of ['require', 'lift'] as const)
    app.post(
      `/survey/${action}`,
      {
        schema: {
          tags: ['ops'],
          summary:
            action === 'require'
              ? 'Ask a player to answer a questionnaire: withdrawals wait until it is answered'
              : 'Lift the request that a player answer a questionnaire',
          body: opsSurveyRequirementBody,
          response: { 200: opsSurveyStandingResponse },
        },
      },
      async (request) => {
        const data = await surveyRequestForOperator(survey, findIdByUsername, action, request.body);
        request.log.warn(
          { playerId: data.player_id, type: data.type, operator: request.body.operator, action },
          'questionnaire request by operator',
        );
        return { data };
      },
    );
};
