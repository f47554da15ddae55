import { AppError } from '../../lib/app-error';
import { expectPayment, type ActExtra, type Actor, type PaymentAct } from './payment-act';
import type { PaymentRow } from './payments.repository';
import type { PaymentsDeps } from './payments.service';

/**
 * Card and e-wallet checkouts that were never paid (the player left the hosted page, or the
 * instance stopped before or while opening it): once `checkoutExpiryMinutes` have passed they
 * are declined, and so no longer count against the deposit limits; staff may decline one
 * sooner. Either way the provider closes the checkout first, so it can no longer be paid, and
 * one the player paid in time is left to its event.
 */
export const createCheckouts = (deps: PaymentsDeps, act: PaymentAct) => {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  /** The provider's checkout is closed, then the deposit declined; throws why not. */
  const close = async (
    transactionId: number,
    who: Actor,
    type: string,
    extra: ActExtra = {},
  ): Promise<PaymentRow> => {
    const payment = await repository.findPayment(transactionId);
    if (!payment || payment.provider === null)
      throw new AppError('not_found', 'No such card deposit.');
    expectPayment(payment, 'deposit', ['initialized']);
    const provider = deps.providers[payment.provider];
    if (!provider) throw new Error(`No payment provider ${payment.provider}`);
    let hold;
    try {
      hold = await provider.expireCheckout({
        transactionId,
        reference: payment.providerReference,
      });
    } catch {
      throw new AppError('payment_provider_unavailable');
    }
    if (hold !== 'stopped') throw new AppError('provider_has_payment');
    return act(
      transactionId,
      who,
      type,
      (found) => {
        expectPayment(found, 'deposit', ['initialized']);
        return { from: ['initialized'], to: 'declined' };
      },
      extra,
    );
  };

  return {
    /** Staff decline a card deposit that was not paid; the provider's checkout closes first. */
    decline: (transactionId: number, who: Actor, extra?: ActExtra) =>
      close(transactionId, who, 'checkout.declined', extra),

    /** Declines the checkouts past their time that nobody paid; answers how many. */
    expireDue: async (): Promise<number> => {
      let expired = 0;
      const due = await repository.listExpiredCheckouts(now(), deps.checkoutExpiryMinutes, 100);
      for (const id of due) {
        try {
          await close(
            id,
            { source: 'system', actor: 'system', reason: 'Not paid in time.' },
            'checkout.expired',
          );
          expired += 1;
        } catch (error) {
          // Paid in time, settled meanwhile, or the provider not answering: tried again later.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return expired;
    },
  };
};

export type Checkouts = ReturnType<typeof createCheckouts>;
