import {
  staffDepositConfirmBody,
  staffIdParams,
  staffOptionalReasonBody,
  staffPaymentResponse,
  staffPaymentsQuery,
  staffPaymentsResponse,
  staffReasonBody,
  type OpsPayment,
  type StaffPayment,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from '../../lib/app-error';
import type { AuditHook } from '../../lib/audit-hook';
import type { PaymentsOps } from '../payments/payments-ops';
import { decisionRoute } from './staff-decision';
import { pageOf, statusesOf } from './staff-list';

type Queue = 'withdrawal' | 'offline' | 'card';
type Listed = OpsPayment & {
  username: string;
  method: string;
  payout: StaffPayment['payout'];
};

const rowOf = (payment: Listed): StaffPayment => ({
  id: payment.transaction_id,
  player_id: payment.player_id,
  username: payment.username,
  kind: payment.kind,
  method: payment.method,
  method_id: payment.method_id,
  amount: payment.amount,
  currency: payment.currency,
  status: payment.status,
  provider_reference: payment.provider_reference,
  details: payment.details,
  created_at: payment.created_at,
  expires_at: payment.expires_at,
  payout: payment.payout,
});

/** Who did it: the staff member, with their reason or the action's own words. */
const by = (operator: string, reason: string | undefined, fallback: string) => ({
  operator,
  reason: reason ?? fallback,
});

/**
 * The payments queues (decision 23's operator actions, through the same service as `/ops`):
 * withdrawals, bank and crypto deposits, card deposits; the staff member is the operator.
 */
export const staffPaymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsOps }> = async (
  app,
  { payments },
) => {
  const resources: { path: string; queue: Queue; fallback: string[] }[] = [
    { path: 'withdrawals', queue: 'withdrawal', fallback: ['pending'] },
    { path: 'transfer-deposits', queue: 'offline', fallback: ['pending'] },
    { path: 'card-deposits', queue: 'card', fallback: ['success'] },
  ];
  const findIn = async (queue: Queue, id: number) => {
    const found = (await payments.listForStaff({ kind: queue, statuses: null })).find(
      (payment) => payment.transaction_id === id,
    );
    if (!found) throw new AppError('not_found', 'No such payment.');
    return rowOf(found);
  };

  for (const { path, queue, fallback } of resources) {
    app.get(
      `/${path}`,
      {
        config: { staff: { access: 'payments.read' } },
        schema: {
          tags: ['staff'],
          summary: `The ${path} queue (status filter; ${fallback.join(', ')} by default)`,
          querystring: staffPaymentsQuery,
          response: { 200: staffPaymentsResponse },
        },
      },
      async (request) => {
        const listed = await payments.listForStaff({
          kind: queue,
          statuses: statusesOf(request.query.status, fallback),
          ...(request.query.player_id ? { playerId: request.query.player_id } : {}),
        });
        return pageOf(listed.map(rowOf), request.query);
      },
    );

    app.get(
      `/${path}/:id`,
      {
        config: { staff: { access: 'payments.read' } },
        schema: {
          tags: ['staff'],
          summary: `One of the ${path}`,
          params: staffIdParams,
          response: { 200: staffPaymentResponse },
        },
      },
      async (request) => ({ data: await findIn(queue, Number(request.params.id)) }),
    );
  }

  /** One decision on a payment: the service's answer, shown as the queue's row. */
  const decide = <Body>(
    path: string,
    queue: Queue,
    target: string,
    summary: string,
    body: ZodType<Body>,
    run: (
      id: number,
      operator: string,
      body: Body,
      options: { audit: AuditHook },
    ) => Promise<OpsPayment>,
  ) =>
    decisionRoute(app, {
      path,
      access: 'payments.decide',
      target,
      summary,
      body,
      response: staffPaymentResponse,
      act: (id, body, operator, { audit }) => run(id, operator, body, { audit }),
      read: (id) => findIn(queue, id),
    });

  type Reason = { reason: string };
  type MaybeReason = { reason?: string } | null | undefined;
  decide<MaybeReason>(
    '/withdrawals/:id/approve',
    'withdrawal',
    'withdrawal',
    'Approve a withdrawal: the provider pays it out',
    staffOptionalReasonBody,
    (id, operator, body, options) =>
      payments.approveWithdrawal(
        id,
        by(operator, body?.reason, 'Approved in the back office.'),
        options,
      ),
  );
  decide<Reason>(
    '/withdrawals/:id/reject',
    'withdrawal',
    'withdrawal',
    'Reject a withdrawal with a reason: its money returns to the player',
    staffReasonBody,
    (id, operator, body, options) =>
      payments.rejectWithdrawal(id, by(operator, body.reason, ''), options),
  );
  decide<{ amount: number; reason?: string }>(
    '/transfer-deposits/:id/confirm',
    'offline',
    'deposit',
    'Confirm a bank or crypto deposit with the amount received (major units); it is credited',
    staffDepositConfirmBody,
    (id, operator, body, options) =>
      payments.confirmDeposit(
        id,
        { ...by(operator, body.reason, 'Received in the back office.'), amount: body.amount },
        options,
      ),
  );
  decide<Reason>(
    '/transfer-deposits/:id/decline',
    'offline',
    'deposit',
    'Decline a bank or crypto deposit whose money did not arrive',
    staffReasonBody,
    (id, operator, body, options) =>
      payments.declineDeposit(id, by(operator, body.reason, ''), options),
  );
  // An approved withdrawal whose payout is stuck: hand it over again, or stop it and pay back.
  decide<MaybeReason>(
    '/withdrawals/:id/retry-payout',
    'withdrawal',
    'withdrawal',
    'Hand an approved withdrawal’s payout to the provider again, now',
    staffOptionalReasonBody,
    (id, operator, body, options) =>
      payments.retryPayout(
        id,
        by(operator, body?.reason, 'Payout retried in the back office.'),
        options,
      ),
  );
  decide<Reason>(
    '/withdrawals/:id/stop-payout',
    'withdrawal',
    'withdrawal',
    'Stop an approved withdrawal’s payout and return its money, once the provider confirms nothing is paid',
    staffReasonBody,
    (id, operator, body, options) =>
      payments.stopPayout(id, by(operator, body.reason, ''), options),
  );
  decide<Reason>(
    '/card-deposits/:id/decline',
    'card',
    'deposit',
    'Decline a card or e-wallet deposit nobody paid; the provider’s checkout closes first',
    staffReasonBody,
    (id, operator, body, options) =>
      payments.declineCheckout(id, by(operator, body.reason, ''), options),
  );
  decide<Reason>(
    '/card-deposits/:id/revert',
    'card',
    'deposit',
    'Revert a card or e-wallet deposit (chargeback)',
    staffReasonBody,
    (id, operator, body, options) =>
      payments.revertDeposit(id, by(operator, body.reason, ''), options),
  );
};
