import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedRedis } from '@shop/server-kit';
import { createTestRedis, isRedisReachable } from '@shop/server-kit/redis-testing';
import { startTestRegistry, type TestRegistry } from '../testing';

describe.skipIf(!(await isRedisReachable()))('console login limit shared through Redis', () => {
  let redis: SharedRedis;
  let registries: TestRegistry[];
  beforeAll(async () => {
    redis = createTestRedis();
    const options = { redis, loginLimits: { perName: 3, perAddress: 100, windowMs: 60_000 } };
    // Separate databases: only Redis can carry the count from one instance to the other.
    registries = [
      await startTestRegistry('sqlite', options),
      await startTestRegistry('sqlite', options),
    ];
  });
  afterAll(async () => {
    await Promise.all(registries?.map((registry) => registry.close()) ?? []);
    await redis?.close();
  });

  const attempt = (registry: TestRegistry, name: string) =>
    fetch(`${registry.url}/console/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, password: 'guess-guess-1' }),
    });

  it('refuses the fourth attempt on a name across two instances with 429 and a wait', async () => {
    const [one, two] = registries as [TestRegistry, TestRegistry];
    expect((await attempt(one, 'shared')).status).toBe(401);
    expect((await attempt(two, 'shared')).status).toBe(401);
    expect((await attempt(one, 'shared')).status).toBe(401);
    for (const registry of [two, one]) {
      const limited = await attempt(registry, 'shared');
      expect(limited.status).toBe(429);
      expect((await limited.json()).message).toMatch(/Too many login attempts; try again in 1 min/);
    }
    expect((await attempt(two, 'someone-else')).status).toBe(401);
  });
});
