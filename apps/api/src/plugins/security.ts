import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import { redisRateLimitStore } from './rate-limit-store';

export type SecurityOptions = {
  rateLimitMax: number;
  /**
   * With Redis the counters are shared by the instances of one deployment: they use the same
   * `namespace` (the start of the counters' keys), another deployment on the Redis another one.
   */
  redis?: { client: Redis; namespace: string };
  /** Origin of the support-chat widget: its script, calls, frames and images are allowed. */
  supportChatOrigin?: string;
};

/**
 * Files that cost nothing to serve again and that one page view asks for by the dozen (a lobby
 * shows 48 game pictures): built assets and generated artwork. They are cached by the browser and
 * never counted against an address's limit, so browsing cannot lock a player out of the API.
 */
const UNLIMITED_FILES = /^\/(assets|media|brand|payments|games\/assets|backoffice\/assets)\//;

export const isUnlimitedFile = (method: string, url: string): boolean =>
  (method === 'GET' || method === 'HEAD') && UNLIMITED_FILES.test(url);

/**
 * Security headers with a content-security policy, and per-address rate limits. The headers'
 * middleware is built once (the Fastify plugin builds it again for every request).
 */
export const registerSecurity = async (app: FastifyInstance, options: SecurityOptions) => {
  const chat = options.supportChatOrigin ? [options.supportChatOrigin] : [];
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...chat],
        // React and the docs UI set style attributes; no inline scripts are allowed.
        'style-src': ["'self'", "'unsafe-inline'"],
        // blob: shows a player's own document pictures, fetched with their session.
        'img-src': ["'self'", 'data:', 'blob:', ...chat],
        'connect-src': ["'self'", 'ws:', 'wss:', ...chat],
        // Games run in an iframe served by this same origin; a chat widget may open its own.
        'frame-src': ["'self'", ...chat],
        'frame-ancestors': ["'self'"],
        // TLS is terminated in front of the server; HSTS covers upgrades there.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => isUnlimitedFile(request.method, request.url),
    ...(options.redis
      ? { store: redisRateLimitStore(options.redis.client, options.redis.namespace) }
      : {}),
    errorResponseBuilder: (_request, context) => {
      const error = new AppError(
        'too_many_requests',
        `Too many requests, retry in ${context.after}.`,
      );
      return error;
    },
  });
};
