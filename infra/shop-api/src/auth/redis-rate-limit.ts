import crypto from 'node:crypto';
import type { SharedRedis } from '@shop/server-kit';
import { sha256Hex } from './crypto';
import { retryAfterSeconds, type AttemptId, type RateLimiter } from './rate-limit';

// Atomic on the Redis server: counting and recording cannot interleave across instances, so the
// attempt counts only those recorded before it, and a refused one is never written at all.
// KEYS: one sorted set per hashed key (score: time, member: attempt). ARGV: time, start of the
// window (exclusive), max, window length, then one member per key. Returns the wait in ms, 0 if admitted.
const admitScript = `
local time = tonumber(ARGV[1])
local windowStart = ARGV[2]
local max = tonumber(ARGV[3])
local window = tonumber(ARGV[4])
local wait = 0
for _, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', windowStart)
  local counted = redis.call('ZREVRANGEBYSCORE', key, '+inf', '(' .. windowStart, 'WITHSCORES', 'LIMIT', max - 1, 1)
  if counted[2] then wait = math.max(wait, tonumber(counted[2]) + window - time) end
end
if wait > 0 then return wait end
for index, key in ipairs(KEYS) do
  redis.call('ZADD', key, time, ARGV[4 + index])
  redis.call('PEXPIRE', key, window)
end
return 0
`;

const admitCommand = 'shopRateLimitAdmit';
type AdmitCommand = (numberOfKeys: number, ...keysAndArgs: string[]) => Promise<number>;

/**
 * Sliding-window counters in Redis (REDIS_URL), shared by every instance. Keys are hashed as in
 * the database variant: Redis holds no addresses or IPs in clear text. Entries expire with their window.
 */
export function createRedisRateLimiter(redis: SharedRedis, now: () => number): RateLimiter {
  const { client } = redis;
  if (!(admitCommand in client)) client.defineCommand(admitCommand, { lua: admitScript });
  const admit = (client as unknown as Record<typeof admitCommand, AdmitCommand>)[admitCommand];
  const setOf = (hash: string) => redis.key(`rate:${hash}`);

  return {
    async admit(rule, keys) {
      const time = now();
      const hashes = keys.map(sha256Hex);
      const members = keys.map(() => crypto.randomUUID());
      const waitMs = await admit.call(
        client,
        hashes.length,
        ...hashes.map(setOf),
        String(time),
        String(time - rule.windowMs),
        String(rule.max),
        String(rule.windowMs),
        ...members,
      );
      if (waitMs > 0) return { admitted: false, retryAfterSeconds: retryAfterSeconds(waitMs) };
      return { admitted: true, ids: hashes.map((hash, index) => `${hash}/${members[index]}`) };
    },

    async forget(ids: AttemptId[]) {
      await Promise.all(
        ids.map((id) => {
          const [hash, member] = id.split('/');
          return client.zrem(setOf(hash!), member!);
        }),
      );
    },

    async clear(key) {
      await client.del(setOf(sha256Hex(key)));
    },

    // Each set expires with its window and is trimmed on every attempt: nothing to sweep.
    deleteOlderThan: async () => undefined,
  };
}
