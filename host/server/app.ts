import fs from 'node:fs';
import path from 'node:path';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import fastifyStatic from '@fastify/static';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createServer, HttpError } from '@shop/server-kit';
import type { ChannelId, ShopDocumentData } from '@shop/contracts';
import { channels } from '@shop/catalogue';
import type { EdgeConfig } from './config';
import { renderDocument, type AssetsManifest } from './document';
import { loadGlobalConfig } from './global-config';
import { loadPageContent, needsStory } from './page-content';
import { headFromStory, type HeadTags } from './seo-head';
import { createReleaseSetSource } from './release-sets';
import { imageService } from './images/image-service';
import {
  overrideCookie,
  overrideQueryParameter,
  parseOverrides,
  serializeOverrides,
} from './overrides';
import { documentSecurityHeaders } from './security-headers';
import { bucketOf, newUserKey, userKeyCookie } from './shopper-bucket';
import { resolveStorefront } from './storefront';
import { catalogueWebApiPaths } from './catalogue-paths';

const oneYear = 60 * 60 * 24 * 365;

/** The edge server: one origin for the browser, serving documents and proxying every service. */
export async function buildEdgeServer(
  config: EdgeConfig,
  options: { logLevel?: string } = {},
): Promise<FastifyInstance> {
  // Behind a load balancer EDGE_TRUST_PROXY names it, so request.ip is the shopper's address.
  const app = createServer({
    name: 'edge',
    logLevel: options.logLevel,
    fastify: { trustProxy: config.trustProxy },
  });
  const assets = JSON.parse(
    fs.readFileSync(path.join(config.assetsDir, 'assets-manifest.json'), 'utf8'),
  ) as AssetsManifest;
  const releaseSetFor = createReleaseSetSource(config.registryUrl, app.log);
  const production = config.environment === 'production';

  await app.register(fastifyStatic, {
    root: config.assetsDir,
    prefix: '/assets/',
    // File names carry a content hash, so a cached copy never goes stale.
    immutable: true,
    maxAge: '365d',
    allowedPath: (pathname) => !pathname.endsWith('.map') || !production,
  });

  await app.register(async (proxied) => {
    // Bodies stream through untouched; the upstream service parses and validates them.
    proxied.removeAllContentTypeParsers();
    proxied.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await proxied.register(replyFrom, { http: { requestOptions: { timeout: 30_000 } } });
    const upstreams: Array<[string, string]> = [
      ['/remotes/*', config.registryUrl],
      ['/web-api/*', config.shopApiUrl],
      ['/price-api/*', config.catalogueUrl],
      // The catalogue's product calls; every other /web-api path stays with the shop API.
      ...catalogueWebApiPaths.map((route): [string, string] => [route, config.catalogueUrl]),
      ['/frontend-api/*', config.contentGatewayUrl],
      // Only the SDK protocol is public; the flag service's admin API stays internal.
      ['/flags/api/*', config.flagsUrl],
    ];
    for (const [route, upstream] of upstreams) {
      proxied.all(route, (request, reply) =>
        reply.from(`${upstream}${request.url}`, {
          // The edge is the trust boundary: a client's own X-Forwarded-For is replaced, never passed on.
          rewriteRequestHeaders: (_raw, headers) => ({
            ...headers,
            'x-forwarded-for': request.ip,
            'x-forwarded-host': request.host,
            'x-forwarded-proto': request.protocol,
          }),
        }),
      );
    }
  });

  // Originals at /media/* and /cdn-cgi/image/{options}/{url}, resized on this origin.
  if (config.media) await app.register(imageService, config.media);

  app.get('/healthz', async () => ({ status: 'ok' }));
  // Browsers ask for it on every first visit; the brand icon comes with the design system later.
  app.get('/favicon.ico', async (_request, reply) =>
    reply.status(204).header('cache-control', 'public, max-age=86400').send(),
  );

  app.get('/*', async (request, reply) => {
    const [pathname] = request.url.split('?') as [string];
    const storefront = resolveStorefront(request.hostname, pathname, config.hostTable);
    if (!storefront)
      throw new HttpError(404, `No shop is configured for the host ${request.hostname}`);
    if (pathname.includes('/img/')) {
      request.log.warn(
        { event: 'route-aborted-img-path', path: pathname },
        'image path requested as a page',
      );
      throw new HttpError(404, `Page not found: ${pathname}`, { code: 'page-not-found' });
    }
    if (production && storefront.pathname.startsWith('/_remote-preview/')) {
      throw new HttpError(404, `Page not found: ${pathname}`, { code: 'page-not-found' });
    }
    const cookies = parseCookies(request.headers.cookie ?? '');
    const overrides = resolveOverrides(request, reply, cookies, production);

    const origin = `${request.protocol}://${request.host}`;
    const [content, { hotline, navigation }] = await Promise.all([
      needsStory(storefront.pathname)
        ? loadPageContent(
            config.contentGatewayUrl,
            storefront,
            origin,
            request.log,
            request.url.split('?')[1] ?? '',
          )
        : Promise.resolve({ kind: 'shell' } as const),
      loadGlobalConfig(config.contentGatewayUrl, storefront, request.log),
    ]);
    if (content.kind === 'redirect')
      return reply.redirect(
        safeRedirectTarget(content.target, origin, storefront.basename),
        content.status,
      );

    let userKey = cookies[userKeyCookie];
    if (!userKey) {
      userKey = newUserKey();
      reply.header(
        'set-cookie',
        serializeCookie(userKeyCookie, userKey, { path: '/', maxAge: oneYear, sameSite: 'lax' }),
      );
    }
    const releaseSet = await releaseSetFor(storefront.channel, bucketOf(userKey));
    const { pathname: _pathname, ...storefrontProps } = storefront;
    const data: ShopDocumentData = {
      storefront: storefrontProps,
      environment: config.environment,
      releaseSet,
      overrides,
      remoteTimeoutMs: config.remoteTimeoutMs,
      hotline,
      navigation,
      integrations: config.integrations,
      flags: config.flags,
      page: {
        status: content.kind === 'page' ? 'ok' : content.kind,
        story:
          content.kind === 'page'
            ? content.story
            : content.kind === 'not-found'
              ? content.errorStory
              : null,
      },
    };
    const head =
      content.kind === 'page'
        ? headFromStory(content.story, {
            url: `${origin}${request.url}`,
            hostTable: config.hostTable,
            channel: storefront.channel,
            locale: storefront.locale,
            protocol: request.protocol,
            port: request.port ? String(request.port) : '',
          })
        : shellHead(storefront.channel);
    const overrideOrigins = [
      ...new Set(Object.values(overrides).map((url) => new URL(url).origin)),
    ];
    return reply
      .status(content.kind === 'not-found' ? 404 : content.kind === 'unavailable' ? 503 : 200)
      .headers(documentSecurityHeaders(overrideOrigins, config.integrations))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderDocument(head, data, assets));
  });

  return app;
}

