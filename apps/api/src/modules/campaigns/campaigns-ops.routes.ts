import {
  campaignSchema,
  campaignsResponse,
  opsCampaignCodeParams,
  opsCampaignCreateBody,
  opsCampaignEditBody,
  opsCampaignEndBody,
  opsCampaignShowResponse,
  opsCampaignSkinQuery,
  z,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CampaignsAdmin } from './campaigns.service';

const campaignResponse = z.object({ data: campaignSchema });

/**
 * Campaign definitions inside the operator API (`npm run ops -- campaigns ...`): every change
 * records who and why; a refused definition is a 422 and changes nothing.
 */
export const campaignsOpsRoutes: FastifyPluginAsyncZod<{
  campaignsAdmin: (skinId: number) => CampaignsAdmin;
}> = async (app, { campaignsAdmin }) => {
  app.get(
    '/campaigns',
    {
      schema: {
        tags: ['ops'],
        summary: 'Every campaign of a skin, running or not',
        querystring: opsCampaignSkinQuery,
        response: { 200: campaignsResponse },
      },
    },
    async (request) => ({ data: await campaignsAdmin(request.query.skin_id).list() }),
  );

  app.get(
    '/campaigns/:code',
    {
      schema: {
        tags: ['ops'],
        summary: 'A campaign definition and its changes',
        params: opsCampaignCodeParams,
        querystring: opsCampaignSkinQuery,
        response: { 200: opsCampaignShowResponse },
      },
    },
    async (request) => ({
      data: await campaignsAdmin(request.query.skin_id).show(request.params.code),
    }),
  );

  app.post(
    '/campaigns',
    {
      schema: {
        tags: ['ops'],
        summary: 'Create a campaign',
        querystring: opsCampaignSkinQuery,
        body: opsCampaignCreateBody,
        response: { 201: campaignResponse },
      },
    },
    async (request, reply) => {
      const { definition, operator, reason } = request.body;
      const created = await campaignsAdmin(request.query.skin_id).create(definition, {
        operator,
        reason,
      });
      return reply.code(201).send({ data: created });
    },
  );

  app.post(
    '/campaigns/:code/edit',
    {
      schema: {
        tags: ['ops'],
        summary: 'Change fields of a campaign (the whole definition is checked again)',
        params: opsCampaignCodeParams,
        querystring: opsCampaignSkinQuery,
        body: opsCampaignEditBody,
        response: { 200: campaignResponse },
      },
    },
    async (request) => {
      const { changes, operator, reason } = request.body;
      return {
        data: await campaignsAdmin(request.query.skin_id).edit(request.params.code, changes, {
          operator,
          reason,
        }),
      };
    },
  );

  app.post(
    '/campaigns/:code/end',
    {
      schema: {
        tags: ['ops'],
        summary: 'End a campaign now',
        params: opsCampaignCodeParams,
        querystring: opsCampaignSkinQuery,
        body: opsCampaignEndBody,
        response: { 200: campaignResponse },
      },
    },
    async (request) => ({
      data: await campaignsAdmin(request.query.skin_id).end(request.params.code, request.body),
    }),
  );
};
