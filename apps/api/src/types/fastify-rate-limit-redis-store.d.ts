/** The Redis counters of @fastify/rate-limit, which the package ships without their own types. */
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';

  export type RateLimitCount = { current: number; ttl: number };

  export default class RedisStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string);
    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitCount) => void,
      timeWindow: number,
      max: number,
    ): void;
  }
}
