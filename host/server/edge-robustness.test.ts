import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeArtifactFiles, startTestRegistry, type TestRegistry } from '@shop/registry/testing';
import {
  manage,
  startTestContentService,
  startTestGateway,
  type RunningContentService,
} from '@shop/content/testing';
import { startTestApi, type TestApi } from '../../infra/shop-api/src/testing/harness';
import { startTestCatalogue } from '../../infra/catalogue/src/testing/harness';
import {
  startService as startFlags,
  type RunningService,
} from '../../infra/flags/src/testing/service';
import { buildEdgeServer } from './app';
import { testEdgeConfig } from './testing/edge-config';
import { edgePathPrefixes as prefixes } from './testing/edge-paths';

/** Generated requests per run; the suite fails if fewer were sent. */
const runs = 5000;

// The real services behind the edge (SQLite), each watched for requests to its internal routes.
const internalHits: string[] = [];
const internalRoutes: Array<[string, RegExp]> = [
  // The flag admin API, the catalogue import and change feed (the edge polls the feed itself), the
  // registry's API and console (the edge itself reads only the active release sets and their change
  // feed), the shop API's development outbox.
  ['flags', /^\/flags\/admin(\/|\?|$)/],
  ['catalogue', /^\/catalogue-(admin(\/|\?|$)|changes(?!(\?after=\d+)?$))/],
  [
    'registry',
    /^\/(api\/(?!channels\/[a-z]+\/active$|release-sets\/changes(\?after=\d+)?$)|console)/,
  ],
  ['shop-api', /^\/web-api\/dev\//],
];
let registry: TestRegistry;
let content: RunningContentService;
let gateway: { url: string; close(): Promise<void> };
let shopApi: TestApi;
let catalogue: Awaited<ReturnType<typeof startTestCatalogue>>;
let flags: RunningService;
let edge: FastifyInstance;
let edgePort: number;
let stateDir: string;

function watch(name: string, server: http.Server) {
  const pattern = internalRoutes.find(([service]) => service === name)?.[1];
  if (!pattern) return;
  server.on('request', (request: http.IncomingMessage) => {
    if (pattern.test(request.url ?? '')) internalHits.push(`${name} ${request.url}`);
  });
}

beforeAll(async () => {
  [registry, content, shopApi, catalogue, flags] = await Promise.all([
    startTestRegistry('sqlite', { environment: 'production' }),
    startTestContentService('sqlite'),
    startTestApi('sqlite'),
    startTestCatalogue('sqlite'),
    startFlags('sqlite'),
  ]);
  gateway = await startTestGateway(content.url);
  await registry.client.publish({
    remote: 'mf_navigation',
    version: '1.0.0',
    files: fakeArtifactFiles('mf_navigation'),
  });
  for (const channel of ['wallart', 'kartenliebe'] as const)
    await registry.client.promote(channel, { mf_navigation: '1.0.0' }, 'Robustness');
  await manage(content.url, 'POST', '/v1/spaces/wallart/stories', {
    publish: true,
    story: {
      name: 'Wandbilder',
      full_slug: 'de-de/wandbilder',
      content: { component: 'Page', _uid: 'p', title: 'Wandbilder', description: 'x', body: [] },
    },
  });
  watch('registry', registry.app.server);
  watch('shop-api', shopApi.app.server);
  watch('catalogue', catalogue.app.server);
  watch('flags', flags.app.server);
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-state-'));
  edge = await buildEdgeServer(
    testEdgeConfig(registry.url, {
      shopApiUrl: shopApi.url,
      catalogueUrl: catalogue.url,
      contentGatewayUrl: gateway.url,
      flagsUrl: flags.address,
      stateDir,
      artifactsDir: registry.artifactsDir,
      media: { mediaDir: path.join(stateDir, 'media'), cacheDir: path.join(stateDir, 'cache') },
    }),
    { logLevel: 'silent' },
  );
  await edge.listen({ port: 0, host: '127.0.0.1' });
  edgePort = (edge.server.address() as { port: number }).port;
}, 120_000);
afterAll(async () => {
  await edge?.close();
  await gateway?.close();
  await Promise.all([
    registry?.close(),
    content?.close(),
    shopApi?.close(),
    catalogue?.close(),
    flags?.close(),
  ]);
  if (stateDir) fs.rmSync(stateDir, { recursive: true, force: true });
}, 120_000);

type Probe = { method: string; path: string; headers: Record<string, string>; body: number };

// One buffer per body size, reused: allocating megabytes per request would dominate the run time.
const bodies = new Map<number, Buffer>();
const bodyOf = (size: number) =>
  bodies.get(size) ?? bodies.set(size, Buffer.alloc(size, 'x')).get(size)!;

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
    if (probe.body > 0) request.end(bodyOf(probe.body));
    else request.end();
  });
}

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
  'api',
  'mf-manifest.json',
  'remoteEntry.js',
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
const query = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    'path=/de-de/wandbilder&apiVersion=v2',
    'path=/de-de/../../v1/spaces',
    'since=-1',
    'token=x&channel=wallart-de',
    'remote-override=mf_navigation@http://x;sandbox/m.json',
    `path=/${'p'.repeat(2000)}`,
  ),
);
const probe: fc.Arbitrary<Probe> = fc.record({
  method: fc.constantFrom(
    'GET',
    'GET',
    'GET',
    'POST',
    'POST',
    'PUT',
    'DELETE',
    'PATCH',
    'HEAD',
    'OPTIONS',
  ),
  path: fc
    .tuple(fc.constantFrom(...prefixes), fc.array(segment, { maxLength: 4 }), query)
    // Characters the HTTP client refuses to put on the wire are encoded, as a browser would.
    .map(([prefix, parts, search]) =>
      `${prefix}${parts.join('/')}${search ? `?${search}` : ''}`.replace(
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
        'text/plain;charset=UTF-8',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
        'x/y',
      ),
      cookie: fc.constantFrom(
        'a=b',
        'shop_remote_overrides=mf_navigation@javascript:x',
        '%%%',
        'splitIoUserKey=' + 'k'.repeat(300),
        '__Host-shop_session=forged; __Host-shop_csrf=forged',
      ),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not an ip', '::1, 10.0.0.1'),
      'x-channel': fc.constantFrom('wallart-de', 'kartenliebe-at', 'evil', 'wallart-zz'),
      'x-locale': fc.constantFrom('de-DE', 'fr-CH', 'xx', ''),
      'x-csrf-token': fc.constantFrom('forged', ''),
      origin: fc.constantFrom('http://localhost:8080', 'https://evil.example', 'null'),
      authorization: fc.constantFrom(
        'Bearer test-sdk-key',
        'Bearer test-admin-token',
        'Bearer test-token-0123456789abcdef',
        'Basic Og==',
      ),
      accept: fc.constantFrom('text/html', '*/*', 'application/json', 'image/avif'),
      'accept-encoding': fc.constantFrom('br', 'gzip, deflate', 'identity', 'x'),
      range: fc.constantFrom('bytes=0-10', 'bytes=99999999-', 'bytes=x'),
    },
    { requiredKeys: ['host'] },
  ),
  body: fc.oneof(
    { weight: 20, arbitrary: fc.constant(0) },
    { weight: 10, arbitrary: fc.integer({ min: 1, max: 4096 }) },
    // Around the services' limits (16 KiB shop API, 64 KiB catalogue, 1 MiB flag ingest) and far above.
    {
      weight: 2,
      arbitrary: fc.constantFrom(16 * 1024, 16 * 1024 + 1, 64 * 1024 + 1, 1024 * 1024),
    },
    { weight: 1, arbitrary: fc.constantFrom(1024 * 1024 + 1, 5 * 1024 * 1024, 20 * 1024 * 1024) },
  ),
});

describe('the edge under generated requests, in front of the real services', () => {
  it(`answers ${runs} odd requests without a 5xx, never reaches an internal route, and stays up`, async () => {
    const failures: Array<{ probe: Probe; status: number }> = [];
    let sent = 0;
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(probe, async (input) => {
        sent += 1;
        const status = await send(input);
        if (status >= 500)
          failures.push({ probe: { ...input, path: input.path.slice(0, 200) }, status });
      }),
      { numRuns: runs },
    );
    console.log(`edge robustness: ${sent} generated requests in ${Date.now() - started} ms`);
    expect(sent).toBe(runs);
    expect(failures.slice(0, 5)).toEqual([]);
    expect(internalHits).toEqual([]);
    expect(
      await send({ method: 'GET', path: '/healthz', headers: { host: 'localhost' }, body: 0 }),
    ).toBe(200);
  }, 240_000);
});
