import { z } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KYC_DIGEST_HEADER } from '../../adapters/kyc/kyc';
import { acceptRawBody } from '../../lib/raw-body';
import type { KycWebhooks } from './kyc-webhooks';

const WEBHOOK_BODY_LIMIT_BYTES = 65_536;

/**
 * POST /v1/kyc/webhooks/{provider}: a verification provider's events. No site credentials: the
 * body is kept as the exact text sent and its `X-Payload-Digest` checked before it is parsed.
 * Every verified event is answered 200, applied or not, so it is not sent again.
 */
export const kycWebhookRoutes: FastifyPluginAsyncZod<{ webhooks: KycWebhooks }> = async (
  app,
  { webhooks },
) => {
  acceptRawBody(app, WEBHOOK_BODY_LIMIT_BYTES);

  app.post(
    '/:provider',
    {
      schema: {
        tags: ['kyc'],
        summary: 'A verification provider’s signed event (X-Payload-Digest, HMAC-SHA256 hex)',
        params: z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/) }),
        response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) },
      },
    },
    async (request) => {
      const header = request.headers[KYC_DIGEST_HEADER];
      const outcome = await webhooks.receive(
        request.params.provider,
        typeof request.body === 'string' ? request.body : '',
        typeof header === 'string' ? header : undefined,
      );
      return { received: true as const, outcome };
    },
  );
};
