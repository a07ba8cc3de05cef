import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import type { SharedRedis } from '@shop/server-kit';
import { createTestRedis, isRedisReachable } from '@shop/server-kit/redis-testing';
import { countEntries, createKeyQuota, defaultIngestLimits } from './http/ingest-limits';
import { sdkKey, startService, type RunningService } from './testing/service';

const impression = (n: number) => ({
  k: `user-${n}`,
  t: 'on',
  m: 1_700_000_000_000 + n,
  c: 1,
  r: 'default rule',
});
const impressions = (count: number) => [
  { f: 'alpha', i: Array.from({ length: count }, (_, n) => impression(n)) },
];

describe('ingest entry count', () => {
  it('counts impressions per flag group, counts, unique keys and events', () => {
    expect(
      countEntries([
        { f: 'a', i: [1, 2] },
        { f: 'b', i: [3] },
      ]),
    ).toBe(3);
    expect(countEntries({ pf: [{}, {}] })).toBe(2);
    expect(countEntries({ keys: [{}, {}, {}] })).toBe(3);
    expect(countEntries([{ eventTypeId: 'x' }, { eventTypeId: 'y' }])).toBe(2);
  });

  it('refuses a key past its requests per minute, and lets it in again in the next minute', () => {
    let time = 0;
    const admit = createKeyQuota({ ...defaultIngestLimits, perKeyPerMinute: 2 }, () => time);
    admit('k');
    admit('k');
    expect(() => admit('k')).toThrow(/SDK key/);
    time = 60_000;
    expect(() => admit('k')).not.toThrow();
  });
});

describe.each(await testDialects())('ingest limits over HTTP on %s', (dialect) => {
  let service: RunningService | undefined;
  afterEach(async () => service?.close());
  const stored = async () =>
    (
      await service!.database.db
        .selectFrom('flags_impression' as never)
        .select('id' as never)
        .execute()
    ).length;

  it('answers 413 with the error shape for too many entries or bytes, and stores none of them', async () => {
    service = await startService(dialect);
    const post = (body: string) =>
      service!.sdk('/testImpressions/bulk', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const crowded = await post(JSON.stringify(impressions(defaultIngestLimits.maxEntries + 1)));
    expect(crowded.status).toBe(413);
    expect(await crowded.json()).toMatchObject({
      code: 'too-many-entries',
      message: expect.stringContaining('5000'),
    });
    const heavy = await post(
      JSON.stringify([{ f: 'alpha', i: [{ ...impression(1), pad: 'x'.repeat(2 * 1024 * 1024) }] }]),
    );
    expect(heavy.status).toBe(413);
    expect(await stored()).toBe(0);
    expect((await post(JSON.stringify(impressions(3)))).status).toBe(200);
    expect(await stored()).toBe(3);
  });

  it('limits one address, as the edge forwards it, to its requests per minute; another address still gets through', async () => {
    service = await startService(dialect, {
      ingestLimits: { ...defaultIngestLimits, perIpPerMinute: 3 },
    });
    const from = (ip: string) =>
      service!.sdk('/testImpressions/bulk', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(impressions(1)),
      });
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await from('203.0.113.5')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await from('203.0.113.5');
    expect(await refused.json()).toMatchObject({ code: 'too-many-requests' });
    expect((await from('203.0.113.6')).status).toBe(200);
  });

  it('limits a key over all addresses, beacons included', async () => {
    service = await startService(dialect, {
      ingestLimits: { ...defaultIngestLimits, perKeyPerMinute: 2 },
    });
    const beacon = (ip: string) =>
      fetch(`${service!.api}/testImpressions/beacon`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': ip },
        body: JSON.stringify({ entries: impressions(1), token: sdkKey, sdk: 'javascript-11.4.1' }),
      });
    expect([(await beacon('198.51.100.1')).status, (await beacon('198.51.100.2')).status]).toEqual([
      200, 200,
    ]);
    const third = await beacon('198.51.100.3');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe.skipIf(!(await isRedisReachable()))('ingest limits shared through Redis', () => {
  let redis: SharedRedis | undefined;
  let services: RunningService[] = [];
  afterEach(async () => {
    await Promise.all(services.map((service) => service.close()));
    await redis?.close();
    services = [];
  });
  // Two instances on separate databases: only Redis can carry a count from one to the other.
  async function twoInstances(limits: Partial<typeof defaultIngestLimits>) {
    redis = createTestRedis();
    const options = { redis, ingestLimits: { ...defaultIngestLimits, ...limits } };
    services = [await startService('sqlite', options), await startService('sqlite', options)];
    return services as [RunningService, RunningService];
  }
  const post = (service: RunningService, ip: string) =>
    service.sdk('/testImpressions/bulk', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(impressions(1)),
    });

  it('counts one address over both instances', async () => {
    const [one, two] = await twoInstances({ perIpPerMinute: 3 });
    const statuses = [];
    for (const service of [one, two, one, two])
      statuses.push((await post(service, '203.0.113.9')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await post(one, '203.0.113.9')).status).toBe(429);
    expect((await post(two, '203.0.113.10')).status).toBe(200);
  });

  it('counts one SDK key over both instances and all addresses', async () => {
    const [one, two] = await twoInstances({ perKeyPerMinute: 2 });
    expect([
      (await post(one, '198.51.100.7')).status,
      (await post(two, '198.51.100.8')).status,
    ]).toEqual([200, 200]);
    const third = await post(one, '198.51.100.9');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(50);
  });
});
