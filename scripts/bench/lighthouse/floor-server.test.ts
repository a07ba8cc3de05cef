import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFloorServer, type FloorServer } from './floor-server';
import type { Channel } from './pages';

const hostOf = { wallart: 'localhost', kartenliebe: 'kartenliebe.localhost' } as const;

/** A stand-in for the edge: a server-rendered document per host name, and an API naming the host it saw. */
function startShop(): Promise<http.Server> {
  const shop = http.createServer((request, response) => {
    const host = request.headers.host ?? '';
    if (request.url === '/api/whoami') return response.end(host);
    const data = {
      storefront: { locale: host.startsWith('kartenliebe.') ? 'de-DE' : 'en-GB', host },
      page: { status: 'ok', story: { path: request.url } },
      serverRendered: ['mf_cms_page:./Page'],
    };
    // A page the shop cannot fill, e.g. without its content service.
    if (request.url === '/ausverkauft') response.statusCode = 503;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><html><head>
<link rel="preload" as="image" fetchpriority="high" href="/img/hero.webp">
<link rel="preload" as="script" href="/remotes/mf_cms_page/1.0.0/remoteEntry.js">
</head><body><div id="root"><main>server HTML</main></div>
<script type="application/json" id="shop-data">${JSON.stringify(data)}</script></body></html>`);
  });
  return new Promise((resolve) => shop.listen(0, '127.0.0.1', () => resolve(shop)));
}

function get(url: string): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: target.port,
          path: target.pathname,
          headers: { host: target.host },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      )
      .on('error', reject);
  });
}

describe('the floor server', () => {
  let shop: http.Server;
  let floor: FloorServer;
  const monolithDir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-test-'));

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(monolithDir, 'assets-manifest.json'),
      JSON.stringify({ publicPath: '/assets/', entries: { main: { js: ['main.js'], css: [] } } }),
    );
    shop = await startShop();
    const port = (shop.address() as AddressInfo).port;
    floor = await startFloorServer(
      (channel: Channel) => `http://${hostOf[channel]}:${port}`,
      [
        { channel: 'wallart', path: '/' },
        { channel: 'kartenliebe', path: '/hochzeitskarten' },
        { channel: 'wallart', path: '/ausverkauft' },
      ],
      monolithDir,
    );
  });

  afterAll(async () => {
    await floor.close();
    shop.close();
    fs.rmSync(monolithDir, { recursive: true, force: true });
  });

  it("serves each channel's page with the shop's data, the monolith's script and an empty root", async () => {
    const { status, body } = await get(`${floor.origin('kartenliebe')}/hochzeitskarten`);
    expect(status).toBe(200);
    expect(body).toContain('<div id="root"></div>');
    expect(body).not.toContain('server HTML');
    expect(body).toContain('<script defer src="/assets/main.js"></script>');
    expect(body).toContain('href="/img/hero.webp"');
    expect(body).not.toContain('/remotes/');
    const json = /id="shop-data">(.*?)<\/script>/s.exec(body)?.[1];
    const data = JSON.parse(json!) as Record<string, unknown>;
    expect(data.storefront).toMatchObject({ locale: 'de-DE' });
    expect(data.page).toEqual({ status: 'ok', story: { path: '/hochzeitskarten' } });
    expect(data).not.toHaveProperty('serverRendered');
  });

  it("passes other requests on to the shop under the channel's host name", async () => {
    const { body } = await get(`${floor.origin('kartenliebe')}/api/whoami`);
    expect(body).toMatch(/^kartenliebe\.localhost:\d+$/);
    expect((await get(`${floor.origin('wallart')}/api/whoami`)).body).toMatch(/^localhost:\d+$/);
  });

  it("answers with the shop's status, a page the shop could not fill included", async () => {
    const { status, body } = await get(`${floor.origin('wallart')}/ausverkauft`);
    expect(status).toBe(503);
    expect(body).toContain('<div id="root"></div>');
  });

  it('answers the same path for each channel with its own page', async () => {
    const wallart = await get(`${floor.origin('wallart')}/`);
    expect(wallart.body).toContain('"locale":"en-GB"');
    expect(floor.origin('wallart')).toMatch(/^http:\/\/localhost:\d+$/);
  });
});
