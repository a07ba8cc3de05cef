import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../infra/shop-api/src/testing/harness';
import { buildEdgeServer } from './app';
import { catalogueWebApiPaths } from './catalogue-paths';
import { serveReleaseSet, testEdgeConfig } from './testing/edge-config';

// What editors may type into a redirect story or a canonical URL, and what the edge must make of it.
const redirectStories: Record<string, string> = {
  '/de-de/weiter-crlf': '/a\r\nSet-Cookie: owned=1',
  '/de-de/weiter-umlaut': '/grüße€',
  '/de-de/weiter-backslash': '/\\evil.com',
  '/de-de/weiter-extern': 'https://www.kartenliebe.de/glückwunsch',
};
const canonicalStories: Record<string, string> = {
  '/de-de/kanon-script': 'javascript:alert(1)',
  '/de-de/kanon-versteckt': ' JaVa\tScRiPt:alert(1)',
};

const internalHits: string[] = [];
let shopApi: TestApi;
let services: FastifyInstance;
let catalogue: FastifyInstance;
const edges: FastifyInstance[] = [];

/** The content gateway and registry in one stand-in; the catalogue as a service with its 64 KiB limit. */
async function startServices() {
  services = Fastify();
  serveReleaseSet(services);
  // The flag admin API and the registry's audit answer whoever reaches them: each hit is a leak.
  for (const internal of ['/flags/admin/flags', '/api/audit', '/web-api/dev/outbox'])
    services.get(internal, async (request) => {
      internalHits.push(request.url);
      return { internal: true };
    });
  services.get('/frontend-api/mp/storyblok/global', async () => ({}));
  services.get('/frontend-api/mp/storyblok', async (request, reply) => {
    const { path } = request.query as { path: string };
    const target = redirectStories[path];
    if (target !== undefined)
      return { name: 'Weiter', full_slug: path.slice(1), redirect: { target, status: 301 } };
    if (path in canonicalStories || path === '/de-de/')
      return {
        name: 'Seite',
        full_slug: path.slice(1),
        content: {
          component: 'Page',
          title: 'Seite',
          canonicalUrl: { url: canonicalStories[path] },
        },
      };
    if (path.length > 512) return reply.status(400).send({ message: 'path too long' });
    return reply.status(404).send({ message: 'not found' });
  });
  await services.listen({ port: 0, host: '127.0.0.1' });
  catalogue = Fastify({ bodyLimit: 64 * 1024 });
  catalogue.all('/*', async () => ({ ok: true }));
  await catalogue.listen({ port: 0, host: '127.0.0.1' });
}

const address = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

async function startEdge(environment: 'production' | 'development', shopApiUrl = shopApi.url) {
  const edge = await buildEdgeServer(
    testEdgeConfig(address(services), {
      environment,
      shopApiUrl,
      catalogueUrl: address(catalogue),
    }),
    { logLevel: 'silent' },
  );
  await edge.listen({ port: 0, host: '127.0.0.1' });
  edges.push(edge);
  return edge;
}

