import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { ShopDocumentData } from '@shop/contracts';
import { testDialects } from '@shop/db/testing';
import { fakeArtifactFiles, startTestRegistry } from '@shop/registry/testing';
import { manage, startTestContentService, startTestGateway } from '@shop/content/testing';
import { buildEdgeServer } from './app';
import { testEdgeConfig } from './testing/edge-config';

const cleanup: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

type Edge = { app: FastifyInstance; url: string };

/** An edge over HTTP in production settings, with the given registry, gateway and kept state. */
async function startEdge(options: {
  registryUrl: string;
  gatewayUrl: string;
  stateDir: string;
  artifactsDir: string;
}): Promise<Edge> {
  const config = testEdgeConfig(options.registryUrl, {
    contentGatewayUrl: options.gatewayUrl,
    stateDir: options.stateDir,
    artifactsDir: options.artifactsDir,
  });
  const app = await buildEdgeServer(config, { logLevel: 'silent' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  cleanup.push(() => app.close());
  return { app, url };
}

/** GET over real HTTP with the shop's host name (fetch would not send a chosen Host header). */
const get = (edge: Edge, pathname: string) =>
  new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    const request = http.get(
      `${edge.url}${pathname}`,
      { headers: { host: 'localhost', cookie: 'splitIoUserKey=shopper-1' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            type: response.headers['content-type'] ?? '',
            text,
          }),
        );
      },
    );
    request.on('error', reject);
  });
const inlined = (html: string) => {
  const json = /<script type="application\/json" id="shop-data">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as ShopDocumentData) : null;
};

describe.each(await testDialects())(
  'the edge through outages, with the registry and content on %s',
  (dialect) => {
    it('keeps serving pages and remotes while the registry and the content gateway are down, also after a restart', async () => {
      // The real registry with one published, promoted remote, and the real content service and gateway.
      const registry = await startTestRegistry(dialect, { environment: 'production' });
      cleanup.push(() => registry.database.close());
      await registry.client.publish({
        remote: 'mf_navigation',
        version: '1.4.0',
        files: fakeArtifactFiles('mf_navigation'),
      });
      const { releaseSet } = await registry.client.promote(
        'wallart',
        { mf_navigation: '1.4.0' },
        'Fault test',
      );
      const content = await startTestContentService(dialect);
      cleanup.push(() => content.close());
      const created = await manage(content.url, 'POST', '/v1/spaces/wallart/stories', {
        publish: true,
        story: {
          name: 'Wandbilder',
          full_slug: 'de-de/wandbilder',
          content: {
            component: 'Page',
            _uid: 'page',
            title: 'Wandbilder',
            description: 'Kunst',
            body: [],
          },
        },
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const gateway = await startTestGateway(content.url);
      const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-state-'));
      cleanup.push(() => fs.rmSync(stateDir, { recursive: true, force: true }));
      const services = {
        registryUrl: registry.url,
        gatewayUrl: gateway.url,
        stateDir,
        artifactsDir: registry.artifactsDir,
      };

      const edge = await startEdge(services);
      const served = await get(edge, '/wandbilder');
      expect(served.status).toBe(200);
      expect(inlined(served.text)).toMatchObject({
        releaseSet: { id: releaseSet.id, remotes: { mf_navigation: { version: '1.4.0' } } },
        page: { status: 'ok', story: { name: 'Wandbilder' } },
      });

      // The gateway stops: the page served a moment ago is still served, with its story.
      await gateway.close();
      const gatewayDown = await get(edge, '/wandbilder');
      expect(gatewayDown.status).toBe(200);
      expect(inlined(gatewayDown.text)?.page).toMatchObject({
        status: 'ok',
        story: { name: 'Wandbilder' },
      });

      // The registry stops too: the set the edge knows, and the remote's files from the artifact store.
      await registry.app.close();
      const bothDown = await get(edge, '/wandbilder');
      expect(bothDown.status).toBe(200);
      expect(inlined(bothDown.text)?.releaseSet.id).toBe(releaseSet.id);
      const entry = await get(edge, '/remotes/mf_navigation/1.4.0/remoteEntry.js');
      expect(entry.status).toBe(200);
      expect(entry.text).toContain('var mf_navigation');

      // A new edge instance, started while the registry is down, with the gateway back: pages from the kept set.
      const gatewayAgain = await startTestGateway(content.url);
      cleanup.push(() => gatewayAgain.close());
      const restarted = await startEdge({ ...services, gatewayUrl: gatewayAgain.url });
      const cold = await get(restarted, '/wandbilder');
      expect(cold.status).toBe(200);
      expect(cold.type).toContain('text/html');
      expect(inlined(cold.text)).toMatchObject({
        releaseSet: { id: releaseSet.id, remotes: { mf_navigation: { version: '1.4.0' } } },
        page: { status: 'ok', story: { name: 'Wandbilder' } },
      });
      expect((await get(restarted, '/remotes/mf_navigation/1.4.0/mf-manifest.json')).status).toBe(
        200,
      );

      // A page this edge never served, while the gateway is down as well: the shell with the kept set, 503, never a bare 500.
      await gatewayAgain.close();
      const never = await get(restarted, '/neu');
      expect(never.status).toBe(503);
      expect(never.type).toContain('text/html');
      expect(inlined(never.text)?.releaseSet.id).toBe(releaseSet.id);
    });
  },
);