/** Head of a page without a story: the account area, a missing page, or content that is down. */
function shellHead(channel: ChannelId): HeadTags {
  return {
    title: channels[channel].name,
    description: '',
    // Pages without content (account, errors) are never indexed.
    robots: 'noindex,nofollow',
    alternates: [],
    openGraph: {},
    structuredData: [],
  };
}

/**
 * A story's redirect target: a path stays on this storefront (under its locale prefix); an
 * absolute http(s) URL is followed as the editors set it; anything else goes home.
 */
function safeRedirectTarget(target: string, origin: string, basename: string): string {
  if (target.startsWith('/') && !target.startsWith('//')) return `${basename}${target}`;
  try {
    const url = new URL(target);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // fall through: an unusable target must not become an open redirect
  }
  return `${origin}${basename || '/'}`;
}

/**
 * Development builds of a remote can replace the pinned one for this browser (query parameter,
 * then remembered in a cookie). Production refuses the parameter and ignores the cookie.
 */
function resolveOverrides(
  request: FastifyRequest,
  reply: FastifyReply,
  cookies: Record<string, string | undefined>,
  production: boolean,
): Record<string, string> {
  const query = request.query as Record<string, string | undefined>;
  const requested = query[overrideQueryParameter];
  if (production) {
    if (requested !== undefined) {
      throw new HttpError(
        400,
        'Remote overrides are disabled in production; shoppers always get the pinned release set.',
      );
    }
    if (cookies[overrideCookie]) {
      request.log.warn(
        { event: 'remote-override-refused' },
        'override cookie ignored in production',
      );
      reply.header('set-cookie', serializeCookie(overrideCookie, '', { path: '/', maxAge: 0 }));
    }
    return {};
  }
  if (requested !== undefined) {
    const overrides = requested === '' ? {} : parseOverrides(requested);
    reply.header(
      'set-cookie',
      serializeCookie(overrideCookie, serializeOverrides(overrides), {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        maxAge: requested === '' ? 0 : 60 * 60 * 8,
      }),
    );
    return overrides;
  }
  const remembered = cookies[overrideCookie];
  return remembered ? parseOverrides(remembered) : {};
}