beforeAll(async () => {
  shopApi = await startTestApi('sqlite');
  await startServices();
}, 60_000);
afterAll(async () => {
  for (const edge of edges) await edge.close();
  await services?.close();
  await catalogue?.close();
  await shopApi?.close();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** A raw request (the path goes on the wire exactly as written) on the given agent. */
function send(
  edge: FastifyInstance,
  method: string,
  path: string,
  options: { body?: Buffer; agent?: http.Agent | false; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: (edge.server.address() as { port: number }).port,
        method,
        path,
        agent: options.agent ?? false,
        headers: {
          host: 'localhost',
          'x-channel': 'wallart-de',
          'x-locale': 'de-DE',
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, text }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('the edge, probed as the hardening review did', () => {
  it('never forwards a path that climbs out of a public route: backslashes, encoded dots and separators are 404', async () => {
    // Every service at the stand-in, so a forwarded path would reach its internal routes.
    const edge = await startEdge('production', address(services));
    for (const path of [
      '/flags/api/x\\..\\..\\admin/flags',
      '/flags/api/x%5C..%5C..%5Cadmin/flags',
      '/flags/api/%2e%2e/%2e%2e/admin/flags',
      '/remotes/x\\..\\..\\api/audit',
      '/remotes/x%5c..%5c..%5capi/audit',
      '/web-api/x\\..\\dev/outbox',
      '/web-api/dev/outbox',
    ]) {
      const answer = await send(edge, 'GET', path, {
        headers: { authorization: 'Bearer test-admin-token' },
      });
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.text).message, path).toBeTruthy();
    }
    expect(internalHits).toEqual([]);
  });

  it('answers 1 MB and 10 MB bodies to every /web-api call with its own 413, and the next request on the connection works', async () => {
    const edge = await startEdge('production');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const calls = [
      '/web-api/customer-login',
      '/web-api/customer-signup',
      '/web-api/customer-signup/confirm',
      '/web-api/customer-data',
      '/web-api/newsletter-subscribe',
      '/web-api/voucher/check',
      '/web-api/health',
      ...catalogueWebApiPaths,
    ];
    for (const size of [1_000_000, 10_000_000]) {
      const body = Buffer.alloc(size, 'a');
      for (const call of calls) {
        const refused = await send(edge, 'POST', call, { body, agent });
        expect(refused.status, `${size} ${call}`).toBe(413);
        expect(JSON.parse(refused.text).code).toBe('body-too-large');
        const next = await send(edge, 'GET', '/web-api/csrf-token', { agent });
        expect(next.status, `after ${size} ${call}`).toBe(200);
      }
    }
    agent.destroy();
  });

  it('answers long addresses 414 or 404, never 503', async () => {
    const edge = await startEdge('production');
    for (const length of [1000, 4000, 5000, 16_000]) {
      const slug = `/${'a'.repeat(length)}`;
      for (const path of [slug, `/web-api${slug}`]) {
        const { status } = await send(edge, 'GET', path);
        expect([404, 414], `${path.slice(0, 12)}… (${length})`).toContain(status);
      }
    }
  });

  it('sends redirect stories with line breaks, non-Latin-1 characters or a backslash host only to safe, encoded places', async () => {
    const edge = await startEdge('production');
    const location = async (path: string) => {
      const answer = await send(edge, 'GET', path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers['set-cookie']?.join() ?? '').not.toContain('owned');
      return answer.headers.location;
    };
    expect(await location('/weiter-crlf')).toBe('http://localhost/');
    expect(await location('/weiter-umlaut')).toBe('/gr%C3%BC%C3%9Fe%E2%82%AC');
    expect(await location('/weiter-backslash')).toBe('http://localhost/');
    expect(await location('/weiter-extern')).toBe('https://www.kartenliebe.de/gl%C3%BCckwunsch');
  });

  it('puts no script URL into canonical, hreflang or og:url', async () => {
    const edge = await startEdge('production');
    for (const path of ['/kanon-script', '/kanon-versteckt']) {
      const { status, text } = await send(edge, 'GET', path);
      expect(status).toBe(200);
      expect(text).toContain(`<link rel="canonical" href="http://localhost${path}">`);
      expect(text).toContain(`<meta property="og:url" content="http://localhost${path}">`);
      const tags = text.match(/<(link|meta)\b[^>]*>/g) ?? [];
      expect(tags.filter((tag) => /script:/i.test(tag))).toEqual([]);
      expect(tags.some((tag) => tag.includes('hreflang="de-DE"'))).toBe(true);
    }
  });

  it('refuses override origins that would widen or break the page’s CSP, and allows a plain one', async () => {
    const edge = await startEdge('development');
    for (const value of [
      'mf_navigation@http://x;sandbox/m.json',
      'mf_navigation@http://*/m.json',
    ]) {
      const answer = await send(edge, 'GET', `/?remote-override=${encodeURIComponent(value)}`);
      expect(answer.status, value).toBe(400);
      expect(answer.headers['content-security-policy'] ?? '').not.toMatch(/sandbox|\*/);
    }
    const plain = await send(
      edge,
      'GET',
      `/?remote-override=${encodeURIComponent('mf_navigation@http://localhost:3001/mf-manifest.json')}`,
    );
    expect(plain.headers['content-security-policy']).toContain(
      "script-src 'self' http://localhost:3001;",
    );
  });

  it('sends HSTS on every answer in production only, and a stopped service is 503 with the error shape', async () => {
    const production = await startEdge('production');
    const hsts = 'max-age=31536000; includeSubDomains';
    for (const path of ['/', '/at/wandbilder', '/web-api/csrf-token', '/nirgends/%2e%2e'])
      expect((await send(production, 'GET', path)).headers['strict-transport-security'], path).toBe(
        hsts,
      );
    const development = await startEdge('development');
    expect((await send(development, 'GET', '/')).headers).not.toHaveProperty(
      'strict-transport-security',
    );

    const stopped = Fastify();
    await stopped.listen({ port: 0, host: '127.0.0.1' });
    const stoppedUrl = address(stopped);
    await stopped.close();
    const orphan = await startEdge('production', stoppedUrl);
    const down = await send(orphan, 'POST', '/web-api/customer-login', { body: Buffer.from('{}') });
    expect(down.status).toBe(503);
    expect(JSON.parse(down.text)).toMatchObject({ code: 'upstream-unavailable' });
    expect(down.text).not.toContain('127.0.0.1');
  });
});
