import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedRedis } from '@shop/server-kit';
import { createTestRedis, isRedisReachable } from '@shop/server-kit/redis-testing';
import {
  createRateLimiter,
  createRedisRateLimiter,
  storyblokRateLimits,
  type CdnRateLimit,
} from './rate-limit';

const limits = { ...storyblokRateLimits, single: 3 };
// Mid-second, so the test's own calls cannot straddle a second boundary.
const clock = { time: Date.UTC(2026, 0, 5, 9, 0, 0, 500), now: () => clock.time };
const token = 'test-wallart-public-token';

async function outcomes(limit: CdnRateLimit, count: number) {
  const results = [];
  for (let call = 0; call < count; call++)
    results.push(
      await limit(token, 'single').then(
        () => 'admitted',
        (error: { statusCode: number; message: string }) => `${error.statusCode} ${error.message}`,
      ),
    );
  return results;
}

describe('CDN rate limits in process', () => {
  it('admits a tier budget per second and refuses the rest with 429', async () => {
    const limit = createRateLimiter(limits, clock.now);
    const results = await outcomes(limit, 4);
    expect(results.slice(0, 3)).toEqual(['admitted', 'admitted', 'admitted']);
    expect(results[3]).toBe(
      '429 Rate limit exceeded: at most 3 requests per second for single stories with this token. Retry after a moment.',
    );
    clock.time += 1000;
    expect(await outcomes(limit, 1)).toEqual(['admitted']);
  });
});

const redisReachable = await isRedisReachable();

describe.skipIf(!redisReachable)('CDN rate limits in Redis', () => {
  let redis: SharedRedis;
  beforeAll(() => {
    redis = createTestRedis();
  });
  afterAll(() => redis?.close());

  it('shares one second budget between two instances', async () => {
    const one = createRedisRateLimiter(redis, limits, clock.now);
    const two = createRedisRateLimiter(redis, limits, clock.now);
    expect([...(await outcomes(one, 2)), ...(await outcomes(two, 1))]).toEqual([
      'admitted',
      'admitted',
      'admitted',
    ]);
    const [refused] = await outcomes(two, 1);
    expect(refused).toBe(
      '429 Rate limit exceeded: at most 3 requests per second for single stories with this token. Retry after a moment.',
    );
    expect(await outcomes(one, 1)).toEqual([refused]);
    clock.time += 1000;
    expect([...(await outcomes(one, 1)), ...(await outcomes(two, 1))]).toEqual([
      'admitted',
      'admitted',
    ]);
  });

  it('keeps each counter for two seconds at most and no token in clear text', async () => {
    await createRedisRateLimiter(redis, limits, clock.now)(token, 'upTo25');
    const keys = await redis.client.keys(`${redis.prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toContain(token);
      const ttl = await redis.client.ttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(2);
    }
  });
});
