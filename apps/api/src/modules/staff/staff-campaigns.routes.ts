import {
  campaignSchema,
  opsCampaignShowResponse,
  opsCampaignSkinQuery,
  staffCampaignCodeParams,
  staffCampaignCreateBody,
  staffCampaignEditBody,
  staffListEnvelope,
  staffListQuery,
  staffReasonBody,
  z,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CampaignsAdmin } from '../campaigns/campaigns.service';
import { pageOf } from './staff-list';

const campaignResponse = z.object({ data: campaignSchema });

/**
 * Campaign definitions (decision 31's operator changes, through the same service as `/ops`):
 * the staff member is the operator recorded with each change.
 */
export const staffCampaignsRoutes: FastifyPluginAsyncZod<{
  campaignsAdmin: (skinId: number) => CampaignsAdmin;
}> = async (app, { campaignsAdmin }) => {
  app.get(
    '/campaigns',
    {
      config: { staff: { access: 'campaigns.read' } },
      schema: {
        tags: ['staff'],
        summary: 'Every campaign of a site (skin_id, the first by default), running or not',
        querystring: staffListQuery.extend(opsCampaignSkinQuery.shape),
        response: { 200: staffListEnvelope(campaignSchema) },
      },
    },
    async (request) => pageOf(await campaignsAdmin(request.query.skin_id).list(), request.query),
  );

  app.get(
    '/campaigns/:code',
    {
      config: { staff: { access: 'campaigns.read' } },
      schema: {
        tags: ['staff'],
        summary: 'A campaign definition and its changes',
        params: staffCampaignCodeParams,
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
      config: { staff: { access: 'campaigns.write', target: 'campaign' } },
      schema: {
        tags: ['staff'],
        summary: 'Create a campaign',
        querystring: opsCampaignSkinQuery,
        body: staffCampaignCreateBody,
        response: { 201: campaignResponse },
      },
    },
    async (request, reply) => {
      const created = await campaignsAdmin(request.query.skin_id).create(request.body.definition, {
        operator: request.staffMember!.username,
        reason: request.body.reason,
      });
      return reply.code(201).send({ data: created });
    },
  );

  app.patch(
    '/campaigns/:code',
    {
      config: { staff: { access: 'campaigns.write', target: 'campaign' } },
      schema: {
        tags: ['staff'],
        summary: 'Change fields of a campaign (the whole definition is checked again)',
        params: staffCampaignCodeParams,
        querystring: opsCampaignSkinQuery,
        body: staffCampaignEditBody,
        response: { 200: campaignResponse },
      },
    },
    async (request) => ({
      data: await campaignsAdmin(request.query.skin_id).edit(
        request.params.code,
        request.body.changes,
        { operator: request.staffMember!.username, reason: request.body.reason },
      ),
    }),
  );

  app.post(
    '/campaigns/:code/end',
    {
      config: { staff: { access: 'campaigns.write', target: 'campaign' } },
      schema: {
        tags: ['staff'],
        summary: 'End a campaign now',
        params: staffCampaignCodeParams,
        querystring: opsCampaignSkinQuery,
        body: staffReasonBody,
        response: { 200: campaignResponse },
      },
    },
    async (request) => ({
      data: await campaignsAdmin(request.query.skin_id).end(request.params.code, {
        operator: request.staffMember!.username,
        reason: request.body.reason,
      }),
    }),
  );
};
