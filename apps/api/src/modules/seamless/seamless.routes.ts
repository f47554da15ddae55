import {
  errorSchema,
  playParams,
  seamlessBalanceBody,
  seamlessBetBody,
  seamlessResponse,
  seamlessRollbackBody,
  seamlessWinBody,
  SIGNATURE_HEADER,
} from '@prime/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { Provider, SeamlessAnswer, SeamlessService } from './seamless.service';
import { providerSecret, verifySignature } from './signature';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyRequest {
    /** The body exactly as sent, for the signature; set on the seamless-wallet routes only. */
    rawBody?: string;
  }
}

const answers = { 200: seamlessResponse, '4xx': errorSchema };

/**
 * The seamless wallet for game providers, at /seamless/{provider_slug}/{balance|bet|win|rollback}.
 * No site credentials here: each request is signed with the provider's own secret over the raw
 * body, and a request with a missing or wrong signature is refused before anything is read.
 */
export const seamlessRoutes: FastifyPluginAsyncZod<{
  seamless: SeamlessService;
  /** The provider of a slug with its switch as it is now (the casino's catalog). */
  providerBySlug: (slug: string) => Promise<Provider | undefined>;
  masterKey: string;
}> = async (app, { seamless, providerBySlug, masterKey }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('invalid_json'), undefined);
    }
  });

  const providers = new Map<string, Provider>();
  const secrets = new Map<string, string>();
  const secretOf = (slug: string) => {
    let secret = secrets.get(slug);
    if (secret === undefined) {
      secret = providerSecret(masterKey, slug);
      secrets.set(slug, secret);
    }
    return secret;
  };
  const signedProvider = async (request: FastifyRequest<{ Params: { provider_slug: string } }>) => {
    const slug = request.params.provider_slug;
    // The path is checked before anything is looked up: an impossible slug names no provider.
    if (!playParams.safeParse(request.params).success) throw new AppError('invalid_signature');
    let provider = providers.get(slug);
    if (!provider) {
      provider = await providerBySlug(slug);
      if (!provider) throw new AppError('invalid_signature');
      providers.set(slug, provider);
      // The enabled flag is read again after a minute, so an operator's switch takes effect.
      setTimeout(() => providers.delete(slug), 60_000).unref();
    }
    const header = request.headers[SIGNATURE_HEADER];
    const valid = verifySignature(
      secretOf(slug),
      typeof header === 'string' ? header : undefined,
      request.rawBody ?? '',
    );
    if (!valid) throw new AppError('invalid_signature');
    return provider;
  };

  const verified = new WeakMap<FastifyRequest, Provider>();

  const route = <Body>(
    action: 'balance' | 'bet' | 'win' | 'rollback',
    body: ZodType<Body>,
    summary: string,
    handle: (provider: Provider, body: Body) => Promise<SeamlessAnswer>,
  ) =>
    app.post(
      `/:provider_slug/${action}`,
      {
        // Providers' servers call from few addresses at high rates; the signature gates them.
        config: { rateLimit: false },
        schema: {
          tags: ['seamless wallet'],
          summary,
          params: playParams,
          body,
          response: answers,
        },
        // The signature is checked before the body is validated, so a stranger learns nothing.
        preValidation: async (request) => {
          verified.set(
            request,
            await signedProvider(request as FastifyRequest<{ Params: { provider_slug: string } }>),
          );
        },
      },
      async (request, reply) => {
        const provider = verified.get(request);
        if (!provider) throw new AppError('invalid_signature');
        const answer = await handle(provider, request.body as Body);
        return reply.code(answer.status).send(answer.body);
      },
    );

  route('balance', seamlessBalanceBody, 'The player’s balance', (provider, body) =>
    seamless.balance(provider, body),
  );
  route(
    'bet',
    seamlessBetBody,
    'Debit a bet, checked against the player’s status and limits',
    (provider, body) => seamless.bet(provider, body),
  );
  route(
    'win',
    seamlessWinBody,
    'Credit a win of a bet (also after the session ended)',
    (provider, body) => seamless.win(provider, body),
  );
  route(
    'rollback',
    seamlessRollbackBody,
    'Cancel a bet; an unknown bet id is refused later',
    (provider, body) => seamless.rollback(provider, body),
  );
};
