import { afterEach, describe, expect, it } from 'vitest';
import type { SharedRedis } from '@shop/server-kit';
import { createTestRedis, isRedisReachable } from '@shop/server-kit/redis-testing';
import {
  manage,
  startTestContentService,
  startTestGateway,
  type RunningContentService,
} from '../testing';
import { pageStory } from './gateway-fixtures';

const wallartDe = { 'x-channel': 'wallart-de', 'x-locale': 'de-DE' };
const redisReachable = await isRedisReachable();

type Gateway = Awaited<ReturnType<typeof startTestGateway>>;

const page = (gateway: Gateway, path: string) =>
  fetch(
    `${gateway.url}/frontend-api/mp/storyblok?${new URLSearchParams({ apiVersion: 'v2', path, version: 'published' })}`,
    { headers: wallartDe },
  );
const titleOf = async (response: Response) =>
  ((await response.json()) as { content: { title: string } }).content.title;

describe.skipIf(!redisReachable)('content gateways sharing one Redis', () => {
  let redis: SharedRedis;
  let service: RunningContentService | undefined;
  let serviceUrl = '';
  const gateways: Gateway[] = [];
  // Entries stay fresh for a minute: only a change notice can make a gateway load again.
  const clockMs = Date.now();
  const gateway = async (offsetMs = 0) => {
    const started = await startTestGateway(serviceUrl, {
      redis,
      freshMs: 60_000,
      now: () => clockMs + offsetMs,
    });
    gateways.push(started);
    return started;
  };

  afterEach(async () => {
    for (const started of gateways.splice(0)) await started.close();
    await service?.close();
    await redis.close();
  });

  it('a publish through the content service shows on the next request to every gateway', async () => {
    redis = createTestRedis();
    service = await startTestContentService('sqlite', { redis });
    serviceUrl = service.url;
    const [first, second] = [await gateway(), await gateway()];
    const created = await manage(service.url, 'POST', '/v1/spaces/wallart/stories', {
      story: pageStory('de-de/angebot', { title: 'Alt' }),
      publish: true,
    });
    expect(await titleOf(await page(first, '/de-DE/angebot'))).toBe('Alt');
    expect(await titleOf(await page(second, '/de-DE/angebot'))).toBe('Alt');

    await manage(service.url, 'PUT', `/v1/spaces/wallart/stories/${created.json.story.id}`, {
      story: { content: { ...created.json.story.content, title: 'Neu' } },
      publish: 1,
    });
    // The notice travels through Redis pub/sub, asynchronously to the management answer.
    await expect.poll(async () => titleOf(await page(second, '/de-DE/angebot'))).toBe('Neu');
    await expect.poll(async () => titleOf(await page(first, '/de-DE/angebot'))).toBe('Neu');
    const latecomer = await gateway();
    expect(await titleOf(await page(latecomer, '/de-DE/angebot'))).toBe('Neu');
  });

  it('a new gateway serves the copy another gateway stored while the content service is down', async () => {
    redis = createTestRedis();
    service = await startTestContentService('sqlite', { redis });
    serviceUrl = service.url;
    await manage(service.url, 'POST', '/v1/spaces/wallart/stories', {
      story: pageStory('de-de/bleibt', { title: 'Bleibt' }),
      publish: true,
    });
    const first = await gateway();
    expect(await titleOf(await page(first, '/de-DE/bleibt'))).toBe('Bleibt');
    await service.close();
    service = undefined;

    // Its clock is past the fresh time: the stored copy is stale and the service is asked first.
    const restarted = await gateway(90_000);
    await expect.poll(async () => (await page(restarted, '/de-DE/bleibt')).status).toBe(200);
    const stale = await page(restarted, '/de-DE/bleibt');
    expect(stale.headers.get('x-content-cache')).toBe('stale-if-error');
    expect(await titleOf(stale)).toBe('Bleibt');
    expect((await page(restarted, '/de-DE/nie-geladen')).status).toBe(502);
  });
});
