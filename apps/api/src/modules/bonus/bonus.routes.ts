import {
  activateCampaignBody,
  activateCampaignResponse,
  bonusPingBody,
  bonusPingParams,
  bonusPingResponse,
  forfeitCampaignResponse,
  unusedCampaignsParams,
  unusedCampaignsQuery,
  unusedCampaignsResponse,
  z,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { BonusService } from './bonus.service';

const playerParams = unusedCampaignsParams;
const languageQuery = z.object({ language: z.string().max(8).optional() }).loose();

/** The player's own id in the path: another player's is refused, and nothing is read or changed. */
const ownId = (pathId: number | string, sessionPlayerId: number): number => {
  if (Number(pathId) !== sessionPlayerId) throw new AppError('forbidden');
  return sessionPlayerId;
};

/** The player's bonuses (spec 02 §2 My bonus and Game, §7 Bonuses; decision 32). */
export const bonusRoutes: FastifyPluginAsyncZod<{ bonus: BonusService }> = async (
  app,
  { bonus },
) => {
  app.get(
    '/campaigns/players/:id/unusedCampaigns',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['campaigns'],
        summary: 'Campaigns the player may still take, with the choice waiting for a deposit',
        params: playerParams,
        querystring: unusedCampaignsQuery,
        response: { 200: unusedCampaignsResponse },
      },
    },
    async (request) => ({
      data: await bonus.unusedCampaigns(
        ownId(request.params.id, request.session!.playerId),
        request.query.language,
      ),
    }),
  );

  app.post(
    '/campaigns/players/:id/activate',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['campaigns'],
        summary:
          'Chooses a deposit campaign for the next deposit, or takes a no-deposit or free-spins one now',
        params: playerParams,
        querystring: languageQuery,
        body: activateCampaignBody,
        response: { 200: activateCampaignResponse },
      },
    },
    async (request) => ({
      data: await bonus.activate(
        ownId(request.params.id, request.session!.playerId),
        request.body.code,
        request.query.language,
      ),
    }),
  );

  app.delete(
    '/campaigns/players/:id',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['campaigns'],
        summary:
          'Gives up the active bonus (its money and winnings leave; real money stays) and any pending choice',
        params: playerParams,
        response: { 200: forfeitCampaignResponse },
      },
    },
    async (request) => ({
      data: await bonus.forfeit(ownId(request.params.id, request.session!.playerId)),
    }),
  );

  app.post(
    '/campaigns/:campaign_id/players/:player_id/ping',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['campaigns'],
        summary: 'Whether the game shows the bonus box, and the game’s contribution',
        params: bonusPingParams,
        querystring: languageQuery,
        body: bonusPingBody,
        response: { 200: bonusPingResponse },
      },
    },
    async (request) => ({
      data: await bonus.ping(
        ownId(request.params.player_id, request.session!.playerId),
        Number(request.params.campaign_id),
        Number(request.body.game_id),
        request.query.language,
      ),
    }),
  );
};
