import { z } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptRawBody } from './raw-body';

const WEBHOOK_BODY_LIMIT_BYTES = 65_536;

/** What a provider's webhook handler does with the exact text sent and its signature header. */
export type WebhookReceiver = {
  receive: (provider: string, body: string, signature: string | undefined) => Promise<string>;
};

/**
 * `POST /{provider}` of an outside provider's signed events. No site credentials: the body is
 * kept as the exact text sent, and the provider's signature over it (in `signatureHeader`, or
 * the first present of several names) is checked by the receiver before anything is parsed.
 * Every verified event is answered 200, applied or not, so it is not sent again.
 */
export const signedWebhookRoutes =
  (
    signatureHeader: string | readonly string[],
    doc: { tag: string; summary: string },
  ): FastifyPluginAsyncZod<{ webhooks: WebhookReceiver }> =>
  async (app, { webhooks }) => {
    acceptRawBody(app, WEBHOOK_BODY_LIMIT_BYTES);

    app.post(
      '/:provider',
      {
        schema: {
          tags: [doc.tag],
          summary: doc.summary,
          params: z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/) }),
          response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) },
        },
      },
      async (request) => {
        const names = typeof signatureHeader === 'string' ? [signatureHeader] : signatureHeader;
        const header = names
          .map((name) => request.headers[name])
          .find((value) => value !== undefined);
        const outcome = await webhooks.receive(
          request.params.provider,
          typeof request.body === 'string' ? request.body : '',
          typeof header === 'string' ? header : undefined,
        );
        return { received: true as const, outcome };
      },
    );
  };
