import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopDocumentData } from '@shop/contracts';
import { buildRegistryApp } from '@shop/registry';
import {
  fakeArtifactFiles,
  startTestRegistry,
  testToken,
  type TestRegistry,
} from '@shop/registry/testing';
import { manage, startTestContentService, startTestGateway } from '@shop/content/testing';
import type { SharedRedis } from '@shop/server-kit';
import { createTestRedis, isRedisReachable, testRedisUrl } from '@shop/server-kit/redis-testing';
import { buildEdgeServer } from './app';
import type { EdgeConfig } from './config';
import { testEdgeConfig } from './testing/edge-config';

const cleanup: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

let gatewayUrl: string;
beforeAll(async () => {
  const content = await startTestContentService('sqlite');
  cleanup.push(() => content.close());
  await manage(content.url, 'POST', '/v1/spaces/wallart/stories', {
    publish: true,
    story: {
      name: 'Wandbilder',
      full_slug: 'de-de/wandbilder',
      content: { component: 'Page', _uid: 'p', title: 'Wandbilder', description: 'x', body: [] },
    },
  });
  const gateway = await startTestGateway(content.url);
  cleanup.push(() => gateway.close());
  gatewayUrl = gateway.url;
});

/** A production registry with two published versions of the navigation, 1.4.0 promoted. */
async function startRegistry(redis?: SharedRedis) {
  const registry = await startTestRegistry('sqlite', { environment: 'production', redis });
  cleanup.push(() => registry.close());
  for (const version of ['1.4.0', '1.5.0'])
    await registry.client.publish({
      remote: 'mf_navigation',
      version,
      files: fakeArtifactFiles('mf_navigation'),
    });
  await registry.client.promote('wallart', { mf_navigation: '1.4.0' }, 'First');
  const activeReads: string[] = [];
  const feedPolls: string[] = [];
  const count = (server: http.Server) =>
    server.on('request', (request: http.IncomingMessage) => {
      if (request.url === '/api/channels/wallart/active') activeReads.push(request.url);
      if (request.url?.startsWith('/api/release-sets/changes')) feedPolls.push(request.url);
    });
  count(registry.app.server);
  /** Stops the registry and starts it again on the same port and database, as a deploy does. */
  async function restart() {
    await registry.app.close();
    const again = await buildRegistryApp({
      db: registry.database.db,
      artifactsDir: registry.artifactsDir,
      tokens: [{ name: 'tester', token: testToken, scope: 'release' }],
      environment: 'production',
      logLevel: 'silent',
    });
    // Closed before the database the first registry's cleanup closes.
    cleanup.push(() => again.close());
    feedPolls.length = 0;
    count(again.server);
    await again.listen({ port: Number(new URL(registry.url).port), host: '127.0.0.1' });
  }
  return { registry, activeReads, feedPolls, restart };
}

/** The edge follows the feed once it polls a second time: it sends that poll after taking the first answer. */
const following = (feedPolls: string[]) =>
  expect.poll(() => feedPolls.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

async function startEdge(registry: TestRegistry, overrides: Partial<EdgeConfig> = {}) {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-state-'));
  cleanup.push(() => fs.rmSync(stateDir, { recursive: true, force: true }));
  const app = await buildEdgeServer(
    testEdgeConfig(registry.url, {
      contentGatewayUrl: gatewayUrl,
      stateDir,
      artifactsDir: registry.artifactsDir,
      ...overrides,
    }),
    { logLevel: 'silent' },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  cleanup.push(() => app.close());
  return url;
}

/** The navigation version a page load of /wandbilder gets (the Host header needs node:http). */
const navigationVersion = (edgeUrl: string) =>
  new Promise<string | undefined>((resolve, reject) => {
    const request = http.get(
      `${edgeUrl}/wandbilder`,
      { headers: { host: 'localhost', cookie: 'splitIoUserKey=shopper-1' } },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () => {
          const json = /<script type="application\/json" id="shop-data">(.*?)<\/script>/s.exec(
            html,
          )?.[1];
          const data = json ? (JSON.parse(json) as ShopDocumentData) : undefined;
          resolve(data?.releaseSet.remotes.mf_navigation?.version);
        });
      },
    );
    request.on('error', reject);
  });

