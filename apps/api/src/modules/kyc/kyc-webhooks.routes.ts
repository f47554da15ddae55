import { KYC_DIGEST_HEADER } from '../../adapters/kyc/kyc';
import { signedWebhookRoutes } from '../../lib/signed-webhook-route';

/** POST /v1/kyc/webhooks/{provider}: a verification provider's events, by `X-Payload-Digest`. */
export const kycWebhookRoutes = signedWebhookRoutes(KYC_DIGEST_HEADER, {
  tag: 'kyc',
  summary: 'A verification provider’s signed event (X-Payload-Digest, HMAC-SHA256 hex)',
});
