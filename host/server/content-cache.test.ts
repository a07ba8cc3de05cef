import http from 'node:http';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { ShopDocumentData } from '@shop/contracts';
import { createInvalidations } from '@shop/server-kit';
import { createTestRedis, isRedisReachable, testRedisUrl } from '@shop/server-kit/redis-testing';
import { buildEdgeServer } from './app';
import type { EdgeConfig } from './config';
import type { ContentCacheOptions } from './content-cache';
import { serveReleaseSet, testEdgeConfig } from './testing/edge-config';

const cleanup: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** A stand-in gateway (and registry) that counts the content requests it gets. */
async function startGateway() {
  const state = {
    name: 'Wandbilder',
    hotline: '0800 111',
    down: false,
    /** While set, story answers wait for it: a refresh that is still running. */
    hold: null as Promise<void> | null,
    stories: [] as string[],
    globals: 0,
  };
  const services = Fastify();
  serveReleaseSet(services);
  services.get('/frontend-api/mp/storyblok/global', async (_request, reply) => {
    state.globals += 1;
    if (state.down) return reply.status(503).send({ message: 'down' });
    return { serviceHotline: { phoneNumber: state.hotline, phoneHref: 'tel:+49800111' } };
  });
  services.get('/frontend-api/mp/storyblok', async (request, reply) => {
    const query = request.query as Record<string, string>;
    state.stories.push(query.path!);
    await state.hold;
    if (state.down) return reply.status(503).send({ message: 'down' });
    if (query.path !== '/de-de/wandbilder')
      return reply.status(404).send({ message: 'Page not found' });
    const name = query._storyblok ? `${state.name} (Entwurf)` : state.name;
    return { name, full_slug: 'de-de/wandbilder', content: { component: 'Page', title: name } };
  });
  const url = await services.listen({ port: 0, host: '127.0.0.1' });
  cleanup.push(() => services.close());
  return { state, url };
}

function testClock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const cacheOptions = (now: () => number): ContentCacheOptions => ({
  freshMs: 1000,
  staleWhileRevalidateMs: 60_000,
  revalidateWaitMs: 0,
  staleIfErrorMs: 24 * 60 * 60 * 1000,
  maxEntries: 100,
  now,
});

async function startEdge(gatewayUrl: string, overrides: Partial<EdgeConfig>) {
  const app = await buildEdgeServer(testEdgeConfig(gatewayUrl, overrides), { logLevel: 'silent' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  cleanup.push(() => app.close());
  return url;
}

/** A page load with the shop's host name: its status and inlined shop data. */
const load = (edgeUrl: string, pathname: string) =>
  new Promise<{ status: number; data: ShopDocumentData }>((resolve, reject) => {
    const request = http.get(
      `${edgeUrl}${pathname}`,
      { headers: { host: 'localhost', cookie: 'splitIoUserKey=shopper-1' } },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () => {
          const json = /<script type="application\/json" id="shop-data">(.*?)<\/script>/s.exec(
            html,
          )?.[1];
          resolve({ status: response.statusCode!, data: JSON.parse(json ?? 'null') });
        });
      },
    );
    request.on('error', reject);
  });

const storyName = async (edgeUrl: string, pathname = '/wandbilder') =>
  ((await load(edgeUrl, pathname)).data.page.story as { name: string } | null)?.name;

