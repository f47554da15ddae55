import type { TransactionStatus } from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditHook } from '../../lib/audit-hook';
import type { CashierSettlement } from '../wallet/cashier-ledger';
import type { PaymentRow } from './payments.repository';
import type { PaymentsDeps } from './payments.service';

/** Who acts on a payment and why, as its history records it. */
export type Actor = { source: 'operator' | 'system'; actor: string; reason: string };

/** Work left for after the commit (a push, a message). */
export type AfterCommit = () => void;

/** The ledger step an action takes; `within` adds its own writes to the same transaction. */
export type PlannedStep = Omit<CashierSettlement, 'transactionId'> & {
  within?: (tx: Db) => Promise<void>;
};

/** What else an action writes: its event's payload, and a staff member's audit row. */
export type ActExtra = { payload?: Record<string, unknown>; audit?: AuditHook };

/** Throws unless the payment is of `kind` and in one of `statuses`. */
export const expectPayment = (payment: PaymentRow, kind: string, statuses: TransactionStatus[]) => {
  if (payment.kind !== kind) throw new AppError('not_found', `No such ${kind}.`);
  if (!statuses.includes(payment.status as TransactionStatus))
    throw new AppError('transaction_not_pending');
};

/**
 * One action on one payment, in one database transaction: the payment's row is locked first,
 * `plan` sees it and says which ledger step to take (or throws why not), and the step, the
 * payment's status and its event are written together, a staff member's audit row last. `later`
 * keeps work for after the commit.
 */
export const createPaymentAct =
  (deps: Pick<PaymentsDeps, 'repository' | 'wallet' | 'bonus'>) =>
  async (
    transactionId: number,
    who: Actor,
    type: string,
    plan: (
      payment: PaymentRow,
      tx: Db,
      later: (after: AfterCommit | undefined) => void,
    ) => Promise<PlannedStep> | PlannedStep,
    extra: ActExtra = {},
  ): Promise<PaymentRow> => {
    const { repository, wallet } = deps;
    const afters: AfterCommit[] = [];
    const later = (after: AfterCommit | undefined) => {
      if (after) afters.push(after);
    };
    const row = await repository.transaction(async (tx) => {
      const payment = await repository.findPayment(transactionId, { tx });
      if (!payment) throw new AppError('not_found', 'No such payment.');
      const { within, ...step } = await plan(payment, tx, later);
      const settled = await wallet.cashier.settleWithin(tx, { ...step, transactionId });
      if (!settled) throw new AppError('transaction_not_pending');
      // A confirmed deposit qualifies for the player's chosen deposit bonus, as a paid one does.
      if (payment.kind === 'deposit' && step.to === 'success')
        later(
          await deps.bonus?.awardOnDepositWithin(tx, {
            playerId: settled.playerId,
            currencyId: settled.currencyId,
            transactionId,
            amount: step.amount ?? payment.amount,
          }),
        );
      await within?.(tx);
      await repository.updatePayment(tx, transactionId, { status: step.to });
      await repository.insertEvent(tx, {
        transactionId,
        source: who.source,
        type,
        actor: who.actor,
        reason: who.reason,
        payload: extra.payload ?? {},
      });
      await extra.audit?.(tx);
      return { ...payment, status: step.to };
    });
    for (const after of afters) after();
    return row;
  };

export type PaymentAct = ReturnType<typeof createPaymentAct>;
