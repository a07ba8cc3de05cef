import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentHostTable } from '@shop/catalogue';
import { buildEdgeServer } from './app';
import { catalogueProxyPaths } from './catalogue-paths';
import type { EdgeConfig } from './config';

/** An upstream that says who it is, which path it got and the channel header it saw. */
async function namedUpstream(name: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.all('/*', async (request) => ({
    upstream: name,
    url: request.url,
    channel: request.headers['x-channel'] ?? null,
  }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

describe('edge routing of the catalogue calls', () => {
  let shop: Awaited<ReturnType<typeof namedUpstream>>;
  let catalogue: Awaited<ReturnType<typeof namedUpstream>>;
  let edge: FastifyInstance;
  let edgeUrl: string;
  beforeAll(async () => {
    shop = await namedUpstream('shop-api');
    catalogue = await namedUpstream('catalogue');
    const assetsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-assets-'));
    fs.writeFileSync(
      path.join(assetsDir, 'assets-manifest.json'),
      JSON.stringify({ publicPath: '/assets/', entries: { main: { js: [], css: [] } } }),
    );
    const config: EdgeConfig = {
      environment: 'development',
      registryUrl: shop.url,
      shopApiUrl: shop.url,
      contentGatewayUrl: shop.url,
      flagsUrl: shop.url,
      catalogueUrl: catalogue.url,
      assetsDir,
      remoteTimeoutMs: 4000,
      hostTable: developmentHostTable,
      integrations: { googleClientId: null, recaptchaSiteKey: null },
      flags: { sdkKey: null, readyTimeoutMs: 10_000 },
      trustProxy: false,
    };
    edge = await buildEdgeServer(config, { logLevel: 'silent' });
    edgeUrl = await edge.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await edge?.close();
    await Promise.all([shop?.app.close(), catalogue?.app.close()]);
  });

  const through = async (pathAndQuery: string) =>
    (await (
      await fetch(`${edgeUrl}${pathAndQuery}`, { headers: { 'x-channel': 'wallart-ch' } })
    ).json()) as { upstream: string; url: string; channel: string };

  it('sends every /price-api call and the product /web-api calls to the catalogue, with query and headers', async () => {
    expect(
      await through(
        '/price-api/prices/formats?materialType=leinwand&frameType=schattenfuge-leinwand',
      ),
    ).toEqual({
      upstream: 'catalogue',
      url: '/price-api/prices/formats?materialType=leinwand&frameType=schattenfuge-leinwand',
      channel: 'wallart-ch',
    });
    for (const route of catalogueProxyPaths)
      expect((await through(`${route.replace('*', '1017')}?x=1`)).upstream).toBe('catalogue');
    expect(await through('/web-api/themes/1017')).toMatchObject({
      upstream: 'catalogue',
      url: '/web-api/themes/1017',
    });
    expect((await through('/accessory?sku=envelope-c6')).upstream).toBe('catalogue');
  });

  it('keeps the customer calls and unknown /web-api paths with the shop API', async () => {
    expect((await through('/web-api/customer-data')).upstream).toBe('shop-api');
    expect((await through('/web-api/calculator/other')).upstream).toBe('shop-api');
    expect((await through('/web-api/sku/container/extra')).upstream).toBe('shop-api');
    expect((await through('/web-api/themes-extra')).upstream).toBe('shop-api');
    expect((await through('/web-api/card-price/1')).upstream).toBe('shop-api');
  });
});
