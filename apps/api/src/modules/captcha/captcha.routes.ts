import { captchaChallengeResponse } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaService } from './captcha.service';

/** Each challenge costs the server a signature only; still, nobody needs more than this. */
const rateLimit = { max: 30, timeWindow: '1 minute' };

export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService }> = async (
  app,
  { captcha },
) => {
  app.get(
    '/captcha/challenge',
    {
      config: { rateLimit },
      schema: {
        tags: ['captcha'],
        summary: 'A signed ALTCHA proof-of-work challenge for the registration form',
        response: { 200: captchaChallengeResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      // The widget reads the challenge itself, not an `{ data }` envelope.
      return captcha.createChallenge();
    },
  );
};
