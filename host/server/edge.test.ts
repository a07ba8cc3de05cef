import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopDocumentData } from '@shop/contracts';
import { buildEdgeServer } from './app';
import { developmentHostTable } from '@shop/catalogue';
import type { EdgeConfig } from './config';

const pinned = (version: string) => ({
  version,
  manifestUrl: `/remotes/mf_navigation/${version}/mf-manifest.json`,
  integrity: 'sha384-AAAA',
});

/** A stand-in registry and shop API on real ports: the edge talks HTTP to both. */
async function startUpstream(canaryPercentage: number | null): Promise<FastifyInstance> {
  const upstream = Fastify();
  upstream.get('/api/channels/:channel/active', async (request) => {
    const { channel } = request.params as { channel: string };
    const base = {
      id: 1,
      channel,
      environment: 'development',
      remotes: { mf_navigation: pinned('1.0.0') },
    };
    return {
      ...base,
      canary:
        canaryPercentage === null
          ? null
          : {
              percentage: canaryPercentage,
              releaseSet: { ...base, id: 2, remotes: { mf_navigation: pinned('2.0.0-rc.1') } },
            },
    };
  });
  upstream.post('/telemetry/remote-health', async (request, reply) =>
    reply.status(202).send({ received: request.body }),
  );
  upstream.post('/web-api/echo', async (request) => ({
    received: request.body,
    origin: request.headers.origin ?? null,
    forwardedFor: request.headers['x-forwarded-for'] ?? null,
  }));
  upstream.get('/frontend-api/mp/storyblok/global', async (request) => ({
    serviceHotline: {
      label: 'Service',
      phoneNumber: '0800 724 86 00',
      phoneHref: 'tel:+498007248600',
      channel: request.headers['x-channel'],
    },
  }));
  upstream.get('/frontend-api/mp/storyblok', async (request, reply) => {
    const { path } = request.query as { path: string };
    // The English error story exists; the German one is missing, so both outcomes of a 404 are covered.
    if (path === '/en-gb/error')
      return {
        name: 'Error',
        full_slug: 'en-gb/error',
        content: { component: 'Page', title: 'Oops' },
      };
    if (path === '/de-de/entwurf') {
      const query = request.query as Record<string, string>;
      return {
        name: query._storyblok ? 'Entwurf' : 'Veröffentlicht',
        full_slug: 'de-de/entwurf',
        content: { component: 'Page', title: query['_storyblok_tk[space_id]'] ?? '' },
      };
    }
    if (path === '/de-de/bilderbox')
      return {
        name: 'Bilderbox',
        content: { component: 'Redirect' },
        redirect: { target: '/fotobox', status: 301 },
      };
    if (path === '/de-de/kaputt')
      return reply.status(502).send({ message: 'content service down' });
    if (path !== '/de-de/wandbilder' && path !== '/de-de/' && path !== '/de-de/fotobox')
      return reply
        .status(404)
        .send({ message: `Page not found: ${path}`, code: 'storyblok-page-not-found' });
    return {
      name: 'Wandbilder',
      full_slug: 'de-de/wandbilder',
      alternates: [{ locale: 'fr-FR', path: '/fr-fr/deco-murale' }],
      content: {
        component: 'Page',
        title: 'Wandbilder </title><script>alert(1)</script>',
        description: 'Fotos als Wandbild',
        robots: 'index,follow',
        canonicalUrl: { url: '' },
        ogImages: [{ filename: '/media/content/wallart/hero.jpg', alt: 'Wohnzimmer' }],
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: '</script><script>alert(2)</script>',
          },
        ],
      },
      channelHeader: request.headers['x-channel'],
    };
  });
  upstream.get('/remotes/*', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=31536000, immutable').send('remote file'),
  );
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  return upstream;
}

function assetsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-assets-'));
  fs.writeFileSync(
    path.join(dir, 'assets-manifest.json'),
    JSON.stringify({ publicPath: '/assets/', entries: { main: { js: ['main.abc.js'], css: [] } } }),
  );
  fs.writeFileSync(path.join(dir, 'main.abc.js'), 'console.log("shell")');
  return dir;
}

async function startEdge(upstream: FastifyInstance, environment: string): Promise<FastifyInstance> {
  const { port } = upstream.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  const config: EdgeConfig = {
    environment,
    registryUrl: url,
    shopApiUrl: url,
    contentGatewayUrl: url,
    flagsUrl: url,
    catalogueUrl: url,
    assetsDir: assetsDir(),
    remoteTimeoutMs: 4000,
    hostTable: developmentHostTable,
    integrations: { googleClientId: null, recaptchaSiteKey: null },
    flags: { sdkKey: 'test-browser-key', readyTimeoutMs: 10_000 },
    trustProxy: false,
  };
  const edge = await buildEdgeServer(config, { logLevel: 'silent' });
  await edge.listen({ port: 0, host: '127.0.0.1' });
  return edge;
}

