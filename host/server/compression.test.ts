import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEdgeServer } from './app';
import { serveReleaseSet, testEdgeConfig } from './testing/edge-config';

let services: FastifyInstance;
let edge: FastifyInstance;

beforeAll(async () => {
  services = Fastify();
  serveReleaseSet(services);
  services.get('/frontend-api/mp/storyblok/global', async () => ({}));
  services.get('/frontend-api/mp/storyblok', async () => ({
    name: 'Wandbilder',
    full_slug: 'de-de/wandbilder',
    content: { component: 'Page', title: 'Wandbilder', body: 'Leinwand '.repeat(500) },
  }));
  await services.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(services.server.address() as { port: number }).port}`;
  edge = await buildEdgeServer(testEdgeConfig(url), { logLevel: 'silent' });
});
afterAll(async () => {
  await edge?.close();
  await services?.close();
});

describe('compressed answers', () => {
  it('sends documents and scripts with Brotli when the browser accepts it, gzip otherwise', async () => {
    const page = await edge.inject({
      url: '/wandbilder',
      headers: { host: 'localhost', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('Wandbilder');
    expect(page.rawPayload.length).toBeLessThan(html.length / 2);

    const script = await edge.inject({
      url: '/assets/main.abc.js',
      headers: { host: 'localhost', 'accept-encoding': 'gzip' },
    });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(script.rawPayload).toString()).toContain('shell');
  });

  it('sends plain bytes to a client that accepts no encoding', async () => {
    const page = await edge.inject({ url: '/wandbilder', headers: { host: 'localhost' } });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toContain('Wandbilder');
  });
});
