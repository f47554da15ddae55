import {
  amlLevelResponseSchema,
  KYC_LEVEL_NAMES,
  kycAccessTokenResponseSchema,
  kycLevelBodySchema,
  kycLevelsResponseSchema,
  recordId,
  z,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KycService } from './kyc.service';

const playerParams = z.object({ id: z.decimal(recordId) });
const userParams = z.object({ user_id: z.decimal(recordId) });

/** Identity verification and AML level (spec 02 §7 KYC and AML), of the session's player only. */
export const kycRoutes: FastifyPluginAsyncZod<{ kyc: KycService }> = async (app, { kyc }) => {
  const actorOf = (request: { skin: { id: number }; session: { playerId: number } | null }) => ({
    skinId: request.skin.id,
    playerId: request.session!.playerId,
  });

  app.get(
    '/kyc/players/me',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['kyc'],
        summary: 'The session player’s KYC levels with their status',
        response: { 200: kycLevelsResponseSchema },
      },
    },
    async (request) => ({ data: await kyc.levelsOf(request.session!.playerId) }),
  );

  app.post(
    '/kyc/players/:id',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['kyc'],
        summary: 'Open a KYC level for the player (their own id only)',
        params: playerParams,
        body: kycLevelBodySchema,
        response: { 200: kycLevelsResponseSchema },
      },
    },
    async (request) => ({
      data: await kyc.start(actorOf(request), request.params.id, request.body.level),
    }),
  );

  app.post(
    '/kyc/players/:user_id/changeLevel',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['kyc'],
        summary: 'Move the player on to another KYC level (their own id only)',
        params: userParams,
        body: kycLevelBodySchema,
        response: { 200: kycLevelsResponseSchema },
      },
    },
    async (request) => ({
      data: await kyc.changeLevel(actorOf(request), request.params.user_id, request.body.level),
    }),
  );

  app.get(
    '/kyc/accessTokens/:token',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['kyc'],
        summary:
          'An access token of the verification provider for the session player at a level (the path names the level)',
        params: z.object({ token: z.enum(KYC_LEVEL_NAMES) }),
        response: { 200: kycAccessTokenResponseSchema },
      },
    },
    async (request) => ({ data: await kyc.accessToken(actorOf(request), request.params.token) }),
  );

  for (const path of ['/me/aml/level/current', '/me/aml/level/current/'])
    app.get(
      path,
      {
        preValidation: app.requirePlayer,
        schema: {
          tags: ['kyc'],
          summary: 'The player’s AML level (low, medium, high) and whether KYC is owed now',
          response: { 200: amlLevelResponseSchema },
        },
      },
      async (request) => ({ data: await kyc.amlLevel(actorOf(request)) }),
    );
};