const edgeUrl = (edge: FastifyInstance) =>
  `http://127.0.0.1:${(edge.server.address() as { port: number }).port}`;

function documentData(html: string): ShopDocumentData {
  const json = /<script type="application\/json" id="shop-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no shop data in the document');
  return JSON.parse(json) as ShopDocumentData;
}

/** GET over real HTTP with a chosen Host header (fetch may not set one). */
function getDocument(edge: FastifyInstance, pathAndQuery: string, host: string, cookie?: string) {
  return new Promise<{
    response: { status: number; headers: http.IncomingHttpHeaders; setCookies: string[] };
    html: string;
  }>((resolve, reject) => {
    const request = http.get(
      `${edgeUrl(edge)}${pathAndQuery}`,
      { headers: { host, ...(cookie ? { cookie } : {}) } },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () =>
          resolve({
            response: {
              status: response.statusCode!,
              headers: response.headers,
              setCookies: response.headers['set-cookie'] ?? [],
            },
            html,
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

describe('edge server in development', () => {
  let upstream: FastifyInstance;
  let edge: FastifyInstance;
  beforeAll(async () => {
    upstream = await startUpstream(null);
    edge = await startEdge(upstream, 'development');
  });
  afterAll(async () => {
    await edge.close();
    await upstream.close();
  });

  it('inlines the channel, locale and the release set into the document', async () => {
    const { response, html } = await getDocument(edge, '/d/fotobox', 'kartenliebe.localhost');
    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const data = documentData(html);
    expect(data.storefront).toMatchObject({
      channel: 'kartenliebe',
      locale: 'de-DE',
      platform: 'desktop',
      basename: '/d',
    });
    expect(data.releaseSet.remotes.mf_navigation?.version).toBe('1.0.0');
    expect(data.hotline).toEqual({ display: '0800 724 86 00', href: 'tel:+498007248600' });
    expect(html).toContain('<script defer src="/assets/main.abc.js"></script>');
  });

  it('takes a remote override from the query, remembers it in a cookie and allows its origin', async () => {
    const override = 'mf_navigation@http://localhost:3001/mf-manifest.json';
    const { response, html } = await getDocument(
      edge,
      `/?remote-override=${encodeURIComponent(override)}`,
      'localhost',
    );
    expect(documentData(html).overrides).toEqual({
      mf_navigation: 'http://localhost:3001/mf-manifest.json',
    });
    expect(response.headers['content-security-policy']).toContain(
      "script-src 'self' http://localhost:3001",
    );
    const cookie = response.setCookies.find((value) => value.startsWith('shop_remote_overrides='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    const again = await getDocument(edge, '/', 'localhost', cookie.split(';')[0]);
    expect(documentData(again.html).overrides).toEqual({
      mf_navigation: 'http://localhost:3001/mf-manifest.json',
    });
  });

  it('refuses overrides of unknown remotes or with a dangerous URL', async () => {
    for (const override of [
      'mf_unknown@http://localhost:3001/mf-manifest.json',
      'mf_navigation@javascript:alert(1)',
    ]) {
      const { response, html } = await getDocument(
        edge,
        `/?remote-override=${encodeURIComponent(override)}`,
        'localhost',
      );
      expect(response.status).toBe(400);
      expect(JSON.parse(html).message).toMatch(/override/i);
    }
  });

  it('renders the story head: title, description, robots, canonical, hreflang, Open Graph and JSON-LD, escaped', async () => {
    const { response, html } = await getDocument(edge, '/wandbilder', 'localhost');
    expect(response.status).toBe(200);
    expect(html).toContain(
      '<title>Wandbilder &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(html).toContain('<meta name="robots" content="index,follow">');
    expect(html).toMatch(
      /<link rel="alternate" hreflang="fr-FR" href="http:\/\/fr\.localhost(:\d+)?\/deco-murale">/,
    );
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('/cdn-cgi/image/');
    expect(html).not.toContain('</script><script>alert(2)');
    expect(html).toContain('"@type":"Organization"');
    expect(documentData(html).page).toMatchObject({
      status: 'ok',
      story: { name: 'Wandbilder', channelHeader: 'wallart-de' },
    });
  });

  it('follows a redirect story with its status, inside the storefront', async () => {
    const { response } = await getDocument(edge, '/bilderbox', 'localhost');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/fotobox');
  });

  it('answers a path without a story with 404 and still serves the shell', async () => {
    const { response, html } = await getDocument(edge, '/gibt-es-nicht', 'localhost');
    expect(response.status).toBe(404);
    expect(documentData(html).page).toEqual({ status: 'not-found', story: null });
    expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
  });

  it('answers a missing page with 404 and the storefront language’s content-managed error story', async () => {
    const { response, html } = await getDocument(edge, '/does-not-exist', 'gb.localhost');
    expect(response.status).toBe(404);
    expect(documentData(html).page).toMatchObject({
      status: 'not-found',
      story: { full_slug: 'en-gb/error' },
    });
  });

  it('passes the visual editor’s parameters on, so editors see the draft', async () => {
    const editor = await getDocument(
      edge,
      '/entwurf?_storyblok=42&_storyblok_tk[space_id]=7&utm_source=x',
      'localhost',
    );
    expect(documentData(editor.html).page.story).toMatchObject({
      name: 'Entwurf',
      content: { title: '7' },
    });
    const shopper = await getDocument(edge, '/entwurf?utm_source=x', 'localhost');
    expect(documentData(shopper.html).page.story).toMatchObject({ name: 'Veröffentlicht' });
  });

  it('serves the shell with 503 when content cannot be loaded, and the account area needs no story', async () => {
    expect((await getDocument(edge, '/kaputt', 'localhost')).response.status).toBe(503);
    const account = await getDocument(edge, '/account/password-reset?token=abc', 'localhost');
    expect(account.response.status).toBe(200);
    expect(documentData(account.html).page).toEqual({ status: 'shell', story: null });
  });

  it('aborts paths with /img/ as not found', async () => {
    expect((await getDocument(edge, '/img/hero.jpg', 'localhost')).response.status).toBe(404);
  });

  it('answers an unknown host with 404 instead of guessing a shop', async () => {
    const { response } = await getDocument(edge, '/', 'evil.example');
    expect(response.status).toBe(404);
  });

  it('proxies API calls with their body and artifacts with their cache headers', async () => {
    const echoed = await fetch(`${edgeUrl(edge)}/web-api/echo`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:8080',
        'x-forwarded-for': '203.0.113.9',
      },
      body: JSON.stringify({ email: 'anna@example.com' }),
    });
    // A forged client address is replaced by the one the edge saw, so per-IP limits hold behind it.
    expect(await echoed.json()).toEqual({
      received: { email: 'anna@example.com' },
      origin: 'http://localhost:8080',
      forwardedFor: '127.0.0.1',
    });
    const artifact = await fetch(`${edgeUrl(edge)}/remotes/mf_navigation/1.0.0/remoteEntry.js`);
    expect(artifact.headers.get('cache-control')).toContain('immutable');
  });

  it("passes shoppers' remote-health reports to the registry, and nothing else of its", async () => {
    const report = { channel: 'wallart', releaseSetId: 2, pageLoads: 1, failures: [] };
    const forwarded = await fetch(`${edgeUrl(edge)}/telemetry/remote-health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    });
    expect(forwarded.status).toBe(202);
    expect(await forwarded.json()).toEqual({ received: report });
    for (const other of ['/telemetry/other', '/telemetry/remote-health/extra'])
      expect((await fetch(`${edgeUrl(edge)}${other}`, { method: 'POST', body: '{}' })).status).toBe(
        404,
      );
  });

  it('does not expose the flag service admin API on the public origin', async () => {
    const admin = await fetch(`${edgeUrl(edge)}/flags/admin/flags`, { method: 'POST', body: '{}' });
    expect(admin.status).toBe(404);
  });
});

describe('edge server in production', () => {
  let upstream: FastifyInstance;
  let edge: FastifyInstance;
  beforeAll(async () => {
    upstream = await startUpstream(30);
    edge = await startEdge(upstream, 'production');
  });
  afterAll(async () => {
    await edge.close();
    await upstream.close();
  });

  it('refuses a remote override so shoppers never get foreign code', async () => {
    const { response, html } = await getDocument(
      edge,
      '/?remote-override=mf_navigation@http://localhost:3001/mf-manifest.json',
      'localhost',
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(html).message).toMatch(/disabled in production/);
  });

  it('ignores and clears an override cookie', async () => {
    const { response, html } = await getDocument(
      edge,
      '/',
      'localhost',
      'shop_remote_overrides=mf_navigation@http://evil.example/mf-manifest.json',
    );
    expect(documentData(html).overrides).toEqual({});
    expect(
      response.setCookies.some((value) => /^shop_remote_overrides=;.*Max-Age=0/i.test(value)),
    ).toBe(true);
  });

  it('serves the canary to its share of shoppers, and each shopper always the same set', async () => {
    const versions: string[] = [];
    for (let shopper = 0; shopper < 200; shopper += 1) {
      const cookie = `splitIoUserKey=shopper-${shopper}`;
      const first = documentData(
        (await getDocument(edge, '/', 'localhost', cookie)).html,
      ).releaseSet;
      const second = documentData(
        (await getDocument(edge, '/', 'localhost', cookie)).html,
      ).releaseSet;
      expect(second.id).toBe(first.id);
      versions.push(first.remotes.mf_navigation!.version);
    }
    const canaryShare =
      versions.filter((version) => version === '2.0.0-rc.1').length / versions.length;
    expect(canaryShare).toBeGreaterThan(0.2);
    expect(canaryShare).toBeLessThan(0.4);
    // 400 documents in a row: room for a machine that is busy with other suites.
  }, 90_000);
});
