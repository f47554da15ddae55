import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/hash';
import { demoToken } from '../../test/calls/play';
import { startHarness, type Harness } from '../../test/harness';
import { findGameOn } from '../../test/queries/games';
import { useRedis } from '../../test/redis-server';

/**
 * Two instances of one deployment on one database and one Redis: a game session's rounds are
 * counted once across both, under a key that names the session's counter and nothing else. The
 * suite's Redis (REDIS_URL) is used when set; otherwise this file runs a Redis of its own.
 */
const ROUNDS = 3;
const redisPrefix = `prime-rounds-${randomUUID()}:`;
let redis: Awaited<ReturnType<typeof useRedis>> | undefined;
let reader: Redis;
let a: Harness;
let b: Harness;

beforeAll(async () => {
  redis = await useRedis();
  reader = new Redis(redis.url);
  a = await startHarness({ roundsPerMinute: ROUNDS, redisPrefix });
  b = await startHarness({
    roundsPerMinute: ROUNDS,
    redisPrefix,
    reuse: { database: a.database, drop: async () => {} },
  });
});
afterAll(async () => {
  await b?.detach();
  await a?.close();
  await reader?.quit();
  redis?.release();
});

describe('the round limit on Redis', () => {
  it('counts a session on both instances under a well-formed key', async () => {
    const dice = await findGameOn(a, 'dice', true, false);
    const token = await demoToken(a, dice);
    const session = await a.app.inject({
      method: 'GET',
      url: `/studio/session?token=${encodeURIComponent(token)}`,
    });
    const bet = session.json<{ data: { bets: number[] } }>().data.bets[0]!;
    const roll = async (h: Harness) =>
      (
        await h.app.inject({
          method: 'POST',
          url: '/studio/dice/roll',
          payload: { token, bet, choice: { direction: 'under', target: 50 } },
        })
      ).statusCode;

    // Two rounds on one instance and one on the other use up the session's allowance of three.
    expect([await roll(a), await roll(b), await roll(a)]).toEqual([200, 200, 200]);
    expect(await roll(b)).toBe(429);
    expect(await roll(a)).toBe(429);

    const keys = await reader.keys(`${redisPrefix}*`);
    expect(keys).toContain(`${redisPrefix}rate-limit:round:${sha256(token)}`);
    expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
  });
});
