import {
  campaignSchema,
  opsCampaignSkinQuery,
  staffCampaignCodeParams,
  staffCampaignCreateBody,
  staffCampaignEditBody,
  staffListEnvelope,
  staffListQuery,
  staffCampaignRowSchema,
  staffCampaignShowResponse,
  staffReasonBody,
  z,
  type StaffCampaignFigures,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CampaignsAdmin } from '../campaigns/campaigns.service';
import { pageOf } from './staff-list';

const campaignResponse = z.object({ data: campaignSchema });

/** The figures of a campaign nobody has taken up yet. */
const NO_FIGURES: StaffCampaignFigures = {
  take_up: { chosen: 0, pending: 0, awarded: 0, active: 0, converted: 0, forfeited_or_expired: 0 },
  cost: [],
};

export type StaffCampaignSources = {
  campaignsAdmin: (skinId: number) => CampaignsAdmin;
  /** Take-up and cost of every campaign taken up, by campaign id (the bonus module's). */
  figures: () => Promise<Map<number, StaffCampaignFigures>>;
  /** Currency codes by id, as a definition's amounts are keyed. */
  currencyCodes: () => Promise<Record<string, string>>;
};

/**
 * Campaign definitions (decision 31's operator changes, through the same service as `/ops`):
 * the staff member is the operator recorded with each change.
 */
export const staffCampaignsRoutes: FastifyPluginAsyncZod<StaffCampaignSources> = async (
  app,
  { campaignsAdmin, figures, currencyCodes },
) => {
  app.get(
    '/campaigns',
    {
      config: { staff: { access: 'campaigns.read' } },
      schema: {
        tags: ['staff'],
        summary:
          'Every campaign of a site (skin_id, the first by default), running or not, with its take-up and cost',
        querystring: staffListQuery.extend(opsCampaignSkinQuery.shape),
        response: { 200: staffListEnvelope(staffCampaignRowSchema) },
      },
    },
    async (request) => {
      const [campaigns, byCampaign] = await Promise.all([
        campaignsAdmin(request.query.skin_id).list(),
        figures(),
      ]);
      const rows = campaigns.map((campaign) => ({
        ...campaign,
        ...(byCampaign.get(campaign.id) ?? NO_FIGURES),
      }));
      return pageOf(rows, request.query);
    },
  );

  app.get(
    '/campaigns/:code',
    {
      config: { staff: { access: 'campaigns.read' } },
      schema: {
        tags: ['staff'],
        summary: 'A campaign (by code or id): its definition, changes, take-up and cost',
        params: staffCampaignCodeParams,
        querystring: opsCampaignSkinQuery,
        response: { 200: staffCampaignShowResponse },
      },
    },
    async (request) => {
      const shown = await campaignsAdmin(request.query.skin_id).show(request.params.code);
      const [byCampaign, currencies] = await Promise.all([figures(), currencyCodes()]);
      return { data: { ...shown, ...(byCampaign.get(shown.id) ?? NO_FIGURES), currencies } };
    },
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
      reply.code(201);
      const created = await campaignsAdmin(request.query.skin_id).create(request.body.definition, {
        operator: request.staffMember!.username,
        reason: request.body.reason,
        audit: request.audit,
      });
      return { data: created };
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
        {
          operator: request.staffMember!.username,
          reason: request.body.reason,
          audit: request.audit,
        },
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
        audit: request.audit,
      }),
    }),
  );
};
