import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEdgeServer } from './app';
import { testEdgeConfig } from './testing/edge-config';

const temp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
const cleanup: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** Registry and content gateway in one stand-in that can be stopped like the real ones. */
async function startServices(): Promise<{ url: string; stop(): Promise<void> }> {
  const services = Fastify();
  services.get('/api/channels/:channel/active', async (request) => ({
    id: 41,
    channel: (request.params as { channel: string }).channel,
    environment: 'production',
    remotes: {
      mf_navigation: {
        version: '3.1.0',
        manifestUrl: '/remotes/mf_navigation/3.1.0/mf-manifest.json',
        integrity: 'sha384-AAAA',
      },
    },
    canary: null,
  }));
  services.get('/frontend-api/mp/storyblok/global', async () => ({}));
  services.get('/frontend-api/mp/storyblok', async (request, reply) => {
    const { path: storyPath } = request.query as { path: string };
    if (storyPath !== '/de-de/wandbilder') return reply.status(404).send({ message: 'not found' });
    return {
      name: 'Wandbilder',
      full_slug: 'de-de/wandbilder',
      content: { component: 'Page', title: 'Wandbilder' },
    };
  });
  await services.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(services.server.address() as { port: number }).port}`;
  return { url, stop: () => services.close() };
}

async function startEdge(servicesUrl: string, stateDir: string): Promise<FastifyInstance> {
  const config = testEdgeConfig(servicesUrl, { stateDir });
  const edge = await buildEdgeServer(config, { logLevel: 'silent' });
  cleanup.push(() => edge.close());
  return edge;
}

const page = (edge: FastifyInstance) =>
  edge.inject({ url: '/wandbilder', headers: { host: 'localhost' } });
const inlinedSetId = (html: string) => /"releaseSet":\{"id":(\d+)/.exec(html)?.[1];

describe('the edge through outages', () => {
  it('a restarted edge serves pages with the kept release set while the registry and gateway are down', async () => {
    const stateDir = temp('edge-state-');
    const services = await startServices();
    const first = await startEdge(services.url, stateDir);
    const before = await page(first);
    expect(before.statusCode).toBe(200);
    expect(inlinedSetId(before.body)).toBe('41');

    await services.stop();
    // The running edge: the story it served a moment ago, with the set it knows.
    const during = await page(first);
    expect(during.statusCode).toBe(200);
    expect(during.body).toContain('Wandbilder');
    expect(inlinedSetId(during.body)).toBe('41');

    // A new edge with no set in memory: the set comes from disk; a page never served is the shell's 503, not a bare 500.
    const restarted = await startEdge(services.url, stateDir);
    const cold = await restarted.inject({ url: '/neu', headers: { host: 'localhost' } });
    expect(cold.statusCode).toBe(503);
    expect(cold.headers['content-type']).toContain('text/html');
    expect(inlinedSetId(cold.body)).toBe('41');
  });
});
