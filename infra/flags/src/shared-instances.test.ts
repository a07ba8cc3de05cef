import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@shop/db/testing';
import type { SharedRedis } from '@shop/server-kit';
import { createTestRedis, isRedisReachable } from '@shop/server-kit/redis-testing';
import { startService, type RunningService } from './testing/service';

const flag = {
  name: 'new_checkout',
  trafficTypeName: 'user',
  defaultTreatment: 'off',
  conditions: [
    {
      conditionType: 'ROLLOUT',
      matcherGroup: {
        combiner: 'AND',
        matchers: [{ matcherType: 'ALL_KEYS', keySelector: { trafficType: 'user' } }],
      },
      partitions: [{ treatment: 'on', size: 100 }],
    },
  ],
};

type FlagChanges = { ff: { d: Array<{ name: string; killed: boolean }>; t: number } };

describe.skipIf(!(await isRedisReachable()))('two flag service instances on one Redis', () => {
  let database: TestDatabase<unknown>;
  let redis: SharedRedis;
  let first: RunningService;
  let second: RunningService;

  beforeAll(async () => {
    database = await createTestDatabase<unknown>('sqlite');
    redis = createTestRedis();
    first = await startService('sqlite', { redis }, database);
    // Without a notice this instance would keep its change numbers for a minute.
    second = await startService('sqlite', { redis, changeNumbersMaxAgeMs: 60_000 }, database);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
    await redis.close();
  });

  it('a kill through one instance is in the next /splitChanges of the other', async () => {
    expect((await first.admin('PUT', `/flags/${flag.name}`, flag)).status).toBe(201);
    const changes = async (since = -1) =>
      (await (
        await second.sdk(`/splitChanges?s=1.3&since=${since}&rbSince=-1`)
      ).json()) as FlagChanges;
    await expect
      .poll(async () => (await changes()).ff.d.map((item) => item.name))
      .toEqual([flag.name]);
    const { t } = (await changes()).ff;

    expect((await first.admin('POST', `/flags/${flag.name}/kill`)).status).toBe(200);
    // The notice crosses Redis pub/sub asynchronously to the admin answer.
    await expect
      .poll(async () => (await changes(t)).ff.d.map((item) => [item.name, item.killed]))
      .toEqual([[flag.name, true]]);
  });
});
