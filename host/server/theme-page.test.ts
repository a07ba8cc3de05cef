import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentHostTable } from '@shop/catalogue';
import { buildEdgeServer } from './app';
import type { EdgeConfig } from './config';
import { themeIdOf } from './theme-exists';

describe('the themes page at the edge', () => {
  let upstream: FastifyInstance;
  let edge: FastifyInstance;
  const themeChecks: { url: string; channel: unknown }[] = [];
  let catalogueDown = false;

  beforeAll(async () => {
    // One upstream plays catalogue, content gateway and registry: it knows the theme hochzeit-1.
    upstream = Fastify({ logger: false });
    upstream.get('/web-api/themes/:id', async (request, reply) => {
      themeChecks.push({ url: request.url, channel: request.headers['x-channel'] });
      if (catalogueDown) return reply.status(503).send({ message: 'down' });
      const { id } = request.params as { id: string };
      return id === 'hochzeit-1'
        ? { payload: { theme: { themeId: id } } }
        : reply.status(404).send({ code: 'not-found', message: `No theme ${id}` });
    });
    upstream.get('/frontend-api/mp/storyblok', async (request) => {
      const { path: storyPath } = request.query as { path: string };
      return { name: 'Error', full_slug: storyPath, content: { component: 'Page', body: [] } };
    });
    upstream.all('/*', async (_request, reply) => reply.status(404).send({ message: 'none' }));
    const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
    const assetsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-assets-'));
    fs.writeFileSync(
      path.join(assetsDir, 'assets-manifest.json'),
      JSON.stringify({ publicPath: '/assets/', entries: { main: { js: [], css: [] } } }),
    );
    const config: EdgeConfig = {
      environment: 'development',
      registryUrl: upstreamUrl,
      shopApiUrl: upstreamUrl,
      contentGatewayUrl: upstreamUrl,
      flagsUrl: upstreamUrl,
      catalogueUrl: upstreamUrl,
      assetsDir,
      remoteTimeoutMs: 4000,
      hostTable: developmentHostTable,
      integrations: { googleClientId: null, recaptchaSiteKey: null },
      flags: { sdkKey: null, readyTimeoutMs: 10_000 },
      trustProxy: false,
    };
    edge = await buildEdgeServer(config, { logLevel: 'silent' });
  });
  afterAll(async () => {
    await edge?.close();
    await upstream?.close();
  });

  const page = async (pathname: string, host = 'kartenliebe.localhost') => {
    const response = await edge.inject({ method: 'GET', url: pathname, headers: { host } });
    return { status: response.statusCode, text: async () => response.body };
  };

  it('answers an unknown theme id 404 with the error story, asking the catalogue for the storefront', async () => {
    const response = await page('/themes/no-such-theme');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('/error');
    expect(themeChecks.at(-1)).toEqual({
      url: '/web-api/themes/no-such-theme',
      channel: 'kartenliebe-de',
    });
  });

  it('renders a known theme, also below the language and desktop segments', async () => {
    for (const pathname of ['/themes/hochzeit-1', '/en/themes/hochzeit-1', '/d/themes/hochzeit-1/'])
      expect((await page(pathname)).status, pathname).not.toBe(404);
  });

  it('renders the page when the catalogue cannot answer, so the page itself offers a retry', async () => {
    catalogueDown = true;
    expect((await page('/themes/no-such-theme')).status).not.toBe(404);
    catalogueDown = false;
  });

  it('reads the theme id of a themes path only', () => {
    expect(themeIdOf('/themes/hochzeit-1')).toBe('hochzeit-1');
    expect(themeIdOf('/themes/hochzeit-1/')).toBe('hochzeit-1');
    expect(themeIdOf('/themes/')).toBeUndefined();
    expect(themeIdOf('/themes/a/b')).toBeUndefined();
    expect(themeIdOf('/hochzeit/themes/x')).toBeUndefined();
  });
});
