import {
  toMajor,
  toMinor,
  type OpsPayment,
  type OpsPaymentActionBody,
  type OpsPaymentConfirmBody,
  type TransactionStatus,
} from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditHook } from '../../lib/audit-hook';
import type { CashierSettlement } from '../wallet/cashier-ledger';
import type { PaymentRow } from './payments.repository';
import type { PaymentsDeps } from './payments.service';

type Actor = { source: 'operator' | 'system'; actor: string; reason: string };

/** A staff member's action also writes its audit row, in the action's transaction. */
type Options = { audit?: AuditHook };

/**
 * What an operator (or the system) does to a payment: approve or reject a withdrawal, confirm
 * or decline an offline deposit, revert a card deposit. Each takes the payment's lock, moves
 * its money through the wallet from the status it expects, and records who and why.
 */
export const createPaymentsOps = (deps: PaymentsDeps) => {
  const { repository, wallet } = deps;
  const now = deps.now ?? (() => new Date());

  const currencyCode = async (currencyId: number) =>
    (await deps.geo.listCurrencies()).find((entry) => entry.id === currencyId)?.code ?? '';

  const viewOf = async (payment: PaymentRow): Promise<OpsPayment> => ({
    transaction_id: payment.transactionId,
    player_id: payment.playerId,
    kind: payment.kind as OpsPayment['kind'],
    method_id: payment.methodId,
    amount: toMajor(payment.amount),
    currency: await currencyCode(payment.currencyId),
    status: payment.status,
    provider_reference: payment.providerReference,
    details: payment.details,
    created_at: payment.createdAt.toISOString(),
    expires_at: payment.expiresAt?.toISOString() ?? null,
  });

  /**
   * One action on one payment, in one database transaction: `plan` sees the locked payment
   * and says which ledger step to take (or throws why not); a staff member's audit row is its
   * last write.
   */
  const act = async (
    transactionId: number,
    who: Actor,
    type: string,
    plan: (
      payment: PaymentRow,
      tx: Db,
    ) =>
      Promise<Omit<CashierSettlement, 'transactionId'>> | Omit<CashierSettlement, 'transactionId'>,
    options: Options & { payload?: Record<string, unknown> } = {},
  ): Promise<PaymentRow> => {
    let after: (() => void) | undefined;
    const row = await repository.transaction(async (tx) => {
      const payment = await repository.findPayment(transactionId, { tx });
      if (!payment) throw new AppError('not_found', 'No such payment.');
      const step = await plan(payment, tx);
      const settled = await wallet.cashier.settleWithin(tx, { ...step, transactionId });
      if (!settled) throw new AppError('transaction_not_pending');
      // A confirmed deposit qualifies for the player's chosen deposit bonus, as a paid one does.
      if (payment.kind === 'deposit' && step.to === 'success')
        after = await deps.bonus?.awardOnDepositWithin(tx, {
          playerId: settled.playerId,
          currencyId: settled.currencyId,
          transactionId,
          amount: step.amount ?? payment.amount,
        });
      await repository.updatePayment(tx, transactionId, { status: step.to });
      await repository.insertEvent(tx, {
        transactionId,
        source: who.source,
        type,
        actor: who.actor,
        reason: who.reason,
        payload: options.payload ?? {},
      });
      await options.audit?.(tx);
      return { ...payment, status: step.to };
    });
    after?.();
    return row;
  };

  const expect = (payment: PaymentRow, kind: string, statuses: TransactionStatus[]) => {
    if (payment.kind !== kind) throw new AppError('not_found', `No such ${kind}.`);
    if (!statuses.includes(payment.status as TransactionStatus))
      throw new AppError('transaction_not_pending');
  };

  const isOffline = (payment: PaymentRow) => payment.provider === null;

  const operator = (body: OpsPaymentActionBody): Actor => ({
    source: 'operator',
    actor: body.operator,
    reason: body.reason,
  });

  /** Declines an offline deposit: nothing had moved, nothing moves. */
  const declineDeposit = (transactionId: number, who: Actor, type: string, options?: Options) =>
    act(
      transactionId,
      who,
      type,
      (payment) => {
        expect(payment, 'deposit', ['pending']);
        if (!isOffline(payment)) throw new AppError('not_found', 'No such offline deposit.');
        return { from: ['pending'], to: 'declined' };
      },
      options,
    );

  return {
    /** Withdrawals waiting for approval and offline deposits waiting for their money. */
    listPending: async (): Promise<OpsPayment[]> =>
      Promise.all((await repository.listPending()).map(viewOf)),

    /**
     * The staff's payment queues: withdrawals, offline (bank, crypto) or card deposits, of some
     * statuses (all when null), newest first, with the player's username and the method's kind.
     */
    listForStaff: async (filter: {
      kind: 'withdrawal' | 'offline' | 'card';
      statuses: string[] | null;
      playerId?: number;
    }) =>
      Promise.all(
        (await repository.listForStaff(filter)).map(async (payment) => ({
          ...(await viewOf(payment)),
          username: payment.username,
          method: payment.methodKind,
        })),
      ),

    /**
     * Approves a withdrawal: it becomes `authorized` and the provider's payout is created; the
     * payout's webhook settles it (paid, or failed and given back).
     */
    approveWithdrawal: async (
      transactionId: number,
      body: OpsPaymentActionBody,
      options?: Options,
    ): Promise<OpsPayment> => {
      const payment = await act(
        transactionId,
        operator(body),
        'withdrawal.approved',
        (found) => {
          expect(found, 'withdrawal', ['pending']);
          return { from: ['pending'], to: 'authorized' };
        },
        options,
      );
      const provider = deps.providers[payment.provider ?? ''];
      if (!provider) throw new Error(`No payment provider ${payment.provider}`);
      let payout: { reference: string };
      try {
        payout = await provider.createPayout({
          transactionId,
          amount: payment.amount,
          currency: await currencyCode(payment.currencyId),
          iban: String(payment.details['iban'] ?? ''),
        });
      } catch (error) {
        // No payout exists: the withdrawal is declined and its money returns to the player.
        await act(
          transactionId,
          { source: 'system', actor: 'system', reason: 'The provider refused the payout.' },
          'payout.not_created',
          () => ({
            from: ['authorized'],
            to: 'declined',
            changes: { available: payment.amount },
            house: 'withdrawals_pending',
          }),
        );
        throw error;
      }
      await repository.transaction((tx) =>
        repository.updatePayment(tx, transactionId, { providerReference: payout.reference }),
      );
      return viewOf({ ...payment, providerReference: payout.reference });
    },

    /** Rejects a withdrawal: its money returns to the player's `available` pocket, once. */
    rejectWithdrawal: async (
      transactionId: number,
      body: OpsPaymentActionBody,
      options?: Options,
    ) =>
      viewOf(
        await act(
          transactionId,
          operator(body),
          'withdrawal.rejected',
          (payment) => {
            expect(payment, 'withdrawal', ['pending']);
            return {
              from: ['pending'],
              to: 'declined',
              changes: { available: payment.amount },
              house: 'withdrawals_pending',
            };
          },
          options,
        ),
      ),

    /** Confirms an offline deposit with the amount that arrived, which is what is credited. */
    confirmDeposit: async (
      transactionId: number,
      body: OpsPaymentConfirmBody,
      options?: Options,
    ) => {
      const received = toMinor(body.amount);
      return viewOf(
        await act(
          transactionId,
          operator(body),
          'transfer.confirmed',
          (payment) => {
            expect(payment, 'deposit', ['pending']);
            if (!isOffline(payment)) throw new AppError('not_found', 'No such offline deposit.');
            return {
              from: ['pending'],
              to: 'success',
              amount: received,
              changes: { deposited: received },
              house: 'payment_clearing',
            };
          },
          { ...options, payload: { received: toMajor(received) } },
        ),
      );
    },

    /** Declines an offline deposit whose money did not arrive. */
    declineDeposit: async (transactionId: number, body: OpsPaymentActionBody, options?: Options) =>
      viewOf(await declineDeposit(transactionId, operator(body), 'transfer.declined', options)),

    /**
     * A chargeback: a successful card or e-wallet deposit is reverted, its money taken back from
     * `deposited`, then `available`; refused when the player's real money is short.
     */
    revertDeposit: async (transactionId: number, body: OpsPaymentActionBody, options?: Options) =>
      viewOf(
        await act(
          transactionId,
          operator(body),
          'payment.reverted',
          async (payment, tx) => {
            expect(payment, 'deposit', ['success']);
            if (isOffline(payment)) throw new AppError('not_found', 'No such card deposit.');
            const pockets = await wallet.lockWithin(tx, payment.playerId);
            const deposited = pockets?.deposited ?? 0n;
            const fromDeposited = deposited < payment.amount ? deposited : payment.amount;
            return {
              from: ['success'],
              to: 'reverted',
              changes: {
                deposited: -fromDeposited,
                available: -(payment.amount - fromDeposited),
              },
              house: 'payment_clearing',
            };
          },
          options,
        ),
      ),

    /** Declines offline deposits not confirmed before their expiry; answers how many. */
    expireOfflineDeposits: async (): Promise<number> => {
      let expired = 0;
      for (const id of await repository.listExpired(now(), 100)) {
        try {
          await declineDeposit(
            id,
            { source: 'system', actor: 'system', reason: 'Not confirmed in time.' },
            'transfer.expired',
          );
          expired += 1;
        } catch (error) {
          // Confirmed or declined meanwhile: nothing to expire.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return expired;
    },
  };
};

export type PaymentsOps = ReturnType<typeof createPaymentsOps>;
