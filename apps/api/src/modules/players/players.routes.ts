import { playerResponse, queryFlag, updateMeBody } from '@prime/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayersService } from './players.service';

const meQuery = z.object({
  /** Include the KYC levels (always included; accepted for the site's call). */
  kyc: queryFlag.optional(),
  marketing: queryFlag.optional(),
  riskyCountry: queryFlag.optional(),
});

export const playersRoutes: FastifyPluginAsyncZod<{ players: PlayersService }> = async (
  app,
  { players },
) => {
  app.get(
    '/me',
    {
      preHandler: app.requirePlayer,
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

  app.put(
    '/me',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['players'],
        summary: "Changes the session player's own settings (language)",
        body: updateMeBody,
        response: { 200: playerResponse },
      },
    },
    async (request) => ({
      data: await players.updateMe(request.skin.id, request.session!.playerId, request.body),
    }),
  );
};