describe('release sets at the edge without Redis', () => {
  it('keeps a channel’s set while following the registry’s change feed, and serves each change within a second', async () => {
    const { registry, activeReads, feedPolls } = await startRegistry();
    const edge = await startEdge(registry);
    await following(feedPolls);
    for (let load = 0; load < 3; load++) expect(await navigationVersion(edge)).toBe('1.4.0');
    expect(activeReads).toHaveLength(1);

    await registry.client.promote('wallart', { mf_navigation: '1.5.0' }, 'Next');
    await expect.poll(() => navigationVersion(edge), { timeout: 1000 }).toBe('1.5.0');
    // The shopper's bucket is below 100, so a canary for everyone reaches them.
    await registry.client.startCanary('wallart', { mf_navigation: '1.4.0' }, 99, 'Try the old one');
    await expect.poll(() => navigationVersion(edge), { timeout: 1000 }).not.toBe('1.5.0');
    await registry.client.stopCanary('wallart', 'Enough');
    await expect.poll(() => navigationVersion(edge), { timeout: 1000 }).toBe('1.5.0');
    await registry.client.rollback('wallart', { reason: 'Back' });
    await expect.poll(() => navigationVersion(edge), { timeout: 1000 }).toBe('1.4.0');
    const reads = activeReads.length;
    expect(await navigationVersion(edge)).toBe('1.4.0');
    expect(activeReads).toHaveLength(reads);
  });

  it('keeps the feed internal: the edge forwards no shopper to it', async () => {
    const { registry, feedPolls } = await startRegistry();
    const edge = await startEdge(registry);
    await following(feedPolls);
    const polls = feedPolls.length;
    for (const path of ['/api/release-sets/changes', '/remotes/../api/release-sets/changes'])
      expect((await fetch(`${edge}${path}`)).status, path).toBe(404);
    expect(feedPolls).toHaveLength(polls);
  });

  it('follows the feed again after the registry restarts, and serves the next promotion', async () => {
    const { registry, activeReads, feedPolls, restart } = await startRegistry();
    const edge = await startEdge(registry);
    await following(feedPolls);
    expect(await navigationVersion(edge)).toBe('1.4.0');
    await restart();
    await following(feedPolls);
    await registry.client.promote('wallart', { mf_navigation: '1.5.0' }, 'After the restart');
    await expect.poll(() => navigationVersion(edge), { timeout: 1000 }).toBe('1.5.0');
    const reads = activeReads.length;
    expect(await navigationVersion(edge)).toBe('1.5.0');
    expect(activeReads).toHaveLength(reads);
  });

  it('asks the registry on every page load while the feed is cut off, so no promotion is missed', async () => {
    const { registry, activeReads, feedPolls } = await startRegistry();
    // A registry whose feed fails, as one behind a proxy that cuts held requests would.
    registry.app.server.prependListener('request', (request: http.IncomingMessage) => {
      if (request.url?.startsWith('/api/release-sets/changes')) request.socket.destroy();
    });
    const edge = await startEdge(registry);
    await expect.poll(() => feedPolls.length).toBeGreaterThanOrEqual(1);
    expect(await navigationVersion(edge)).toBe('1.4.0');
    expect(await navigationVersion(edge)).toBe('1.4.0');
    expect(activeReads).toHaveLength(2);
    await registry.client.promote('wallart', { mf_navigation: '1.5.0' }, 'Next');
    expect(await navigationVersion(edge)).toBe('1.5.0');
  });
});

describe.skipIf(!(await isRedisReachable()))('release sets at the edge with Redis', () => {
  it('keeps a channel’s set until the registry announces a change, then serves the new one', async () => {
    const redis = createTestRedis();
    cleanup.push(() => redis.close());
    const { registry, activeReads } = await startRegistry(redis);
    const redisSettings = { url: testRedisUrl, prefix: redis.prefix };
    const [first, second] = [
      await startEdge(registry, { redis: redisSettings }),
      await startEdge(registry, { redis: redisSettings }),
    ];
    for (const edge of [first, second]) {
      expect(await navigationVersion(edge)).toBe('1.4.0');
      expect(await navigationVersion(edge)).toBe('1.4.0');
    }
    expect(activeReads).toHaveLength(2);

    await registry.client.promote('wallart', { mf_navigation: '1.5.0' }, 'Next');
    // The notice crosses Redis pub/sub asynchronously to the registry's answer; the safety TTL is 30 s.
    for (const edge of [first, second])
      await expect.poll(() => navigationVersion(edge), { timeout: 5000 }).toBe('1.5.0');
    await registry.client.rollback('wallart', { reason: 'Back' });
    for (const edge of [first, second])
      await expect.poll(() => navigationVersion(edge), { timeout: 5000 }).toBe('1.4.0');
  });
});
