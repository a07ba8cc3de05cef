import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '@shop/server-kit';
import { proxyRoutes } from './proxy';

let upstream: http.Server;
let upstreamUrl: string;
let edge: FastifyInstance;
let edgeUrl: string;
const seen: string[] = [];

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    seen.push(request.url!);
    let size = 0;
    request.on('data', (chunk: Buffer) => (size += chunk.length));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          url: request.url,
          size,
          forwardedFor: request.headers['x-forwarded-for'],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const downUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));

  edge = createServer({ name: 'edge-test', logLevel: 'silent' });
  await edge.register(proxyRoutes, {
    upstreams: [
      { route: '/web-api/*', url: upstreamUrl, bodyLimit: 1024 },
      {
        route: '/flags/api/*',
        url: upstreamUrl,
        bodyLimit: 1024,
        allow: /^\/flags\/api\/(splitChanges|events\/bulk)$/,
      },
      { route: '/frontend-api/*', url: downUrl, bodyLimit: 1024 },
      { route: '/gift-voucher', methods: ['POST'], url: upstreamUrl, bodyLimit: 1024 },
    ],
  });
  // The same path is a page: the document route keeps GET.
  edge.get('/gift-voucher', async () => ({ page: 'gift-voucher' }));
  edgeUrl = await edge.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await edge.close();
  upstream.close();
});

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** A raw request (paths are sent exactly as written), on one kept-alive connection. */
function send(method: string, path: string, body?: Buffer): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${edgeUrl}${path}`, { method, agent, path }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, json: text ? JSON.parse(text) : null }),
      );
    });
    request.on('error', reject);
    if (body) request.setHeader('content-type', 'application/json');
    request.end(body);
  });
}

describe('the edge proxy', () => {
  it('forwards only POST of a path that is also a page, within its body limit', async () => {
    const order = await send('POST', '/gift-voucher', Buffer.from('{"amount":25}'));
    expect(order.json).toMatchObject({ url: '/gift-voucher', size: 13 });
    expect((await send('GET', '/gift-voucher')).json).toEqual({ page: 'gift-voucher' });
    expect((await send('POST', '/gift-voucher', Buffer.alloc(2048, 32))).status).toBe(413);
  });

  it('forwards public paths with the query and the client’s address', async () => {
    const answer = await send('GET', '/flags/api/splitChanges?since=-1');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      url: '/flags/api/splitChanges?since=-1',
      forwardedFor: '127.0.0.1',
    });
  });

  it('never reaches a path outside the public ones, however it is spelled', async () => {
    const before = seen.length;
    for (const path of [
      '/flags/api/x\\..\\..\\admin/flags',
      '/flags/api/x%5C..%5C..%5Cadmin/flags',
      '/flags/api/%2e%2e/admin/flags',
      '/flags/admin/flags',
      '/flags/api/memberships/../../admin/flags',
      '/web-api//evil',
    ]) {
      const answer = await send('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.json.message).toBeTruthy();
    }
    expect(seen.slice(before)).toEqual([]);
  });

  it('answers 413 itself for a body above the service’s limit, and the connection stays usable', async () => {
    const big = await send('POST', '/flags/api/events/bulk', Buffer.alloc(64 * 1024, 'a'));
    expect(big.status).toBe(413);
    expect(big.json.code).toBe('body-too-large');
    const next = await send('POST', '/flags/api/events/bulk', Buffer.from('[]'));
    expect(next).toMatchObject({ status: 200, json: { size: 2 } });
  });

  it('answers 503 with the error shape when the service is down', async () => {
    const answer = await send('GET', '/frontend-api/mp/storyblok?path=/de-de/');
    expect(answer.status).toBe(503);
    expect(answer.json).toMatchObject({
      code: 'upstream-unavailable',
      message: expect.stringContaining('not available'),
    });
  });
});
