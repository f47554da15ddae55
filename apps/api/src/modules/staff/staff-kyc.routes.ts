import {
  staffAmlLevelBody,
  staffIdParams,
  staffKycDetailResponse,
  staffKycFlagsBody,
  staffKycLevelBody,
  staffKycListResponse,
  staffKycQuery,
  staffReasonBody,
  type StaffKycQuery,
  type StaffKycRow,
} from '@prime/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { decisionRoute } from './staff-decision';
import { kycDetailOf, kycPlayerIds, kycRowsOf, type KycSources } from './staff-kyc';
import { pageOf } from './staff-list';

const matches = (row: StaffKycRow, query: StaffKycQuery) =>
  (!query.level_status || row.levels.some((level) => level.status === query.level_status)) &&
  (!query.aml_level || row.aml_level === query.aml_level) &&
  (!query.questionnaire || row.questionnaire === query.questionnaire) &&
  (!query.flag || row[query.flag]);

/**
 * The players' KYC state for compliance (decisions 28, 29, 33), and the officer's decisions:
 * a level accepted or rejected by hand, the AML level, PEP/UBO, the questionnaire asked for.
 * Each change goes through the owning module's service, which keeps who and why.
 */
export const staffKycRoutes: FastifyPluginAsyncZod<{ sources: KycSources }> = async (
  app,
  { sources },
) => {
  app.get(
    '/kyc',
    {
      config: { staff: { access: 'kyc.read' } },
      schema: {
        tags: ['staff'],
        summary: "Players' KYC state (filters), what waits for compliance first by due date",
        querystring: staffKycQuery,
        response: { 200: staffKycListResponse },
      },
    },
    async (request) => {
      const rows = await kycRowsOf(sources, await kycPlayerIds(sources));
      const query = request.query;
      return pageOf(
        rows.filter((row) => matches(row, query)),
        query.sort ? query : { ...query, sort: 'due_at', order: 'asc' },
      );
    },
  );

  app.get(
    '/kyc/:id',
    {
      config: { staff: { access: 'kyc.read', target: 'player', auditRead: true } },
      schema: {
        tags: ['staff'],
        summary: "A player's levels with their history, AML level, questionnaire and flags",
        params: staffIdParams,
        response: { 200: staffKycDetailResponse },
      },
    },
    async (request) => ({ data: await kycDetailOf(sources, Number(request.params.id)) }),
  );

  const change = <Body>(
    path: string,
    summary: string,
    body: ZodType<Body>,
    act: (
      playerId: number,
      body: Body,
      by: string,
      audit: Pick<FastifyRequest, 'audit' | 'audited'>,
    ) => Promise<unknown>,
  ) =>
    decisionRoute(app, {
      path: `/kyc/:id/${path}`,
      access: 'kyc.decide',
      target: 'player',
      summary,
      body,
      response: staffKycDetailResponse,
      act: async (playerId, body, by, audit) => {
        // An unknown player is not_found before anything is written.
        await sources.players.get(playerId);
        await act(playerId, body, by, audit);
      },
      read: (playerId) => kycDetailOf(sources, playerId),
    });

  change(
    'levels',
    'Accept or reject a level by hand, with the effects of the provider’s answer',
    staffKycLevelBody,
    (playerId, body, by, { audit }) =>
      sources.compliance.overrideLevel(
        playerId,
        { level: body.level, status: body.decision },
        { by, reason: body.reason, audit },
      ),
  );

  change(
    'aml-level',
    'Set the AML level by hand; it replaces the computed one',
    staffAmlLevelBody,
    (playerId, body, by, { audit }) =>
      sources.compliance.setAmlLevel(playerId, body.level, { by, reason: body.reason, audit }),
  );

  change(
    'flags',
    'Set or clear PEP and UBO; the launch gates follow at once',
    staffKycFlagsBody,
    (playerId, body, by, { audited }) =>
      audited(async (tx) => {
        const change = { by, reason: body.reason };
        await sources.players.setAmlFlags(playerId, { pep: body.pep, ubo: body.ubo }, change, tx);
        await sources.compliance.recordChange(
          playerId,
          'flags',
          change,
          {
            ...(body.pep === undefined ? {} : { pep: body.pep }),
            ...(body.ubo === undefined ? {} : { ubo: body.ubo }),
          },
          tx,
        );
      }),
  );

  change(
    'questionnaire',
    'Ask the player to answer the source-of-wealth questionnaire before withdrawing',
    staffReasonBody,
    (playerId, body, by, { audited }) =>
      audited(async (tx) => {
        const change = { by, reason: body.reason };
        await sources.survey.require(playerId, change, tx);
        await sources.compliance.recordChange(
          playerId,
          'questionnaire',
          change,
          { type: 'sow' },
          tx,
        );
      }),
  );
};
