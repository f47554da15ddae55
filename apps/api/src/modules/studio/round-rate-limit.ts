import type { FastifyInstance } from 'fastify';
import { sha256 } from '../../lib/hash';
import { createKeyedRateLimit, type KeyedLimiter } from '../../plugins/keyed-rate-limit';

/** A round is one click: a few per second at most, per game session. */
export const ROUNDS_PER_MINUTE = 240;

/**
 * The limit of the studio's round calls (spins, deals, bets, cash-outs), counted per game
 * session: the launch token of the validated body, hashed so the counters hold no credential.
 * The address's own limit still counts every call before the body is read.
 */
export const createRoundRateLimit = (
  app: FastifyInstance,
  max: number = ROUNDS_PER_MINUTE,
): KeyedLimiter =>
  createKeyedRateLimit(app, {
    max,
    keyOf: (request) => `round:${sha256((request.body as { token: string }).token)}`,
  });
