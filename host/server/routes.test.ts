import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveReleaseSet } from './testing/edge-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentHostTable } from '@shop/catalogue';
import type { ShopDocumentData } from '@shop/contracts';
import { buildEdgeServer } from './app';
import type { EdgeConfig } from './config';

/** Story paths the stand-in content service knows; every other path is a 404. */
const stories = new Set([
  '/de-de/',
  '/de-ch/',
  '/fr-fr/',
  '/de-de/wandbilder',
  '/de-de/desktop-startseite',
  '/de-de/feed-card',
  '/de-de/configurator-card',
  '/fr-fr/configurator-photobox',
  '/de-de/error',
  '/de-ch/error',
  '/fr-fr/error',
  '/de-at/datenschutz',
]);

const asked: string[] = [];

async function startUpstream(): Promise<FastifyInstance> {
  const upstream = Fastify();
  serveReleaseSet(upstream, { environment: 'development' });
  upstream.get('/frontend-api/mp/storyblok/global', async () => ({}));
  // The catalogue knows every theme these tests name.
  upstream.get('/web-api/themes/:id', async (request) => ({
    id: (request.params as { id: string }).id,
  }));
  upstream.get('/frontend-api/mp/storyblok', async (request, reply) => {
    const { path: storyPath, platform } = request.query as { path: string; platform: string };
    asked.push(storyPath);
    const slug =
      storyPath === '/de-de/' && platform === 'desktop' ? '/de-de/desktop-startseite' : storyPath;
    if (!stories.has(slug)) return reply.status(404).send({ code: 'storyblok-page-not-found' });
    return { name: slug, full_slug: slug.slice(1), content: { component: 'Page', title: slug } };
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  return upstream;
}

async function startEdge(upstream: FastifyInstance): Promise<FastifyInstance> {
  const url = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
  const assetsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-routes-'));
  fs.writeFileSync(
    path.join(assetsDir, 'assets-manifest.json'),
    JSON.stringify({ publicPath: '/assets/', entries: { main: { js: [], css: [] } } }),
  );
  const config: EdgeConfig = {
    environment: 'development',
    registryUrl: url,
    shopApiUrl: url,
    contentGatewayUrl: url,
    flagsUrl: url,
    catalogueUrl: url,
    assetsDir,
    remoteTimeoutMs: 4000,
    hostTable: developmentHostTable,
    integrations: { googleClientId: null, recaptchaSiteKey: null },
    flags: { sdkKey: null, readyTimeoutMs: 10_000 },
    trustProxy: false,
  };
  const edge = await buildEdgeServer(config, { logLevel: 'silent' });
  await edge.listen({ port: 0, host: '127.0.0.1' });
  return edge;
}

type Answer = { status: number; location: string | undefined; html: string };

let edge: FastifyInstance;
let upstream: FastifyInstance;

/** GET with a Host header (fetch cannot set one); the path goes out exactly as written. */
function get(host: string, pathAndQuery: string): Promise<Answer> {
  const port = (edge.server.address() as { port: number }).port;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: pathAndQuery, headers: { host } },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, location: response.headers.location, html }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function page(html: string): ShopDocumentData['page'] {
  const json = /<script type="application\/json" id="shop-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no shop data in the document');
  return (JSON.parse(json) as ShopDocumentData).page;
}

beforeAll(async () => {
  upstream = await startUpstream();
  edge = await startEdge(upstream);
});
afterAll(async () => {
  await edge.close();
  await upstream.close();
});

const channels = [
  { channel: 'wallart', de: 'localhost', ch: 'ch.localhost', trailingSlash: true },
  {
    channel: 'kartenliebe',
    de: 'kartenliebe.localhost',
    ch: 'kartenliebe-ch.localhost',
    trailingSlash: false,
  },
] as const;

describe.each(channels)('route table on the $channel channel', ({ de, ch, trailingSlash }) => {
  it.each([
    ['/products'],
    ['/d/products'],
    ['/products/calendar'],
    ['/d/products/calendar'],
    ['/products/card'],
    ['/d/products/card?designId=3'],
    ['/themes/123'],
    ['/d/themes/abc-9'],
    ['/account/password-reset?token=abc'],
    ['/d/account'],
  ])('%s is a shell page (200, no story)', async (pathAndQuery) => {
    const answer = await get(de, pathAndQuery);
    expect(answer.status).toBe(200);
    expect(page(answer.html)).toEqual({ status: 'shell', story: null });
  });

  it.each([
    ['/fr/products', 'fr-CH'],
    ['/it/d/products/card', 'it-CH'],
    ['/fr/themes/42', 'fr-CH'],
  ])('%s answers with its locale alias on the Swiss host', async (pathAndQuery) => {
    expect((await get(ch, pathAndQuery)).status).toBe(200);
  });

  it.each([
    ['/', '/de-de/'],
    ['/d', '/de-de/desktop-startseite'],
    ['/desktop-startseite', '/de-de/desktop-startseite'],
    ['/d/desktop-startseite', '/de-de/desktop-startseite'],
    ['/wandbilder', '/de-de/wandbilder'],
    ['/d/wandbilder', '/de-de/wandbilder'],
    ['/feed-card', '/de-de/feed-card'],
    ['/configurator-card?locale=de-DE', '/de-de/configurator-card'],
  ])('%s is the content story %s', async (pathAndQuery, story) => {
    const answer = await get(de, pathAndQuery);
    expect(answer.status).toBe(200);
    expect(page(answer.html)).toMatchObject({ status: 'ok', story: { full_slug: story.slice(1) } });
  });

  it('answers a language alias of the start page from that language’s stories', async () => {
    const answer = await get(ch, '/fr');
    expect(page(answer.html)).toMatchObject({ status: 'ok', story: { full_slug: 'fr-fr/' } });
  });

  it.each([
    ['/error', '/error'],
    ['/d/error', '/error'],
    ['/themes', '/themes'],
    ['/d/themes', '/d/themes'],
    ['/fehlt', '/fehlt'],
  ])('%s answers 404 with the content-managed error story', async (pathAndQuery) => {
    const answer = await get(de, pathAndQuery);
    expect(answer.status).toBe(404);
    expect(page(answer.html)).toMatchObject({
      status: 'not-found',
      story: { full_slug: 'de-de/error' },
    });
  });

  it.each([
    ['/configurator-card', '/configurator-card?locale=de-DE'],
    [
      '/configurator-calendar?designId=7&utm_source=x',
      '/configurator-calendar?designId=7&utm_source=x&locale=de-DE',
    ],
    ['/d/configurator-collage', '/d/configurator-collage?locale=de-DE'],
    ['/configurator-photo-frame?a=%3Cb%3E', '/configurator-photo-frame?a=%3Cb%3E&locale=de-DE'],
    ['/configurator-photobook', '/configurator-photobook?locale=de-DE'],
    ['/configurator-photobox', '/configurator-photobox?locale=de-DE'],
  ])('%s gets its locale parameter (302 to %s)', async (pathAndQuery, location) => {
    expect(await get(de, pathAndQuery)).toMatchObject({ status: 302, location });
  });

  it('adds the locale of a language alias to a configurator path', async () => {
    expect(await get(ch, '/fr/configurator-photobox?x=1')).toMatchObject({
      status: 302,
      location: '/fr/configurator-photobox?x=1&locale=fr-CH',
    });
    const answer = await get(ch, '/fr/configurator-photobox?x=1&locale=fr-CH');
    expect(page(answer.html)).toMatchObject({
      story: { full_slug: 'fr-fr/configurator-photobox' },
    });
  });

  it.each([['/zz/wandbilder'], ['/zz'], ['/en/wall-art?x=1'], ['/Qq/d/x']])(
    'sends the unknown two-letter prefix of %s to /error',
    async (pathAndQuery) => {
      expect(await get(de, pathAndQuery)).toMatchObject({ status: 302, location: '/error' });
    },
  );

  it('sends a known country prefix to that country’s host with the rest of the path and query', async () => {
    const country = await get(`${de}:8080`, '/at/wandbilder?utm_source=x&b=%C3%A4');
    const atHost = de === 'localhost' ? 'at.localhost' : 'kartenliebe-at.localhost';
    expect(country).toMatchObject({
      status: 301,
      location: `http://${atHost}:8080/wandbilder?utm_source=x&b=%C3%A4`,
    });
    expect(await get(ch, '/de/d')).toMatchObject({ status: 200 });
    expect((await get(de, '/ch/d/x')).location).toBe(`http://${ch}/d/x`);
  });

  it('refuses insane slugs with 404 without asking the content service', async () => {
    for (const pathAndQuery of [
      '/a/../etc',
      '/%2e%2e/x',
      '/caf%C3%A9',
      '/x%00y',
      '/.env',
      '/_next',
    ]) {
      asked.length = 0;
      const answer = await get(de, pathAndQuery);
      expect(answer.status, pathAndQuery).toBe(404);
      expect(asked, pathAndQuery).toEqual(['/de-de/error']);
    }
  });

  it(
    trailingSlash
      ? 'normalises a trailing slash with 301, keeping the query'
      : 'leaves a trailing slash as it is',
    async () => {
      const answers = await Promise.all(
        ['/wandbilder/?a=1', '/d/', '/fr/', '/themes/', '//evil.example/'].map((target) =>
          get(target === '/fr/' ? ch : de, target),
        ),
      );
      if (trailingSlash) {
        expect(answers.map(({ status, location }) => [status, location])).toEqual([
          [301, '/wandbilder?a=1'],
          [301, '/d'],
          [301, '/fr'],
          [301, '/themes'],
          [301, '/evil.example'],
        ]);
      } else {
        expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 404, 404]);
      }
      // The start page keeps its one slash, and special areas keep their URLs on both channels.
      expect((await get(de, '/')).status).toBe(200);
      expect((await get(de, '/account/')).status).toBe(200);
    },
  );
});

describe('country prefixes the card brand does not sell in', () => {
  it('go to /error', async () => {
    expect(await get('kartenliebe.localhost', '/fr/cartes')).toMatchObject({
      status: 302,
      location: '/error',
    });
  });
});

describe('privacy policies', () => {
  it('come from the locale’s own folder, not from the locale it borrows pages from', async () => {
    asked.length = 0;
    const answer = await get('at.localhost', '/datenschutz');
    expect(answer.status).toBe(200);
    expect(asked).toEqual(['/de-at/datenschutz']);
    asked.length = 0;
    await get('at.localhost', '/wandbilder');
    expect(asked).toEqual(['/de-de/wandbilder']);
  });
});

describe('what the routing leaves alone', () => {
  it('still aborts /img/ paths and serves the development remote preview', async () => {
    expect((await get('localhost', '/img/hero.jpg')).status).toBe(404);
    const preview = await get('localhost', '/_remote-preview/mf_navigation/Header');
    expect(preview.status).toBe(200);
    expect(page(preview.html)).toEqual({ status: 'shell', story: null });
  });
});
