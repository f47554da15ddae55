import {
  staffAdjustmentBody,
  staffAdjustmentResponse,
  staffAdjustmentsQuery,
  staffAdjustmentsResponse,
  staffIdParams,
  staffOptionalReasonBody,
  staffReasonBody,
  toMajor,
  toMinor,
  type StaffAdjustment,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdjustmentsService, ListedAdjustment } from '../wallet/adjustments.service';
import { pageOf, statusesOf } from './staff-list';

const rowOf = (row: ListedAdjustment): StaffAdjustment => ({
  id: row.id,
  player_id: row.playerId,
  username: row.username,
  direction: row.direction as StaffAdjustment['direction'],
  amount: toMajor(row.amount),
  currency: row.currency,
  status: row.status as StaffAdjustment['status'],
  reason: row.reason,
  requested_by: row.requestedBy,
  decided_by: row.decidedBy,
  decision_reason: row.decisionReason,
  transaction_id: row.transactionId,
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
});

/**
 * Manual balance adjustments (decision 33): a staff member with `players.adjust` asks for one on
 * a player's page; above the threshold another such member approves or rejects it in the queue.
 */
export const staffAdjustmentsRoutes: FastifyPluginAsyncZod<{
  adjustments: AdjustmentsService;
}> = async (app, { adjustments }) => {
  app.post(
    '/players/:id/adjustments',
    {
      config: { staff: { access: 'players.adjust', target: 'player' } },
      schema: {
        tags: ['staff'],
        summary:
          "Credit or debit the player's real money with a reason: booked at once up to the threshold, pending a second approver above it",
        params: staffIdParams,
        body: staffAdjustmentBody,
        response: { 200: staffAdjustmentResponse, 201: staffAdjustmentResponse },
      },
    },
    async (request, reply) => {
      const { direction, amount, reason, idempotency_key } = request.body;
      // The status of a new adjustment, which its audit row (written as it books) keeps.
      reply.code(201);
      const { adjustment, replayed } = await adjustments.request({
        playerId: Number(request.params.id),
        direction,
        amount: toMinor(amount),
        reason,
        idempotencyKey: idempotency_key,
        staff: request.staffMember!.username,
        audit: request.audit,
      });
      return reply.code(replayed ? 200 : 201).send({ data: rowOf(adjustment) });
    },
  );

  app.get(
    '/adjustments',
    {
      config: { staff: { access: 'players.adjust' } },
      schema: {
        tags: ['staff'],
        summary: 'Manual adjustments (status filter, pending by default; player_id)',
        querystring: staffAdjustmentsQuery,
        response: { 200: staffAdjustmentsResponse },
      },
    },
    async (request) => {
      const rows = await adjustments.list({
        statuses: statusesOf(request.query.status, ['pending']),
        ...(request.query.player_id ? { playerId: request.query.player_id } : {}),
      });
      return pageOf(rows.map(rowOf), request.query);
    },
  );

  app.get(
    '/adjustments/:id',
    {
      config: { staff: { access: 'players.adjust' } },
      schema: {
        tags: ['staff'],
        summary: 'One manual adjustment',
        params: staffIdParams,
        response: { 200: staffAdjustmentResponse },
      },
    },
    async (request) => ({ data: rowOf(await adjustments.get(Number(request.params.id))) }),
  );

  app.post(
    '/adjustments/:id/approve',
    {
      config: { staff: { access: 'players.adjust', target: 'adjustment' } },
      schema: {
        tags: ['staff'],
        summary: 'Approve a pending adjustment asked for by another staff member: it books',
        params: staffIdParams,
        body: staffOptionalReasonBody,
        response: { 200: staffAdjustmentResponse },
      },
    },
    async (request) => ({
      data: rowOf(
        await adjustments.approve(
          Number(request.params.id),
          request.staffMember!.username,
          request.body?.reason,
          { audit: request.audit },
        ),
      ),
    }),
  );

  app.post(
    '/adjustments/:id/reject',
    {
      config: { staff: { access: 'players.adjust', target: 'adjustment' } },
      schema: {
        tags: ['staff'],
        summary: 'Reject a pending adjustment with a reason: no money moves',
        params: staffIdParams,
        body: staffReasonBody,
        response: { 200: staffAdjustmentResponse },
      },
    },
    async (request) => ({
      data: rowOf(
        await adjustments.reject(
          Number(request.params.id),
          request.staffMember!.username,
          request.body.reason,
          { audit: request.audit },
        ),
      ),
    }),
  );
};
