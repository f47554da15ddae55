import {
  staffIdParams,
  staffSupportDetailResponse,
  staffSupportQuery,
  staffSupportReplyBody,
  staffSupportRequestsResponse,
  type StaffSupportDetail,
  type StaffSupportRequest,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SupportRequest, SupportRequestsService } from '../messages/support-requests.service';
import type { StaffPlayersService } from '../players/staff-players.service';
import { pageOf } from './staff-list';

const rowOf = (request: SupportRequest, username: string): StaffSupportRequest => ({
  id: request.id,
  player_id: request.playerId,
  username,
  group: request.group,
  subject: request.subject,
  body: request.body,
  status: request.status,
  created_at: request.createdAt.toISOString(),
  due_at: request.dueAt.toISOString(),
  overdue: request.overdue,
  replies: request.replies,
  closed_at: request.closedAt?.toISOString() ?? null,
  closed_by: request.closedBy,
});

/**
 * What players write to support (`POST me/messages`): a queue with due dates, each request's
 * conversation, a reply that reaches that request's player's inbox only, and closing it.
 */
export const staffSupportRoutes: FastifyPluginAsyncZod<{
  support: SupportRequestsService;
  players: Pick<StaffPlayersService, 'usernamesOf'>;
}> = async (app, { support, players }) => {
  const detailOf = async (
    thread: Awaited<ReturnType<SupportRequestsService['get']>>,
  ): Promise<StaffSupportDetail> => {
    const names = await players.usernamesOf([thread.request.playerId]);
    const username = names.get(thread.request.playerId) ?? '';
    return {
      ...rowOf(thread.request, username),
      conversation: thread.messages.map((message) => ({
        id: message.id,
        from: message.direction === 'out' ? 'player' : 'staff',
        sender: message.direction === 'out' ? username : message.sender,
        subject: message.subject,
        body: message.body,
        at: message.createdAt.toISOString(),
      })),
    };
  };

  app.get(
    '/support-requests',
    {
      config: { staff: { access: 'support.read' } },
      schema: {
        tags: ['staff'],
        summary: 'Support requests: open first, by due date (sent + 7 days), overdue marked',
        querystring: staffSupportQuery,
        response: { 200: staffSupportRequestsResponse },
      },
    },
    async (request) => {
      const { status, ...query } = request.query;
      const listed = await support.list(status === 'all' ? null : (status ?? 'open'));
      const names = await players.usernamesOf(listed.map((row) => row.playerId));
      const rows = listed.map((row) => rowOf(row, names.get(row.playerId) ?? ''));
      if (query.sort) return pageOf(rows, query);
      // The queue's own order: open ones first, then the oldest due date.
      const start = (query.page - 1) * query.per_page;
      return { data: rows.slice(start, start + query.per_page), meta: { total: rows.length } };
    },
  );

  app.get(
    '/support-requests/:id',
    {
      config: { staff: { access: 'support.read' } },
      schema: {
        tags: ['staff'],
        summary: 'One support request with its conversation',
        params: staffIdParams,
        response: { 200: staffSupportDetailResponse },
      },
    },
    async (request) => ({ data: await detailOf(await support.get(Number(request.params.id))) }),
  );

  app.post(
    '/support-requests/:id/reply',
    {
      config: { staff: { access: 'support.reply', target: 'support-request' } },
      schema: {
        tags: ['staff'],
        summary: "Reply: it arrives in the request's player's inbox at once",
        params: staffIdParams,
        body: staffSupportReplyBody,
        response: { 200: staffSupportDetailResponse },
      },
    },
    async (request) => ({
      data: await detailOf(
        await support.reply(
          Number(request.params.id),
          request.body.body,
          request.staffMember!.username,
          { audit: request.audit },
        ),
      ),
    }),
  );

  app.post(
    '/support-requests/:id/close',
    {
      config: { staff: { access: 'support.reply', target: 'support-request' } },
      schema: {
        tags: ['staff'],
        summary: 'Close a support request',
        params: staffIdParams,
        response: { 200: staffSupportDetailResponse },
      },
    },
    async (request) => ({
      data: await detailOf(
        await support.close(Number(request.params.id), request.staffMember!.username, {
          audit: request.audit,
        }),
      ),
    }),
  );
};
