import { opsCampaignCostResponse } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BonusService } from './bonus.service';

/** What campaigns cost, inside the operator API (`npm run ops -- campaigns cost`). */
export const bonusOpsRoutes: FastifyPluginAsyncZod<{ bonus: Pick<BonusService, 'cost'> }> = async (
  app,
  { bonus },
) => {
  app.get(
    '/campaigns/cost',
    {
      schema: {
        tags: ['ops'],
        summary:
          'Each campaign by currency: players who took it, how many are active, converted, forfeited or expired, and the money awarded, converted and removed (minor units)',
        response: { 200: opsCampaignCostResponse },
      },
    },
    async () => ({ data: await bonus.cost() }),
  );
};