describe('the edge’s content cache', () => {
  it('answers a second page load within the fresh time without asking the gateway, 404s included', async () => {
    const gateway = await startGateway();
    const clock = testClock();
    const edge = await startEdge(gateway.url, { contentCache: cacheOptions(clock.now) });

    const first = await load(edge, '/wandbilder');
    expect(first.status).toBe(200);
    expect(first.data.page.story).toMatchObject({ name: 'Wandbilder' });
    expect(first.data.hotline).toMatchObject({ display: '0800 111' });
    clock.advance(900);
    const second = await load(edge, '/wandbilder');
    expect(second.data).toEqual(first.data);
    expect(gateway.state.stories).toEqual(['/de-de/wandbilder']);
    expect(gateway.state.globals).toBe(1);

    expect((await load(edge, '/neu')).status).toBe(404);
    expect((await load(edge, '/neu')).status).toBe(404);
    expect(gateway.state.stories.filter((path) => path === '/de-de/neu')).toHaveLength(1);
  });

  it('after the fresh time serves the stale page while one refresh runs, then the new one', async () => {
    const gateway = await startGateway();
    const clock = testClock();
    const edge = await startEdge(gateway.url, { contentCache: cacheOptions(clock.now) });
    expect(await storyName(edge)).toBe('Wandbilder');

    gateway.state.name = 'Neue Wandbilder';
    let release!: () => void;
    gateway.state.hold = new Promise((resolve) => (release = resolve));
    clock.advance(1500);
    const during = await Promise.all([storyName(edge), storyName(edge), storyName(edge)]);
    expect(during).toEqual(['Wandbilder', 'Wandbilder', 'Wandbilder']);
    expect(gateway.state.stories).toHaveLength(2);

    gateway.state.hold = null;
    release();
    await expect.poll(() => storyName(edge)).toBe('Neue Wandbilder');
    expect(gateway.state.stories).toHaveLength(2);
  });

  it('serves the last good story and navigation while the gateway is down', async () => {
    const gateway = await startGateway();
    const clock = testClock();
    const edge = await startEdge(gateway.url, { contentCache: cacheOptions(clock.now) });
    expect(await storyName(edge)).toBe('Wandbilder');

    gateway.state.down = true;
    // Past the stale-while-revalidate time the request waits for the gateway, which fails.
    clock.advance(2 * 60 * 60 * 1000);
    const outage = await load(edge, '/wandbilder');
    expect(outage.status).toBe(200);
    expect(outage.data.page).toMatchObject({ status: 'ok', story: { name: 'Wandbilder' } });
    expect(outage.data.hotline).toMatchObject({ display: '0800 111' });
    expect(gateway.state.stories).toHaveLength(2);
  });

  it('always asks the gateway for the visual editor’s drafts, and never mixes them into the cache', async () => {
    const gateway = await startGateway();
    const clock = testClock();
    const edge = await startEdge(gateway.url, { contentCache: cacheOptions(clock.now) });
    expect(await storyName(edge)).toBe('Wandbilder');
    expect(await storyName(edge, '/wandbilder?_storyblok=42')).toBe('Wandbilder (Entwurf)');
    expect(await storyName(edge, '/wandbilder?_storyblok=42')).toBe('Wandbilder (Entwurf)');
    expect(gateway.state.stories).toHaveLength(3);
    expect(await storyName(edge)).toBe('Wandbilder');
    expect(gateway.state.stories).toHaveLength(3);
  });
});

describe.skipIf(!(await isRedisReachable()))('the edge’s content cache with Redis', () => {
  it('loads a channel’s content anew after the content service’s change notice', async () => {
    const redis = createTestRedis();
    cleanup.push(() => redis.close());
    const notices = createInvalidations(redis, 'content');
    cleanup.push(() => notices.close());
    const gateway = await startGateway();
    const clock = testClock();
    const edge = await startEdge(gateway.url, {
      contentCache: cacheOptions(clock.now),
      redis: { url: testRedisUrl, prefix: redis.prefix },
    });
    expect(await storyName(edge)).toBe('Wandbilder');
    expect(await storyName(edge)).toBe('Wandbilder');
    expect(gateway.state.stories).toHaveLength(1);

    // Well within the fresh time: only the notice makes the edge ask again.
    gateway.state.name = 'Neue Wandbilder';
    gateway.state.hotline = '0800 222';
    await notices.publish('wallart');
    await expect.poll(() => storyName(edge)).toBe('Neue Wandbilder');
    expect((await load(edge, '/wandbilder')).data.hotline).toMatchObject({ display: '0800 222' });
  });
});
