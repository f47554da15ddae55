import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

/** What the plugin hands a store's constructor and `child`: the merged options of a limit. */
type LimitOptions = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * The plugin's own Redis counters under `namespace`, with a well-formed key for every limit. A
 * route's limit counts under its method and URL (`POST/v1/auth/login-<ip>`), as the plugin does;
 * a limit made with `createRateLimit` has no route, and the plugin would name its counters
 * `undefinedundefined-<key>`: its key generator names them itself (`round:<hash>`), so they sit
 * right under the namespace, the same on every instance.
 */
export const redisRateLimitStore = (redis: Redis, namespace: string): FastifyRateLimitStoreCtor => {
  const storeUnder = (prefix: string, options: LimitOptions) => {
    const counters = new RedisStore(
      options.continueExceeding ?? false,
      options.exponentialBackoff ?? false,
      redis,
      prefix,
    );
    return {
      incr: counters.incr.bind(counters),
      child: (routeOptions: unknown) => {
        const limit = routeOptions as LimitOptions;
        const route = limit.routeInfo;
        const routePrefix =
          route?.method && route.url ? `${String(route.method)}${route.url}-` : '';
        return storeUnder(`${namespace}${routePrefix}`, limit);
      },
    } as unknown as FastifyRateLimitStore;
  };
  // The plugin builds its store with `new`; a constructor may hand back another object.
  return function RateLimitStore(options: LimitOptions) {
    return storeUnder(namespace, options);
  } as unknown as FastifyRateLimitStoreCtor;
};
