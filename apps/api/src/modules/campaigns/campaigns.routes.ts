import {
  campaignActionsOf,
  campaignCodeParams,
  campaignCodeQuery,
  campaignCodeResponse,
  campaignsQuery,
  campaignsResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CampaignsService } from './campaigns.service';

/** Code checks need no session; guessing codes must stay slow. */
const codeRateLimit = { max: 20, timeWindow: '1 minute' };

export const campaignsRoutes: FastifyPluginAsyncZod<{ campaigns: CampaignsService }> = async (
  app,
  { campaigns },
) => {
  app.get(
    '/campaigns',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Public campaigns for a currency and country (registration bonus choice)',
        querystring: campaignsQuery,
        response: { 200: campaignsResponse },
      },
    },
    async (request) => ({
      data: await campaigns.listPublic(
        {
          skinId: request.skin.id,
          currencyId: request.query.currency_id,
          countryCode: request.query['countries[0]']?.toUpperCase(),
          actions: campaignActionsOf(request.query) ?? undefined,
        },
        request.query.language,
      ),
    }),
  );

  app.get(
    '/campaigns/:code',
    {
      config: { rateLimit: codeRateLimit },
      schema: {
        tags: ['campaigns'],
        summary: 'Checks a bonus code for a currency (422 promo_code_invalid when refused)',
        params: campaignCodeParams,
        querystring: campaignCodeQuery,
        response: { 200: campaignCodeResponse },
      },
    },
    async (request) => ({
      data: await campaigns.checkCode(
        {
          skinId: request.skin.id,
          currencyId: request.query.currency_id,
          countryCode: request.query.country?.toUpperCase(),
        },
        request.params.code,
        request.query.language,
      ),
    }),
  );
};
