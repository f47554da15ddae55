import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export type KeyedRateLimit = {
  /** Requests allowed per key in a minute. */
  max: number;
  /**
   * The counter's key, from what the request resolved to (its session, its validated body). It
   * names the counter on its own (in Redis right under the deployment's namespace), so it starts
   * with the limit's name: `round:<hash>`, `me:<session>`.
   */
  keyOf: (request: FastifyRequest) => string;
};

/** A request handler that answers 429 once a key has used its allowance. */
export type KeyedLimiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A limit counted per key known only after the body is parsed or the session resolved, as a
 * preHandler placed after them. It comes on top of the per-address limit every route keeps at
 * `onRequest`: the rate-limit plugin runs one of its route hooks per request, so this one counts
 * through the plugin's counter (shared in Redis when configured) and answers 429 itself.
 */
export const createKeyedRateLimit = (
  app: FastifyInstance,
  { max, keyOf }: KeyedRateLimit,
): KeyedLimiter => {
  const count = app.createRateLimit({ max, timeWindow: '1 minute', keyGenerator: keyOf });
  return async (request, reply) => {
    const counted = await count(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    void reply.header('retry-after', counted.ttlInSeconds);
    throw new AppError(
      'too_many_requests',
      `Too many requests, retry in ${counted.ttlInSeconds} seconds.`,
    );
  };
};
