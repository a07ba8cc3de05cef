import { afterEach, describe, expect, it } from 'vitest';
import { createInvalidations, openSharedRedis, type Invalidations } from './redis';
import { createTestRedis, isRedisReachable } from './redis-testing';

const withRedis = await isRedisReachable();

describe('change notices', () => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const item of opened.splice(0).reverse()) await item.close();
  });

  it('without Redis reach this process only, at once', async () => {
    const notices = createInvalidations(null, 'content');
    const heard: string[] = [];
    notices.onMessage((message) => heard.push(message));
    await notices.publish('wallart');
    expect(heard).toEqual(['wallart']);
  });

  it.skipIf(!withRedis)('with Redis reach every instance, the sender too', async () => {
    const redis = createTestRedis();
    opened.push(redis);
    const [a, b]: Invalidations[] = [
      createInvalidations(redis, 'release-sets'),
      createInvalidations(redis, 'release-sets'),
    ];
    opened.push(a!, b!);
    const heardByA: string[] = [];
    const heardByB: string[] = [];
    a!.onMessage((message) => heardByA.push(message));
    b!.onMessage((message) => heardByB.push(message));
    await b!.publish('noop');
    await a!.publish('kartenliebe');
    await expect.poll(() => heardByB).toContain('kartenliebe');
    await expect.poll(() => heardByA).toContain('kartenliebe');
  });

  it('refuses a REDIS_URL that is not a Redis address, and none is no Redis', () => {
    expect(() => openSharedRedis({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/redis:\/\//);
    expect(openSharedRedis({})).toBeNull();
  });
});
