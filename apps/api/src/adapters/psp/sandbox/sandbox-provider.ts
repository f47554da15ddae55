import { randomToken } from '../../../lib/hash';
import {
  checkWebhookSignature,
  type PaymentProvider,
  type ProviderHold,
  type PspEventType,
} from '../psp';
import { newEventBody, parseEventBody } from './sandbox-events';
import { createSandboxWallet } from './sandbox-wallet';
import type { SandboxRepository, SandboxSession } from './sandbox.repository';

/** The sandbox's test cards (spaces ignored), as its hosted page lists them. */
export const SANDBOX_CARDS = {
  approves: '4242424242424242',
  declines: '4000000000000002',
  approvesAfterDelay: '4000000000000077',
} as const;

/** A payout whose amount ends in these cents (e.g. 20.13) fails; every other one is paid. */
export const SANDBOX_FAILING_PAYOUT_CENTS = 13n;

export const SANDBOX_PROVIDER = 'sandbox';

/** A checkout session's id as the sandbox makes them. */
const CHECKOUT_ID = /^cs_test_[A-Za-z0-9_-]{1,64}$/;

export type SandboxOptions = {
  repository: SandboxRepository;
  /** Signs the webhooks (PSP_WEBHOOK_SECRET). */
  secret: string;
  /** Address the hosted page is served at, e.g. `http://localhost:8080`. */
  publicUrl: string;
  /** How long a delayed card approval and a payout take (PSP_SANDBOX_DELAY_MS). */
  delayMs: number;
};

export type CardOutcome = 'approved' | 'declined' | 'delayed' | 'unknown_card';

/** What the sandbox does with a card number typed on its hosted page. */
export const outcomeOfCard = (number: string): CardOutcome => {
  const digits = number.replace(/[\s-]/g, '');
  if (digits === SANDBOX_CARDS.approves) return 'approved';
  if (digits === SANDBOX_CARDS.declines) return 'declined';
  if (digits === SANDBOX_CARDS.approvesAfterDelay) return 'delayed';
  return 'unknown_card';
};

/**
 * The sandbox payment provider: in the same process and database, but on its own records. It
 * answers the casino as a real provider would, through signed webhooks from its outbox. Its
 * e-wallet plays NeteraPay (connect with a PIN, identify, then pay).
 */
export const createSandboxProvider = (options: SandboxOptions) => {
  const { repository } = options;
  const wallet = createSandboxWallet(options);

  /** Closes a session with its result and queues the webhook, in one transaction. */
  const finish = async (
    session: SandboxSession,
    from: string,
    to: 'succeeded' | 'failed' | 'cancelled',
    event: PspEventType,
  ): Promise<boolean> =>
    repository.transaction(async (tx) => {
      const moved = await repository.moveSession(tx, session.id, from, to);
      if (!moved) return false;
      const { id, body } = newEventBody(event, moved, new Date());
      await repository.queueEvent(tx, id, body);
      return true;
    });

  /**
   * Closes the first of `sessions` still in `open` (to `closed`), once: what the provider then
   * holds of them all, a payment or payout that went through or is being decided included.
   */
  const hold = async (
    sessions: SandboxSession[],
    open: string,
    closed: 'cancelled' | 'expired',
  ): Promise<ProviderHold> => {
    let answer: ProviderHold = 'stopped';
    for (const session of sessions) {
      const moved = await repository.transaction((tx) =>
        repository.moveSession(tx, session.id, open, closed),
      );
      const status = moved ? closed : ((await repository.findSession(session.id))?.status ?? '');
      if (status === 'succeeded') return 'paid';
      if (status === 'processing' || status === 'open') answer = 'processing';
    }
    return answer;
  };

  const provider: PaymentProvider = {
    name: SANDBOX_PROVIDER,

    createCheckout: async (input) => {
      const id = `cs_test_${randomToken(24)}`;
      await repository.insertSession({
        id,
        kind: 'payment',
        reference: String(input.transactionId),
        amount: input.amount,
        currency: input.currency,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
        status: 'open',
      });
      return { reference: id, url: `${options.publicUrl}/sandbox/psp/checkout/${id}` };
    },

    createPayout: async (input) => {
      const payout = await repository.upsertPayout({
        id: `po_test_${randomToken(24)}`,
        kind: 'payout',
        reference: String(input.transactionId),
        amount: input.amount,
        currency: input.currency,
        status: 'processing',
        decideAt: new Date(Date.now() + options.delayMs),
      });
      return { reference: payout.id };
    },

    // A payout is undecided (`processing`) until its delay ends: cancelled before, it never pays.
    stopPayout: async (input) =>
      hold(
        await repository.findByReference('payout', String(input.transactionId), input.reference),
        'processing',
        'cancelled',
      ),

    // An open checkout is expired; one the player paid (or is paying by a delayed card) stays.
    expireCheckout: async (input) =>
      hold(
        await repository.findByReference('payment', String(input.transactionId), input.reference),
        'open',
        'expired',
      ),

    verifyWebhook: (rawBody, signatureHeader, now) => {
      const signature = checkWebhookSignature(options.secret, signatureHeader, rawBody, now);
      if (signature !== 'ok') return { ok: false, reason: signature };
      const event = parseEventBody(rawBody);
      return event ? { ok: true, event } : { ok: false, reason: 'malformed' };
    },

    wallet: wallet.wallet,
  };

  return {
    provider,

    /** The sandbox's e-wallet (NeteraPay) and its page's steps. */
    wallet,

    findCheckout: async (id: string): Promise<SandboxSession | undefined> => {
      // An id the sandbox never makes names no session; it is not looked up.
      if (!CHECKOUT_ID.test(id)) return undefined;
      const session = await repository.findSession(id);
      return session?.kind === 'payment' ? session : undefined;
    },

    /**
     * The player paid on the hosted page: approved and declined cards are decided at once, the
     * delayed card after `delayMs`. False when the session was not open any more.
     */
    pay: async (session: SandboxSession, outcome: Exclude<CardOutcome, 'unknown_card'>) => {
      if (outcome === 'approved') return finish(session, 'open', 'succeeded', 'payment.succeeded');
      if (outcome === 'declined') return finish(session, 'open', 'failed', 'payment.failed');
      return repository.transaction(
        async (tx) =>
          (await repository.moveSession(
            tx,
            session.id,
            'open',
            'processing',
            new Date(Date.now() + options.delayMs),
          )) !== undefined,
      );
    },

    /** The player left the hosted page: the payment fails, so the deposit is declined. */
    cancel: (session: SandboxSession) => finish(session, 'open', 'cancelled', 'payment.failed'),

    /** Decides delayed card payments and payouts that are due; each once, whoever runs it. */
    decideDue: async (limit = 50): Promise<number> =>
      repository.transaction(async (tx) => {
        const due = await repository.claimDueDecisions(tx, limit);
        for (const session of due) {
          const fails =
            session.kind === 'payout' && session.amount % 100n === SANDBOX_FAILING_PAYOUT_CENTS;
          const type: PspEventType =
            session.kind === 'payout'
              ? fails
                ? 'payout.failed'
                : 'payout.paid'
              : 'payment.succeeded';
          const moved = await repository.moveSession(
            tx,
            session.id,
            'processing',
            fails ? 'failed' : 'succeeded',
          );
          if (!moved) continue;
          const { id, body } = newEventBody(type, moved, new Date());
          await repository.queueEvent(tx, id, body);
        }
        return due.length;
      }),
  };
};

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
