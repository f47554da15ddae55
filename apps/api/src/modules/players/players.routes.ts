import {
  responsibleGamingAckBody,
  responsibleGamingResponse,
  balanceResponse,
  playerResponse,
  queryFlag,
  updateMeBody,
  z,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createKeyedRateLimit } from '../../plugins/keyed-rate-limit';
import type { PlayersService } from './players.service';

const meQuery = z.object({
  /** Include the KYC levels (always included; accepted for the site's call). */
  kyc: queryFlag.optional(),
  marketing: queryFlag.optional(),
  riskyCountry: queryFlag.optional(),
});

/** Changes of the own account a session may ask for in a minute. */
const UPDATES_PER_SESSION = 30;

export const playersRoutes: FastifyPluginAsyncZod<{ players: PlayersService }> = async (
  app,
  { players },
) => {
  // PUT me checks the current password: a stolen session must not try passwords at speed.
  // Counted per resolved session (players behind one address do not share it), after the
  // address's own limit, so requests with made-up tokens are refused and still counted.
  const limitUpdates = createKeyedRateLimit(app, {
    max: UPDATES_PER_SESSION,
    keyOf: (request) => `me:${request.session!.id}`,
  });

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

  app.post(
    '/me/responsible-gaming/acknowledge',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['players'],
        summary:
          'The player read the responsible-gaming notice shown before the first deposit or real-money bet',
        body: responsibleGamingAckBody,
        response: { 200: responsibleGamingResponse },
      },
    },
    async (request) => ({
      data: await players.acknowledgeNotice(
        request.skin.id,
        request.session!.playerId,
        request.body.notice,
      ),
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
      preValidation: app.requirePlayer,
      preHandler: limitUpdates,
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
