import {
  OPT_OUT_RATE_LIMIT_PER_MINUTE,
  optOutBody,
  optOutResponse,
  optOutTokenHeaders,
  optOutTokenResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { NewsletterService } from './newsletter.service';

/** No session guards these routes, so each address gets far fewer tries than elsewhere. */
const rateLimit = { max: OPT_OUT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.get(
    '/notifications/newsletter/token/opt-out',
    {
      config: { rateLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'Whether the token of an opt-out link is valid (header `token`)',
        headers: optOutTokenHeaders,
        response: { 200: optOutTokenResponse },
      },
    },
    async (request) => {
      const { token } = request.headers;
      if (!token) {
        throw new AppError('validation_failed', undefined, { token: ['The token is required'] });
      }
      return { data: await newsletter.checkToken(request.skin.id, token) };
    },
  );

  app.post(
    '/notifications/newsletter/opt-out',
    {
      config: { rateLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribes the player of the token from the newsletter and/or marketing',
        body: optOutBody,
        response: { 200: optOutResponse },
      },
    },
    async (request) => ({ data: await newsletter.optOut(request.skin.id, request.body) }),
  );
};
