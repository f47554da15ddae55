import {
  toMajor,
  toMinor,
  type OpsPayment,
  type OpsPaymentActionBody,
  type OpsPaymentConfirmBody,
} from '@prime/contract';
import { AppError } from '../../lib/app-error';
import { createCheckouts } from './checkouts';
import { createPaymentAct, expectPayment, type Actor } from './payment-act';
import type { AuditHook } from '../../lib/audit-hook';

/** A staff member's action also writes its audit row, in the action's transaction. */
type Options = { audit?: AuditHook };
import type { PaymentRow } from './payments.repository';
import type { PaymentsDeps } from './payments.service';
import { createPayouts } from './payouts';

/**
 * What an operator (or the system) does to a payment: approve or reject a withdrawal, hand its
 * payout over again or stop it, confirm or decline an offline deposit, decline an unpaid card
 * deposit, revert a paid one. Each takes the payment's lock, moves its money through the wallet
 * from the status it expects, and records who and why.
 */
export const createPaymentsOps = (deps: PaymentsDeps) => {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const act = createPaymentAct(deps);
  const payouts = createPayouts(deps, act);
  const checkouts = createCheckouts(deps, act);

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

  /** The payment as it reads now (after work that committed in steps). */
  const current = async (transactionId: number) => {
    const payment = await repository.findPayment(transactionId);
    if (!payment) throw new AppError('not_found', 'No such payment.');
    return viewOf(payment);
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
        expectPayment(payment, 'deposit', ['pending']);
        if (!isOffline(payment)) throw new AppError('not_found', 'No such offline deposit.');
        return { from: ['pending'], to: 'declined' };
      },
      { ...options },
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
    }) => {
      const listed = await repository.listForStaff(filter);
      const owed = new Map(
        (
          await repository.payouts.listOf(
            listed.filter((row) => row.kind === 'withdrawal').map((row) => row.transactionId),
          )
        ).map((payout) => [payout.transactionId, payout]),
      );
      return Promise.all(
        listed.map(async (payment) => {
          const payout = owed.get(payment.transactionId);
          return {
            ...(await viewOf(payment)),
            username: payment.username,
            method: payment.methodKind,
            payout: payout
              ? {
                  status: payout.status,
                  attempts: payout.attempts,
                  last_error: payout.lastError,
                  next_attempt_at: payout.nextAttemptAt.toISOString(),
                }
              : null,
          };
        }),
      );
    },

    /**
     * Approves a withdrawal: it becomes `authorized` and its payout is owed to the provider in
     * the same commit, then handed over at once (or, should that fail or the instance stop, by
     * the next pass of any instance); the payout's webhook settles it (paid, or failed and
     * given back).
     */
    approveWithdrawal: async (
      transactionId: number,
      body: OpsPaymentActionBody,
      options?: Options,
    ): Promise<OpsPayment> => {
      await act(
        transactionId,
        operator(body),
        'withdrawal.approved',
        (found) => {
          expectPayment(found, 'withdrawal', ['pending']);
          return {
            from: ['pending'],
            to: 'authorized',
            within: (tx) => repository.payouts.insertWithin(tx, transactionId),
          };
        },
        { ...options },
      );
      await payouts.send(transactionId);
      return current(transactionId);
    },

    /** Hands an approved withdrawal's payout to the provider again, now (staff's retry). */
    retryPayout: async (transactionId: number, body: OpsPaymentActionBody, options?: Options) => {
      await payouts.retry(transactionId, operator(body), { ...options });
      return current(transactionId);
    },

    /**
     * Stops an approved withdrawal's payout and returns its money to the player, once the
     * provider confirms nothing is paid out.
     */
    stopPayout: async (transactionId: number, body: OpsPaymentActionBody, options?: Options) =>
      viewOf(await payouts.stop(transactionId, operator(body), { ...options })),

    /** Hands over the payouts that are due (every instance runs it; each is sent by one). */
    sendDuePayouts: payouts.sendDue,
    payoutsSettled: payouts.settled,

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
            expectPayment(payment, 'withdrawal', ['pending']);
            return {
              from: ['pending'],
              to: 'declined',
              changes: { available: payment.amount },
              house: 'withdrawals_pending',
            };
          },
          { ...options },
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
            expectPayment(payment, 'deposit', ['pending']);
            if (!isOffline(payment)) throw new AppError('not_found', 'No such offline deposit.');
            return {
              from: ['pending'],
              to: 'success',
              amount: received,
              changes: { deposited: received },
              house: 'payment_clearing',
            };
          },
          { payload: { received: toMajor(received) }, ...options },
        ),
      );
    },

    /** Declines an offline deposit whose money did not arrive. */
    declineDeposit: async (transactionId: number, body: OpsPaymentActionBody, options?: Options) =>
      viewOf(await declineDeposit(transactionId, operator(body), 'transfer.declined', options)),

    /** Declines a card or e-wallet deposit nobody paid; the provider's checkout closes first. */
    declineCheckout: async (transactionId: number, body: OpsPaymentActionBody, options?: Options) =>
      viewOf(await checkouts.decline(transactionId, operator(body), { ...options })),

    /**
     * A chargeback: a successful card or e-wallet deposit is reverted, its money taken back from
     * `deposited`, then `available`; refused when the player's real money is short. The bonus
     * the deposit earned ends with it, its winnings too, in the same transaction.
     */
    revertDeposit: async (transactionId: number, body: OpsPaymentActionBody, options?: Options) =>
      viewOf(
        await act(
          transactionId,
          operator(body),
          'payment.reverted',
          async (payment, tx, later) => {
            expectPayment(payment, 'deposit', ['success']);
            if (isOffline(payment)) throw new AppError('not_found', 'No such card deposit.');
            const pockets = await deps.wallet.lockWithin(tx, payment.playerId);
            later(
              await deps.bonus?.forfeitOfDepositWithin(
                tx,
                { playerId: payment.playerId, transactionId },
                body.operator,
              ),
            );
            const deposited = pockets?.deposited ?? 0n;
            const fromDeposited = deposited < payment.amount ? deposited : payment.amount;
            return {
              from: ['success'],
              to: 'reverted',
              changes: { deposited: -fromDeposited, available: -(payment.amount - fromDeposited) },
              house: 'payment_clearing',
            };
          },
          { ...options },
        ),
      ),

    /**
     * Declines what waited too long: offline deposits not confirmed before their expiry and card
     * checkouts not paid in time; answers how many of each.
     */
    expireDue: async (): Promise<{ transfers: number; checkouts: number }> => {
      let transfers = 0;
      for (const id of await repository.listExpired(now(), 100)) {
        try {
          await declineDeposit(
            id,
            { source: 'system', actor: 'system', reason: 'Not confirmed in time.' },
            'transfer.expired',
          );
          transfers += 1;
        } catch (error) {
          // Confirmed or declined meanwhile: nothing to expire.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return { transfers, checkouts: await checkouts.expireDue() };
    },
  };
};

export type PaymentsOps = ReturnType<typeof createPaymentsOps>;
