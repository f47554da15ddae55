import {
  STAFF_DOCUMENT_DUE_DAYS,
  staffExclusionRequestResponse,
  staffExclusionRequestsResponse,
  staffIdParams,
  staffListQuery,
  staffOptionalReasonBody,
  staffReasonBody,
  type OpsExclusionRequest,
  type StaffExclusionRequest,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { StaffPlayersService } from '../players/staff-players.service';
import type { ExclusionService } from '../protection/exclusion.service';
import { pageOf } from './staff-list';

const DAY_MS = 86_400_000;

/**
 * Requests to end an exclusion sooner (decision 25's operator answer, through the same
 * service as `/ops`): granted or refused with the staff member's name and reason.
 */
export const staffExclusionsRoutes: FastifyPluginAsyncZod<{
  exclusions: Pick<ExclusionService, 'listRequested' | 'answer'>;
  players: StaffPlayersService;
}> = async (app, { exclusions, players }) => {
  const rowsOf = async (requests: OpsExclusionRequest[]): Promise<StaffExclusionRequest[]> => {
    const names = await players.usernamesOf(requests.map((request) => request.player_id));
    return requests.map((request) => ({
      id: request.id,
      player_id: request.player_id,
      username: names.get(request.player_id) ?? '',
      status: request.status,
      reason: request.reason,
      current_expires_at: request.current_expires_at,
      requested_expires_at: request.response.status_expires_at,
      activated_at: request.activated_at,
      created_at: request.created_at,
      due_at: new Date(
        Date.parse(request.created_at) + STAFF_DOCUMENT_DUE_DAYS * DAY_MS,
      ).toISOString(),
    }));
  };

  app.get(
    '/exclusion-requests',
    {
      config: { staff: { access: 'exclusions.read' } },
      schema: {
        tags: ['staff'],
        summary: 'Requests to end an exclusion sooner that wait for an answer',
        querystring: staffListQuery,
        response: { 200: staffExclusionRequestsResponse },
      },
    },
    async (request) => pageOf(await rowsOf(await exclusions.listRequested()), request.query),
  );

  app.get(
    '/exclusion-requests/:id',
    {
      config: { staff: { access: 'exclusions.read' } },
      schema: {
        tags: ['staff'],
        summary: 'One waiting request',
        params: staffIdParams,
        response: { 200: staffExclusionRequestResponse },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const found = (await rowsOf(await exclusions.listRequested())).find((row) => row.id === id);
      if (!found) throw new AppError('not_found', 'No such exclusion request.');
      return { data: found };
    },
  );

  for (const action of ['grant', 'refuse'] as const)
    app.post(
      `/exclusion-requests/:id/${action}`,
      {
        config: { staff: { access: 'exclusions.decide', target: 'exclusion-request' } },
        schema: {
          tags: ['staff'],
          summary:
            action === 'grant'
              ? 'Grant an earlier end: it applies after 24 hours (7 days for one without end)'
              : 'Refuse an earlier end with a reason: the end in force stays',
          params: staffIdParams,
          body: action === 'grant' ? staffOptionalReasonBody : staffReasonBody,
          response: { 200: staffExclusionRequestResponse },
        },
      },
      async (request) => {
        const reason =
          (request.body as { reason?: string } | null | undefined)?.reason ??
          'Granted in the back office.';
        const answered = await exclusions.answer(
          Number(request.params.id),
          action,
          { operator: request.staffMember!.username, reason },
          { audit: request.audit },
        );
        return { data: (await rowsOf([answered]))[0]! };
      },
    );
};
