import {
  surveyAnswersBody,
  surveyAnswersParams,
  surveyQuery,
  surveyResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SurveyService } from './survey.service';

/** The source-of-wealth questionnaire (spec 02 §7 Survey), always of the session's player. */
export const surveyRoutes: FastifyPluginAsyncZod<{ survey: SurveyService }> = async (
  app,
  { survey },
) => {
  app.get(
    '/me/survey/last',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['survey'],
        summary:
          'The current questionnaire of a type, whether the player must answer it, and their last answers',
        querystring: surveyQuery,
        response: { 200: surveyResponse },
      },
    },
    async (request) => ({
      data: await survey.last(
        { skinId: request.skin.id, playerId: request.session!.playerId },
        request.query,
      ),
    }),
  );

  app.post(
    '/me/survey/:survey_id/answers/:language',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['survey'],
        summary:
          'Answer a required questionnaire, every answer at once; checked by question type, stored once',
        params: surveyAnswersParams,
        body: surveyAnswersBody,
        response: { 201: surveyResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await survey.answer(
          { skinId: request.skin.id, playerId: request.session!.playerId },
          request.params.survey_id,
          request.params.language,
          request.body,
        ),
      }),
  );
};
