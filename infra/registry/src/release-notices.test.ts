import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvalidations, type Invalidations, type SharedRedis } from '@shop/server-kit';
import { createTestRedis, isRedisReachable } from '@shop/server-kit/redis-testing';
import { fakeArtifactFiles, startTestRegistry, type TestRegistry } from './testing';

describe.skipIf(!(await isRedisReachable()))('release set change notices through Redis', () => {
  let redis: SharedRedis;
  let registry: TestRegistry;
  let notices: Invalidations;
  const heard: string[] = [];

  beforeAll(async () => {
    redis = createTestRedis();
    registry = await startTestRegistry('sqlite', { redis });
    notices = createInvalidations(redis, 'release-sets');
    notices.onMessage((channel) => heard.push(channel));
    for (const version of ['1.0.0', '1.1.0'])
      await registry.client.publish({
        remote: 'mf_navigation',
        version,
        files: fakeArtifactFiles('mf_navigation'),
      });
  });
  afterAll(async () => {
    await notices.close();
    await registry.close();
    await redis.close();
  });

  it('names the channel after each promotion, canary start and stop, and rollback, and not after a refused one', async () => {
    const expectHeard = (channels: string[]) => expect.poll(() => heard).toEqual(channels);
    await registry.client.promote('wallart', { mf_navigation: '1.0.0' }, 'First');
    await expectHeard(['wallart']);
    await registry.client
      .startCanary('kartenliebe', { mf_navigation: '1.1.0' }, 10, 'Try')
      .catch(() => undefined);
    await registry.client.startCanary('wallart', { mf_navigation: '1.1.0' }, 10, 'Try');
    await registry.client.stopCanary('wallart', 'Enough');
    await registry.client.promote('wallart', { mf_navigation: '1.1.0' }, 'Second');
    await registry.client.rollback('wallart', { reason: 'Back' });
    await expectHeard(['wallart', 'wallart', 'wallart', 'wallart', 'wallart']);
  });
});
