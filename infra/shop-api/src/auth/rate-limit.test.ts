import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '@shop/db';
import { createTestDatabase, testDialects } from '@shop/db/testing';
import { createTestRedis, isRedisReachable } from '@shop/server-kit/redis-testing';
import type { ShopSchema } from '../db/schema';
import { shopMigrations } from '../db/migrations';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { createRedisRateLimiter } from './redis-rate-limit';

const minute = 60_000;
const rule = { max: 3, windowMs: 15 * minute };

type Store = {
  /** A limiter on the shared store; several of them stand for several instances. */
  limiter(): RateLimiter;
  /** Everything the store holds, to check that no key is kept in clear text. */
  contents(): Promise<string>;
  close(): Promise<void>;
};

const clock = { time: Date.UTC(2026, 0, 5, 9), now: () => clock.time };

async function sqlStore(dialect: 'sqlite' | 'postgres'): Promise<Store> {
  const database = await createTestDatabase<ShopSchema>(dialect);
  await migrateToLatest(database.db, 'shop', shopMigrations(database.dialect));
  return {
    limiter: () => createRateLimiter(database.db, clock.now),
    contents: async () =>
      JSON.stringify(await database.db.selectFrom('shop_rate_event').selectAll().execute()),
    close: () => database.close(),
  };
}

async function redisStore(): Promise<Store> {
  const redis = createTestRedis();
  return {
    limiter: () => createRedisRateLimiter(redis, clock.now),
    async contents() {
      const keys = await redis.client.keys(`${redis.prefix}*`);
      const members = await Promise.all(keys.map((key) => redis.client.zrange(key, 0, -1)));
      return JSON.stringify({ keys, members });
    },
    close: () => redis.close(),
  };
}

const redisReachable = await isRedisReachable();
const stores = [
  ...(await testDialects()).map((dialect) => ({ name: dialect, open: () => sqlStore(dialect) })),
  { name: 'redis', open: redisStore },
];

describe.each(stores)('rate limits on $name', ({ name, open }) => {
  const skip = name === 'redis' && !redisReachable;
  let store: Store;
  let limiter: RateLimiter;
  beforeAll(async () => {
    if (skip) return;
    store = await open();
    limiter = store.limiter();
  });
  afterAll(() => store?.close());

  it.skipIf(skip)('admits max attempts in the window, then refuses with the wait', async () => {
    const key = 'login:account:wallart:window@example.com';
    for (let attempt = 0; attempt < rule.max; attempt++) {
      expect((await limiter.admit(rule, [key])).admitted).toBe(true);
      clock.time += minute;
    }
    expect(await limiter.admit(rule, [key])).toEqual({
      admitted: false,
      retryAfterSeconds: 12 * 60,
    });
    clock.time += 12 * minute;
    expect((await limiter.admit(rule, [key])).admitted).toBe(true);
  });

  it.skipIf(skip)('does not count refused attempts, so waiting out the window works', async () => {
    const key = 'reset:ip:10.0.0.1';
    for (let attempt = 0; attempt < rule.max; attempt++)
      expect((await limiter.admit(rule, [key])).admitted).toBe(true);
    clock.time += minute;
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await limiter.admit(rule, [key])).admitted).toBe(false);
    clock.time += 14 * minute;
    for (let attempt = 0; attempt < rule.max; attempt++)
      expect((await limiter.admit(rule, [key])).admitted).toBe(true);
    expect((await limiter.admit(rule, [key])).admitted).toBe(false);
  });

  it.skipIf(skip)(
    'refuses when any key is over its limit and counts none of them then',
    async () => {
      const busy = 'signup:ip:10.0.0.2';
      const fresh = 'signup:account:wallart:fresh@example.com';
      for (let attempt = 0; attempt < rule.max; attempt++) await limiter.admit(rule, [busy]);
      expect((await limiter.admit(rule, [fresh, busy])).admitted).toBe(false);
      for (let attempt = 0; attempt < rule.max; attempt++)
        expect((await limiter.admit(rule, [fresh])).admitted).toBe(true);
    },
  );

  it.skipIf(skip)('takes back forgotten attempts and clears a key', async () => {
    const key = 'voucher:ip:10.0.0.3';
    const admissions = [];
    for (let attempt = 0; attempt < rule.max; attempt++)
      admissions.push(await limiter.admit(rule, [key, 'voucher:all']));
    const first = admissions[0]!;
    if (!first.admitted) throw new Error('the first attempt should be admitted');
    await limiter.forget(first.ids);
    expect((await limiter.admit(rule, [key])).admitted).toBe(true);
    expect((await limiter.admit(rule, [key])).admitted).toBe(false);
    await limiter.clear(key);
    expect((await limiter.admit(rule, [key])).admitted).toBe(true);
  });

  it.skipIf(skip)('lets exactly max of twenty parallel attempts through', async () => {
    const key = 'login:account:wallart:burst@example.com';
    const admissions = await Promise.all(
      Array.from({ length: 20 }, () => limiter.admit(rule, [key])),
    );
    expect(admissions.filter((admission) => admission.admitted)).toHaveLength(rule.max);
  });

  it.skipIf(skip)('shares one count between instances', async () => {
    const key = 'login:account:wallart:shared@example.com';
    const [one, two] = [store.limiter(), store.limiter()];
    for (let attempt = 0; attempt < rule.max; attempt++)
      expect((await (attempt % 2 ? two : one).admit(rule, [key])).admitted).toBe(true);
    expect(await two.admit(rule, [key])).toMatchObject({ admitted: false });
    expect(await one.admit(rule, [key])).toMatchObject({ admitted: false });
  });

  it.skipIf(skip)('keeps no address or IP in clear text', async () => {
    await limiter.admit(rule, ['contact:email:plain@example.com', 'contact:ip:192.0.2.77']);
    const contents = await store.contents();
    expect(contents).not.toContain('plain@example.com');
    expect(contents).not.toContain('192.0.2.77');
    expect(contents.length).toBeGreaterThan(100);
  });
});
