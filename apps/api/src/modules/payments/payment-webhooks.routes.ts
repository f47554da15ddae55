import { WEBHOOK_SIGNATURE_HEADER } from '../../adapters/psp/psp';
import { signedWebhookRoutes } from '../../lib/signed-webhook-route';

/** POST /v1/payments/webhooks/{provider}: a payment provider's events, signed as Stripe signs. */
export const paymentWebhookRoutes = signedWebhookRoutes(WEBHOOK_SIGNATURE_HEADER, {
  tag: 'payments',
  summary: 'A payment provider’s signed event (Stripe’s signature scheme)',
});
