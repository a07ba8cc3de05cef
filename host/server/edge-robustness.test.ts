import http from 'node:http';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEdgeServer } from './app';
import { serveReleaseSet, testEdgeConfig } from './testing/edge-config';

// Every service behind one stand-in: it answers anything, and counts what reaches an internal route.
const internalHits: string[] = [];
let upstream: FastifyInstance;
let edge: FastifyInstance;
let edgePort: number;

beforeAll(async () => {
  upstream = Fastify({ bodyLimit: 32 * 1024 * 1024 });
  upstream.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  serveReleaseSet(upstream);
  upstream.get('/frontend-api/mp/storyblok', async (request, reply) => {
    const { path: storyPath } = request.query as { path: string };
    if (storyPath.length > 512) return reply.status(400).send({ message: 'path too long' });
    if (storyPath.endsWith('/wandbilder'))
      return { name: 'Wandbilder', full_slug: storyPath.slice(1), content: { component: 'Page' } };
    return reply.status(404).send({ message: 'not found' });
  });
  upstream.all('/*', async (request) => {
    const url = request.url.split('?')[0]!;
    // The services' internal routes: flag admin, catalogue admin, the registry's API.
    if (/^\/(flags\/admin|catalogue-admin)(\/|$)|^\/api\//.test(url))
      internalHits.push(request.url);
    return { ok: true };
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
  const config = testEdgeConfig(url);
  edge = await buildEdgeServer(config, { logLevel: 'silent' });
  await edge.listen({ port: 0, host: '127.0.0.1' });
  edgePort = (edge.server.address() as { port: number }).port;
});
afterAll(async () => {
  await edge?.close();
  await upstream?.close();
});

type Probe = { method: string; path: string; headers: Record<string, string>; body: number };

function send(probe: Probe): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: edgePort,
        // A fresh connection each time: a refused upload ends its connection, as it should.
        agent: false,
        method: probe.method,
        path: probe.path,
        headers: probe.headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      },
    );
    // A refused upload may be cut short by the server, and a body the server never read is parsed
    // as a next request on the same connection; neither is an answer of the edge.
    request.on('error', (error: NodeJS.ErrnoException) =>
      /^(EPIPE|ECONNRESET|HPE_)/.test(error.code ?? '') ? resolve(-1) : reject(error),
    );
    if (probe.body > 0) request.end(Buffer.alloc(probe.body, 'x'));
    else request.end();
  });
}

const prefixes = [
  '/',
  '/wandbilder',
  '/fr/',
  '/d/',
  '/account/',
  '/img/',
  '/web-api/',
  '/price-api/',
  '/frontend-api/mp/',
  '/flags/api/',
  '/flags/admin/',
  '/remotes/',
  '/assets/',
  '/media/',
  '/cdn-cgi/image/',
  '/_remote-preview/',
  '/catalogue-admin/',
  '/api/audit',
];
const tricky = fc.constantFrom(
  '..',
  '.',
  '%2e%2e',
  '%2E.',
  '\\',
  '%5c',
  '%5C..%5C',
  '%2f',
  '%00',
  '',
  'admin',
  'flags',
  'audit',
  '%',
  '%zz',
  'ü',
  '%C3%BC',
  '\t',
  '?',
  '#',
  ';',
  '*',
);
const segment = fc.oneof(
  { weight: 4, arbitrary: tricky },
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(600), 'b'.repeat(3000), 'c'.repeat(5000)) },
);
const probe: fc.Arbitrary<Probe> = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'),
  path: fc
    .tuple(
      fc.constantFrom(...prefixes),
      fc.array(segment, { maxLength: 5 }),
      fc.string({ maxLength: 20 }),
    )
    // Characters the HTTP client refuses to put on the wire are encoded, as a browser would.
    .map(([prefix, parts, query]) =>
      `${prefix}${parts.join('/')}${query ? `?${query}` : ''}`.replace(
        // eslint-disable-next-line no-control-regex -- control characters are what the client refuses
        /[\u0000-\u0020\u007F-\uFFFF]/g,
        (c) => encodeURIComponent(c),
      ),
    ),
  headers: fc.record(
    {
      host: fc.constantFrom(
        'localhost',
        'kartenliebe.localhost',
        'ch.localhost',
        'evil.example',
        'localhost:1',
      ),
      'content-type': fc.constantFrom(
        'application/json',
        'text/plain',
        'multipart/form-data; boundary=x',
        'x/y',
      ),
      cookie: fc.constantFrom(
        'a=b',
        'shop_remote_overrides=mf_navigation@javascript:x',
        '%%%',
        'splitIoUserKey=' + 'k'.repeat(300),
      ),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not an ip', '::1, 10.0.0.1'),
      accept: fc.constantFrom('text/html', '*/*', 'application/json'),
    },
    { requiredKeys: ['host'] },
  ),
  body: fc.oneof(
    { weight: 20, arbitrary: fc.constant(0) },
    { weight: 10, arbitrary: fc.integer({ min: 1, max: 4096 }) },
    { weight: 1, arbitrary: fc.constantFrom(1024 * 1024 + 1, 5 * 1024 * 1024, 20 * 1024 * 1024) },
  ),
});

describe('the edge under generated requests', () => {
  it('answers 5,000 odd requests without a 5xx, never reaches an internal route, and stays up', async () => {
    const failures: Array<{ probe: Probe; status: number }> = [];
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(probe, async (input) => {
        sent += 1;
        const status = await send(input);
        if (status >= 500)
          failures.push({ probe: { ...input, path: input.path.slice(0, 200) }, status });
      }),
      { numRuns: 5000 },
    );
    expect(sent).toBe(5000);
    expect(failures.slice(0, 5)).toEqual([]);
    expect(internalHits).toEqual([]);
    expect(
      await send({ method: 'GET', path: '/healthz', headers: { host: 'localhost' }, body: 0 }),
    ).toBe(200);
  }, 180_000);
});
