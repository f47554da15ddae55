import { PayoutRefused, type PaymentProvider, type ProviderHold } from '../../adapters/psp/psp';
import { retryDelayMs } from '../../lib/lease-worker';
import { AppError } from '../../lib/app-error';
import { expectPayment, type ActExtra, type Actor, type PaymentAct } from './payment-act';
import type { PaymentRow } from './payments.repository';
import type { PaymentsDeps } from './payments.service';
import type { LeasedPayout } from './payouts.repository';

/** Longest a call with one payout may take before another instance may try it. */
export const PAYOUT_LEASE_MS = 60_000;
const BATCH = 20;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The payouts of approved withdrawals (decision 23): each is owed from the approval's commit,
 * handed to the provider by whichever instance leases it, retried with a growing delay while the
 * provider cannot be reached, and settled by the provider's webhook. Staff can hand it over again
 * at once, or stop it and give the money back once the provider confirms nothing goes out.
 */
export const createPayouts = (deps: PaymentsDeps, act: PaymentAct) => {
  const { repository } = deps;
  const leaseMs = deps.payouts?.leaseMs ?? PAYOUT_LEASE_MS;
  const retryBaseMs = deps.payouts?.retryBaseMs ?? 5_000;
  let running = false;

  const providerOf = (payment: PaymentRow): PaymentProvider => {
    const provider = deps.providers[payment.provider ?? ''];
    if (!provider) throw new Error(`No payment provider ${payment.provider}`);
    return provider;
  };

  const currencyCode = async (currencyId: number) =>
    (await deps.geo.listCurrencies()).find((entry) => entry.id === currencyId)?.code ?? '';

  /** The provider would not pay: the withdrawal is declined and its money returns, once. */
  const refuse = async (transactionId: number, why: string) => {
    try {
      await act(
        transactionId,
        { source: 'system', actor: 'system', reason: `The provider refused the payout: ${why}` },
        'payout.refused',
        (payment) => {
          expectPayment(payment, 'withdrawal', ['authorized']);
          return {
            from: ['authorized'],
            to: 'declined',
            changes: { available: payment.amount },
            house: 'withdrawals_pending',
            within: async (tx) => {
              await repository.payouts.moveWithin(tx, transactionId, ['due'], 'refused');
            },
          };
        },
      );
    } catch (error) {
      // Settled meanwhile (an operator stopped it): nothing more to give back.
      if (!(error instanceof AppError)) throw error;
    }
  };

  /** One call with a leased payout; what the provider answered is recorded. */
  const deliver = async ({ transactionId, attempts }: LeasedPayout): Promise<void> => {
    const payment = await repository.findPayment(transactionId);
    if (!payment || payment.kind !== 'withdrawal' || payment.status !== 'authorized') {
      // Settled meanwhile (its webhook came first, or it was stopped): nothing to hand over.
      await repository.transaction((tx) =>
        repository.payouts.moveWithin(
          tx,
          transactionId,
          ['due'],
          payment?.status === 'success' ? 'sent' : 'stopped',
        ),
      );
      return;
    }
    let reference: string;
    try {
      ({ reference } = await providerOf(payment).createPayout({
        transactionId,
        amount: payment.amount,
        currency: await currencyCode(payment.currencyId),
        iban: String(payment.details['iban'] ?? ''),
      }));
    } catch (error) {
      if (error instanceof PayoutRefused) return refuse(transactionId, error.message);
      await repository.payouts.markFailed(
        transactionId,
        messageOf(error),
        retryDelayMs(attempts, retryBaseMs),
      );
      return;
    }
    await repository.transaction(async (tx) => {
      const current = await repository.findPayment(transactionId, { tx });
      if (
        !(await repository.payouts.moveWithin(tx, transactionId, ['due'], 'sent', { error: null }))
      )
        return;
      if (current?.providerReference === null)
        await repository.updatePayment(tx, transactionId, { providerReference: reference });
      await repository.insertEvent(tx, {
        transactionId,
        source: 'system',
        type: 'payout.sent',
        actor: 'system',
        payload: { reference, attempt: attempts },
      });
    });
  };

  /** Hands over the one payout of `transactionId` now, unless it is not due or leased elsewhere. */
  const send = async (transactionId: number): Promise<void> => {
    for (const leased of await repository.payouts.lease(leaseMs, 1, transactionId))
      await deliver(leased);
  };

  /** Asks the provider; its silence is the staff's error, with nothing changed. */
  const ask = async (call: () => Promise<ProviderHold>): Promise<ProviderHold> => {
    try {
      return await call();
    } catch {
      throw new AppError('payment_provider_unavailable');
    }
  };

  return {
    send,

    /** Hands over the payouts that are due, a batch at a time; passes never overlap. */
    sendDue: async (): Promise<number> => {
      if (running) return 0;
      running = true;
      try {
        const leased = await repository.payouts.lease(leaseMs, BATCH);
        for (const payout of leased) await deliver(payout);
        return leased.length;
      } finally {
        running = false;
      }
    },

    /** Lets a pass in flight finish, so nothing writes to a closed database. */
    settled: async () => {
      while (running) await new Promise((resolve) => setTimeout(resolve, 20));
    },

    /**
     * An approved withdrawal whose payout the provider does not have yet (it failed to answer,
     * or was stopped): due again at once, and handed over now. A second click while it is
     * being handed over changes nothing.
     */
    retry: async (transactionId: number, who: Actor, extra: ActExtra = {}): Promise<void> => {
      await repository.transaction(async (tx) => {
        const payment = await repository.findPayment(transactionId, { tx });
        if (!payment) throw new AppError('not_found', 'No such withdrawal.');
        expectPayment(payment, 'withdrawal', ['authorized']);
        const payout = await repository.payouts.findWithin(tx, transactionId);
        if (payout?.status === 'sent') throw new AppError('provider_has_payment');
        if (!payout) await repository.payouts.insertWithin(tx, transactionId);
        else if (!payout.isLeased)
          await repository.payouts.moveWithin(tx, transactionId, ['due', 'stopped'], 'due', {
            dueNow: true,
          });
        await repository.insertEvent(tx, {
          transactionId,
          source: who.source,
          type: 'payout.retried',
          actor: who.actor,
          reason: who.reason,
        });
        await extra.audit?.(tx);
      });
      await send(transactionId);
    },

    /**
     * Stops an approved withdrawal's payout and gives its money back, only once the provider
     * confirms that nothing goes out: sending stops first (refused while a call is under way),
     * then the provider is asked, then the money moves. When the provider has the payout beyond
     * recall, it is left to its result.
     */
    stop: async (transactionId: number, who: Actor, extra: ActExtra = {}): Promise<PaymentRow> => {
      const payment = await repository.transaction(async (tx) => {
        const found = await repository.findPayment(transactionId, { tx });
        if (!found) throw new AppError('not_found', 'No such withdrawal.');
        expectPayment(found, 'withdrawal', ['authorized']);
        const payout = await repository.payouts.findWithin(tx, transactionId);
        if (payout?.isLeased) throw new AppError('payout_in_progress');
        if (payout)
          await repository.payouts.moveWithin(tx, transactionId, ['due', 'sent'], 'stopped');
        return found;
      });
      const hold = await ask(() =>
        providerOf(payment).stopPayout({ transactionId, reference: payment.providerReference }),
      );
      if (hold !== 'stopped') {
        await repository.transaction(async (tx) => {
          await repository.findPayment(transactionId, { tx });
          await repository.payouts.moveWithin(tx, transactionId, ['stopped'], 'sent');
          await repository.insertEvent(tx, {
            transactionId,
            source: who.source,
            type: 'payout.not_stopped',
            actor: who.actor,
            reason: `The provider has the payout (${hold}).`,
          });
        });
        throw new AppError('provider_has_payment');
      }
      return act(
        transactionId,
        who,
        'payout.stopped',
        async (found, tx) => {
          expectPayment(found, 'withdrawal', ['authorized']);
          // Handed over again meanwhile (a retry): the provider may have it now.
          const payout = await repository.payouts.findWithin(tx, transactionId);
          if (payout && payout.status !== 'stopped') throw new AppError('payout_in_progress');
          return {
            from: ['authorized'],
            to: 'declined',
            changes: { available: found.amount },
            house: 'withdrawals_pending',
          };
        },
        extra,
      );
    },
  };
};

export type Payouts = ReturnType<typeof createPayouts>;
