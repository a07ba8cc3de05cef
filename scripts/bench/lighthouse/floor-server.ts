import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { shopDocumentDataElementId, type ShopDocumentData } from '@shop/contracts';
import { registerCompression } from '../../../host/server/compression';
import { renderDocument, type AssetsManifest } from '../../../host/server/document';

const dataElement = new RegExp(
  `<script type="application/json" id="${shopDocumentDataElementId}">(.*?)</script>`,
  's',
);
const head = {
  title: 'Start page as one bundle',
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

export type FloorServer = { url: string; close(): Promise<void> };

/**
 * The start page as one bundle: the edge's document with the shop's own page data but the
 * monolith's files, served compressed like the edge; images and APIs come from the shop.
 */
export async function startFloorServer(
  shopOrigin: string,
  monolithDir: string,
): Promise<FloorServer> {
  const assets = JSON.parse(
    fs.readFileSync(path.join(monolithDir, 'assets-manifest.json'), 'utf8'),
  ) as AssetsManifest;
  const app = Fastify({ logger: false });
  await registerCompression(app);
  await app.register(fastifyStatic, {
    root: monolithDir,
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
  });
  app.get('/', async (_request, reply) => {
    // Rendered per request from the shop's start page, so both documents pay the same server time.
    const html = await (await fetch(`${shopOrigin}/`)).text();
    const json = dataElement.exec(html)?.[1];
    if (!json) throw new Error('the shop start page carries no page data');
    const data = JSON.parse(json) as ShopDocumentData;
    return reply.type('text/html; charset=utf-8').send(renderDocument(head, data, assets));
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(204).send();
    const upstream = await fetch(`${shopOrigin}${request.url}`, {
      headers: requestHeaders(request.headers),
    });
    for (const name of forwardedHeaders) {
      const value = upstream.headers.get(name);
      if (value) reply.header(name, value);
    }
    return reply.code(upstream.status).send(Buffer.from(await upstream.arrayBuffer()));
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/`, close: () => app.close() };
}
