import { toMajor, type WalletPocket } from '@prime/contract';
import type { PspEvent } from '../../adapters/psp/psp';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CashierSettlement } from '../wallet/cashier-ledger';
import type { WalletRow, WalletService } from '../wallet/wallet.service';
import type { PaymentRow, PaymentsRepository } from './payments.repository';
import type { PaymentsDeps } from './payments.service';

export type WebhookOutcome = 'applied' | 'ignored' | 'duplicate';

type Applied = {
  outcome: WebhookOutcome;
  moved?: { playerId: number; pockets: Pick<WalletRow, WalletPocket> };
  /** What the deposit's bonus award leaves to do once committed. */
  after?: () => void;
};

/**
 * The ledger step an event takes from the payment's status, or undefined when it does not fit:
 * its amount and currency must both be the payment's (the same minor amount in another currency
 * is another sum).
 */
const stepOf = (
  event: PspEvent,
  payment: PaymentRow,
  currency: string,
): Omit<CashierSettlement, 'transactionId'> | undefined => {
  const isSameSum = event.amount === payment.amount && event.currency === currency;
  if (payment.kind === 'deposit' && payment.status === 'initialized' && isSameSum) {
    if (event.type === 'payment.succeeded')
      return {
        from: ['initialized'],
        to: 'success',
        changes: { deposited: payment.amount },
        house: 'payment_clearing',
      };
    if (event.type === 'payment.failed') return { from: ['initialized'], to: 'declined' };
  }
  if (payment.kind === 'withdrawal' && payment.status === 'authorized' && isSameSum) {
    if (event.type === 'payout.paid')
      return {
        from: ['authorized'],
        to: 'success',
        transfer: { from: 'withdrawals_pending', to: 'payment_clearing', amount: payment.amount },
      };
    if (event.type === 'payout.failed')
      return {
        from: ['authorized'],
        to: 'declined',
        changes: { available: payment.amount },
        house: 'withdrawals_pending',
      };
  }
  return undefined;
};

/**
 * The payment providers' webhooks (decision 23): verified on the raw body before anything is
 * read; the event id recorded in the same database transaction as the money, so a redelivery
 * changes nothing; an event that does not fit the payment (unknown, out of order) is recorded
 * as ignored and acknowledged, so the provider stops sending it.
 */
export const createPaymentWebhooks = (
  deps: Pick<PaymentsDeps, 'providers' | 'bonus' | 'geo'> & {
    repository: PaymentsRepository;
    wallet: WalletService;
    /** Told once a settled event's money has moved (committed): the player's new pockets. */
    onBalance?: (playerId: number, pockets: Pick<WalletRow, WalletPocket>) => void;
  },
) => {
  const { repository, wallet } = deps;

  const apply = async (
    tx: Db,
    provider: string,
    event: PspEvent,
    currencies: { id: number; code: string }[],
  ): Promise<Applied> => {
    const found = await repository.findPayment(event.transactionId, { tx });
    const payment =
      found &&
      found.provider === provider &&
      (found.providerReference === null || found.providerReference === event.reference)
        ? found
        : undefined;
    const currency = payment
      ? currencies.find((entry) => entry.id === payment.currencyId)?.code
      : undefined;
    const step = payment && currency ? stepOf(event, payment, currency) : undefined;
    const recorded = await repository.insertEvent(tx, {
      transactionId: payment?.transactionId ?? null,
      source: 'provider',
      provider,
      eventId: event.id,
      type: step ? event.type : 'ignored',
      actor: provider,
      reason: step
        ? null
        : !payment
          ? `${event.type} names no payment of ours`
          : event.amount !== payment.amount || event.currency !== currency
            ? `${event.type} of ${toMajor(event.amount)} ${event.currency} is not the ${payment.kind} of ${toMajor(payment.amount)} ${currency}`
            : `${event.type} does not fit a ${payment.kind} that is ${payment.status}`,
      payload: {
        type: event.type,
        transaction_id: event.transactionId,
        reference: event.reference,
        amount: toMajor(event.amount),
        currency: event.currency,
      },
    });
    if (!recorded) return { outcome: 'duplicate' };
    if (!payment || !step) return { outcome: 'ignored' };
    const settled = await wallet.cashier.settleWithin(tx, {
      ...step,
      transactionId: payment.transactionId,
    });
    if (!settled) throw new Error(`Payment ${payment.transactionId} moved under its lock`);
    await repository.updatePayment(tx, payment.transactionId, {
      status: step.to,
      ...(payment.providerReference ? {} : { providerReference: event.reference }),
    });
    // The first qualifying deposit awards the player's chosen deposit bonus, in this transaction.
    const after =
      payment.kind === 'deposit' && step.to === 'success'
        ? await deps.bonus?.awardOnDepositWithin(tx, {
            playerId: settled.playerId,
            currencyId: settled.currencyId,
            transactionId: payment.transactionId,
            amount: payment.amount,
          })
        : undefined;
    const pockets = after ? await wallet.pocketsWithin(tx, settled.playerId) : settled.pockets;
    return {
      outcome: 'applied',
      ...(pockets ? { moved: { playerId: settled.playerId, pockets } } : {}),
      ...(after ? { after } : {}),
    };
  };

  return {
    /** Verifies and applies one delivery; throws `invalid_webhook_signature` for a forged or stale one. */
    receive: async (
      providerName: string,
      rawBody: string,
      signature: string | undefined,
    ): Promise<WebhookOutcome> => {
      const provider = deps.providers[providerName];
      if (!provider) throw new AppError('not_found');
      const checked = provider.verifyWebhook(rawBody, signature, new Date());
      if (!checked.ok)
        throw new AppError(
          'invalid_webhook_signature',
          checked.reason === 'stale' ? 'The webhook signature is too old.' : undefined,
        );
      // Read before the transaction: the embedded database's one connection is the transaction's.
      const currencies = await deps.geo.listCurrencies();
      const applied = await repository.transaction((tx) =>
        apply(tx, provider.name, checked.event, currencies),
      );
      if (applied.moved) deps.onBalance?.(applied.moved.playerId, applied.moved.pockets);
      applied.after?.();
      return applied.outcome;
    },
  };
};

export type PaymentWebhooks = ReturnType<typeof createPaymentWebhooks>;
