import { createHmac } from 'node:crypto';
import { digestsEqual } from '../../lib/hash';

/**
 * A payment provider as the cashier sees it (decision 23): a hosted checkout page for card and
 * e-wallet deposits, payouts to a bank account, and signed webhooks that say what happened.
 * The sandbox is one; a real provider is another adapter behind the same type.
 */
export type PaymentProvider = {
  /** The adapter's name in paths and records (`/v1/payments/webhooks/{name}`). */
  name: string;
  /** A hosted payment page for one deposit: the player pays there, then returns to `returnUrl`. */
  createCheckout: (input: {
    transactionId: number;
    /** Minor units. */
    amount: bigint;
    currency: string;
    returnUrl: string;
    cancelUrl: string;
  }) => Promise<{ reference: string; url: string }>;
  /**
   * A payout of a withdrawal to the player's IBAN; its result comes later as a webhook. The
   * transaction id is the idempotency key: asked again for the same transaction (a retry after
   * a lost answer), the provider answers the payout it already has and pays nothing more.
   * Throws `PayoutRefused` when the provider will not pay it; any other error may be retried.
   */
  createPayout: (input: {
    transactionId: number;
    amount: bigint;
    currency: string;
    iban: string;
  }) => Promise<{ reference: string }>;
  /**
   * Stops the payout of a withdrawal, found by our transaction id when its reference was never
   * recorded: `stopped` when no money goes out for it (none was created, it was cancelled in
   * time, or it failed), `paid` or `processing` when the provider has it beyond recall.
   */
  stopPayout: (input: { transactionId: number; reference: string | null }) => Promise<ProviderHold>;
  /**
   * Closes a deposit's checkout so it can no longer be paid, found by our transaction id when
   * its reference was never recorded: `stopped` when nothing was or can be paid, `paid` or
   * `processing` when the player paid in time (its event settles the deposit).
   */
  expireCheckout: (input: {
    transactionId: number;
    reference: string | null;
  }) => Promise<ProviderHold>;
  /** Checks a webhook on its raw body before anything of it is believed. */
  verifyWebhook: (rawBody: string, signatureHeader: string | undefined, now: Date) => WebhookCheck;
  /** The provider's e-wallet, for a provider that has one (NeteraPay). */
  wallet?: EWallet;
};

/** What a provider holds of a payment it was asked to stop. */
export type ProviderHold = 'stopped' | 'paid' | 'processing';

/** The provider answered that it will not make this payout (not a failure to reach it). */
export class PayoutRefused extends Error {
  override name = 'PayoutRefused';
}

/** Where a player stands with an e-wallet: a PIN registered, and identified recently enough. */
export type EWalletStanding = { registered: boolean; identified: boolean };

/**
 * An e-wallet the player connects to their casino account once, by registering a PIN in the
 * wallet, and identifies with (types the PIN) before paying. The casino names the player by a
 * customer reference of its own; the wallet never sees the casino's session.
 */
export type EWallet = {
  standing: (customerRef: string, now: Date) => Promise<EWalletStanding>;
  /**
   * The wallet's own page for the player, opened beside the casino: it asks for a new PIN to
   * connect, or for the PIN to identify, whichever the player needs.
   */
  promptUrl: (customerRef: string, now: Date) => string;
  /**
   * Charges an identified player's wallet for one deposit; the result comes later as a
   * `payment.*` webhook like a hosted page's. Throws `EWalletNotReadyError` when the player is
   * not connected or not identified any more.
   */
  charge: (input: {
    transactionId: number;
    customerRef: string;
    /** Minor units. */
    amount: bigint;
    currency: string;
  }) => Promise<{ reference: string }>;
};

/** The wallet refused a charge: the player must connect or identify first. */
export class EWalletNotReadyError extends Error {
  constructor(readonly standing: EWalletStanding) {
    super('The e-wallet is not connected or the player is not identified.');
    this.name = 'EWalletNotReadyError';
  }
}

export const PSP_EVENT_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'payout.paid',
  'payout.failed',
] as const;
export type PspEventType = (typeof PSP_EVENT_TYPES)[number];

/** A provider's event about one of our transactions. */
export type PspEvent = {
  /** The provider's event id: the same event delivered twice has the same id. */
  id: string;
  type: PspEventType;
  /** Our transaction id, the merchant reference we gave the provider. */
  transactionId: number;
  /** The provider's id of the checkout session or payout. */
  reference: string;
  /** Minor units. */
  amount: bigint;
  currency: string;
};

export type WebhookCheck =
  { ok: true; event: PspEvent } | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

/** Webhook signatures older or newer than this are refused, as Stripe does. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The header the sandbox provider signs its webhooks with. */
export const WEBHOOK_SIGNATURE_HEADER = 'psp-signature';

/**
 * The headers a payment webhook's signature is read from, first present wins: Stripe's own
 * name, so a provider speaking Stripe's scheme posts as it does elsewhere, then the sandbox's.
 */
export const WEBHOOK_SIGNATURE_HEADERS = ['stripe-signature', WEBHOOK_SIGNATURE_HEADER] as const;

const mac = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/** Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>`. */
export const signWebhook = (secret: string, rawBody: string, now: Date): string => {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, rawBody)}`;
};

/** Whether the header signs exactly this body with this secret, within the tolerance. */
export const checkWebhookSignature = (
  secret: string,
  header: string | undefined,
  rawBody: string,
  now: Date,
): 'ok' | 'signature' | 'stale' => {
  if (!header || header.length > 300) return 'signature';
  const parts = header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  });
  const time = parts.find(([key]) => key === 't')?.[1] ?? '';
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value);
  // Decimal digits only: `Number` would also read `0x…`, `1e9` or a blank as a time.
  if (!/^\d{1,12}$/.test(time) || signatures.length === 0) return 'signature';
  const timestamp = Number(time);
  const expected = mac(secret, timestamp, rawBody);
  const signed = signatures.some(
    (given) => /^[0-9a-f]{64}$/.test(given) && digestsEqual(given, expected),
  );
  if (!signed) return 'signature';
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return 'stale';
  return 'ok';
};
