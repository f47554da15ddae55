import { WEBHOOK_SIGNATURE_HEADERS } from '../../adapters/psp/psp';
import { signedWebhookRoutes } from '../../lib/signed-webhook-route';

/**
 * POST /v1/payments/webhooks/{provider}: a payment provider's events, signed as Stripe signs,
 * in Stripe's `Stripe-Signature` header or the sandbox's `psp-signature`.
 */
export const paymentWebhookRoutes = signedWebhookRoutes(WEBHOOK_SIGNATURE_HEADERS, {
  tag: 'payments',
  summary: 'A payment provider’s signed event (Stripe’s signature scheme and header)',
});
