import { z } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WEBHOOK_SIGNATURE_HEADER } from '../../adapters/psp/psp';
import { acceptRawBody } from '../../lib/raw-body';
import type { PaymentWebhooks } from './payment-webhooks';

const WEBHOOK_BODY_LIMIT_BYTES = 65_536;

/**
 * POST /v1/payments/webhooks/{provider}: a payment provider's events. No site credentials: the
 * body is kept as the exact text sent, and the provider's signature over it is checked before
 * it is parsed. Every verified event is answered 200, applied or not, so it is not sent again.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ webhooks: PaymentWebhooks }> = async (
  app,
  { webhooks },
) => {
  acceptRawBody(app, WEBHOOK_BODY_LIMIT_BYTES);

  app.post(
    '/:provider',
    {
      schema: {
        tags: ['payments'],
        summary: 'A payment provider’s signed event (Stripe’s signature scheme)',
        params: z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/) }),
        response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) },
      },
    },
    async (request) => {
      const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
      const outcome = await webhooks.receive(
        request.params.provider,
        typeof request.body === 'string' ? request.body : '',
        typeof header === 'string' ? header : undefined,
      );
      return { received: true as const, outcome };
    },
  );
};
