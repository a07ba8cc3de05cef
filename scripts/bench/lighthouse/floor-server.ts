import fs from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { shopDocumentDataElementId, type ShopDocumentData } from '@shop/contracts';
import { registerCompression } from '../../../host/server/compression';
import { renderDocument, type AssetsManifest } from '../../../host/server/document';
import { channels, type BenchPage, type Channel } from './pages';

const dataElement = new RegExp(
  `<script type="application/json" id="${shopDocumentDataElementId}">(.*?)</script>`,
  's',
);
const heroImagePreload = /<link rel="preload" as="image"[^>]*>/g;
const head = {
  title: 'Page as one bundle',
  description: '',
  robots: 'noindex,nofollow',
  alternates: [],
  openGraph: {},
  structuredData: [],
};
// Upstream headers worth passing on; the body is re-compressed here like the edge does.
const forwardedHeaders = ['content-type', 'cache-control', 'etag', 'last-modified'];

const hopHeaders = new Set(['host', 'connection', 'accept-encoding', 'content-length']);
// The shop sees the browser's own request (the flag SDK's key included) but answers uncompressed.
const requestHeaders = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name, value]) => typeof value === 'string' && !hopHeaders.has(name))
      .map(([name, value]) => [name, value as string]),
  );

type Upstream = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A request to the shop's edge under a channel's host name: Node cannot resolve `*.localhost`
 * as Chromium does, so it connects to loopback and names the host in the header.
 */
function requestShop(
  shopOrigin: string,
  url: string,
  method: string,
  headers: Record<string, string>,
): Promise<Upstream> {
  const origin = new URL(shopOrigin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: origin.port,
        path: url,
        method,
        headers: { ...headers, host: origin.host },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 502,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The floor's document for a shop document: its page data and hero picture, the monolith's files, no server HTML. */
function floorDocument(shopHtml: string, assets: AssetsManifest): string {
  const json = dataElement.exec(shopHtml)?.[1];
  if (!json) throw new Error(`the shop document carries no page data: ${shopHtml.slice(0, 200)}`);
  const data = JSON.parse(json) as ShopDocumentData & { serverRendered?: unknown };
  // The floor renders everything in the browser: no slot may wait for server HTML to hydrate.
  delete data.serverRendered;
  // The shop's document hint for the picture its content paints first is no federation feature.
  const preloads = shopHtml.match(heroImagePreload) ?? [];
  return renderDocument(head, data, assets).replace(
    '</head>',
    `${preloads.map((link) => `${link}\n`).join('')}</head>`,
  );
}

export type FloorServer = { origin(channel: Channel): string; close(): Promise<void> };

/**
 * The measured pages as one bundle: for each page, the edge's document with the shop's own page
 * data but the monolith's files, served compressed like the edge; everything else (images,
 * APIs) comes from the shop. It answers both channels' host names, on a port of its own.
 */
export async function startFloorServer(
  shopOrigin: (channel: Channel) => string,
  pages: Array<Pick<BenchPage, 'channel' | 'path'>>,
  monolithDir: string,
): Promise<FloorServer> {
  const assets = JSON.parse(
    fs.readFileSync(path.join(monolithDir, 'assets-manifest.json'), 'utf8'),
  ) as AssetsManifest;
  const channelOf = new Map(
    channels.map((channel) => [new URL(shopOrigin(channel)).hostname, channel]),
  );
  const documents = new Set(pages.map((page) => `${page.channel}${page.path}`));
  const app = Fastify({ logger: false });
  await registerCompression(app);
  await app.register(fastifyStatic, {
    root: monolithDir,
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
  });
  app.setNotFoundHandler(async (request, reply) => {
    const channel = channelOf.get(request.hostname);
    if (!channel) return reply.code(404).send(`no channel for the host ${request.hostname}`);
    const origin = shopOrigin(channel);
    if (request.method === 'GET' && documents.has(`${channel}${request.url}`)) {
      // Rendered per request from the shop's own document, so both pay the same server time.
      const shop = await requestShop(origin, request.url, 'GET', {});
      // The shop's status too: a page it cannot fill (503) has its floor twin answer the same.
      return reply
        .code(shop.status)
        .type('text/html; charset=utf-8')
        .send(floorDocument(shop.body.toString('utf8'), assets));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(204).send();
    const upstream = await requestShop(
      origin,
      request.url,
      request.method,
      requestHeaders(request.headers),
    );
    for (const name of forwardedHeaders) {
      const value = upstream.headers[name];
      if (value) reply.header(name, value);
    }
    return reply.code(upstream.status).send(upstream.body);
  });
  const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  return {
    origin: (channel) => `http://${new URL(shopOrigin(channel)).hostname}:${address.port}`,
    close: () => app.close(),
  };
}
