import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { connectSharedRedis, type SharedRedis } from './redis';

/** Redis used by tests when reachable: REDIS_URL if set, else the local one. */
export const testRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let redisReachable: Promise<boolean> | undefined;

/** Whether the test Redis answers; tests run their Redis variant only then. */
export function isRedisReachable(): Promise<boolean> {
  redisReachable ??= (async () => {
    const probe = new Redis(testRedisUrl, {
      lazyConnect: true,
      connectTimeout: 1500,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  })();
  return redisReachable;
}

/** A connection whose keys and channels carry a prefix of their own, removed again on close. */
export function createTestRedis(): SharedRedis {
  const prefix = `test:${crypto.randomBytes(6).toString('hex')}:`;
  const redis = connectSharedRedis(testRedisUrl, prefix);
  return {
    ...redis,
    async close() {
      const keys = await redis.client.keys(`${prefix}*`);
      if (keys.length > 0) await redis.client.del(...keys);
      await redis.close();
    },
  };
}
