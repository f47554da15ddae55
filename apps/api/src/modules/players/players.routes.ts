import { balanceResponse, playerResponse, queryFlag, updateMeBody, z } from '@prime/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayersService } from './players.service';

const meQuery = z.object({
  /** Include the KYC levels (always included; accepted for the site's call). */
  kyc: queryFlag.optional(),
  marketing: queryFlag.optional(),
  riskyCountry: queryFlag.optional(),
});

/**
 * PUT me checks the current password: a stolen session must not try passwords at speed. Counted
 * per session, so players behind one address do not share the allowance.
 */
const updateMeRateLimit = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `me:${String(request.headers['user-token'])}`,
};

export const playersRoutes: FastifyPluginAsyncZod<{ players: PlayersService }> = async (
  app,
  { players },
) => {
  app.get(
    '/me',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['players'],
        summary: 'The player of the session',
        querystring: meQuery,
        response: { 200: playerResponse },
      },
    },
    async (request) => ({
      data: await players.getPlayer(request.skin.id, request.session!.playerId),
    }),
  );

  app.get(
    '/me/balance',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['players'],
        summary: 'The balances of the session player, in major units',
        response: { 200: balanceResponse },
      },
    },
    async (request) => ({
      data: await players.getBalance(request.skin.id, request.session!.playerId),
    }),
  );

  app.put(
    '/me',
    {
      config: { rateLimit: updateMeRateLimit },
      preValidation: app.requirePlayer,
      schema: {
        tags: ['players'],
        summary:
          "Changes the session player's own account: language and dob, terms, profile contact, password, or an imported player's first password",
        body: updateMeBody,
        response: { 200: playerResponse },
      },
    },
    async (request) => ({
      data: await players.updateMe(
        {
          skinId: request.skin.id,
          playerId: request.session!.playerId,
          sessionId: request.session!.id,
        },
        request.body,
      ),
    }),
  );
};
