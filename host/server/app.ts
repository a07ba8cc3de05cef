import path from 'node:path';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createInvalidations, createServer, HttpError, openSharedRedis } from '@shop/server-kit';
import {
  remoteHealthPath,
  type ChannelId,
  type InlineReleaseSet,
  type ShopDocumentData,
} from '@shop/contracts';
import { channels, withoutCampaignParams } from '@shop/catalogue';
import type { EdgeConfig } from './config';
import { renderDocument } from './document';
import { readAssetsManifest } from './assets-manifest';
import { withRemoteEntries } from './preloads/remote-entries';
import { loadGlobalConfig, type GlobalConfig } from './global-config';
import { loadErrorPage, loadPageContent, type StoryAnswer } from './page-content';
import { createContentCache, uncachedContent } from './content-cache';
import { headFromStory, type HeadTags } from './seo-head';
import { createReleaseSetSource } from './release-sets';
import { followReleaseSetFeed } from './release-set-feed';
import { imageService } from './images/image-service';
import {
  overrideCookie,
  overrideQueryParameter,
  parseOverrides,
  serializeOverrides,
} from './overrides';
import { documentSecurityHeaders, strictTransportSecurity } from './security-headers';
import { bucketOf, newUserKey, userKeyCookie } from './shopper-bucket';
import { resolveStorefront } from './storefront';
import { catalogueProxyPaths } from './catalogue-paths';
import { safeRedirectTarget } from './redirect-target';
import { contentOf, routeDocument } from './routing';
import { themeExists, themeIdOf } from './theme-exists';
import { registerArtifactFiles } from './artifact-files';
import { proxyRoutes, serviceBodyLimits, type Upstream } from './proxy';
import { maxUrlLength } from './proxy-path';
import { registerCompression } from './compression';
import { createDocumentPreloads } from './preloads/document-preloads';
import { createPageRenderer, serverApiBaseUrls } from './ssr/page-renderer';
import { artifactReaderOf } from './artifact-reader';
import { createScriptPacks, scriptPackRoutes } from './script-packs/pack-routes';
import { createRenderCache, renderKeyOf } from './ssr/render-cache';
import { catalogueFreshness } from './ssr/catalogue-freshness';
import { followCatalogueChanges } from './catalogue-feed';
import { createDocumentCache } from './ssr/document-cache';
import { preloadPinnedServerBuilds } from './ssr/pinned-builds';
import { warmUpOf } from './ssr/warm-up';
import { createRemoteStyles, documentStyles, shellStyles } from './preloads/inline-styles';
import { createFlagTreatments, readConsentCookie } from '@shop/flags/server';

const oneYear = 60 * 60 * 24 * 365;
/** `x-render-in-browser: 1` (development and tests): the document goes out without server rendering. */
export const browserRenderHeader = 'x-render-in-browser';
const precompressedTypes = /\.(js|css|html|svg|json)(\.br|\.gz)?$/;

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
  await registerCompression(app);
  // Every answer in production carries HSTS, redirects and API answers too, not only documents.
  if (config.environment === 'production')
    app.addHook('onSend', async (_request, reply) => {
      reply.header('strict-transport-security', strictTransportSecurity);
    });
  // No page or service needs a longer address; refusing it early keeps it out of every upstream.
  app.addHook('onRequest', async (request) => {
    if (request.url.length > maxUrlLength)
      throw new HttpError(414, `The address may be at most ${maxUrlLength} characters long`, {
        code: 'uri-too-long',
      });
  });
  const assets = readAssetsManifest(config.assetsDir);
  const redis = openSharedRedis(
    { REDIS_URL: config.redis?.url, REDIS_PREFIX: config.redis?.prefix },
    app.log,
  );
  const releaseSetChanges = redis && createInvalidations(redis, 'release-sets', app.log);
  // The content service's publish notices (the message is the channel); without Redis entries expire by age.
  const contentChanges = redis && createInvalidations(redis, 'content', app.log);
  app.addHook('onClose', async () => {
    await releaseSetChanges?.close();
    await contentChanges?.close();
    await redis?.close();
  });
  const contentCacheOptions = config.contentCache ?? uncachedContent;
  const stories = createContentCache<StoryAnswer>(contentCacheOptions, app.log, contentChanges);
  const globals = createContentCache<GlobalConfig>(contentCacheOptions, app.log, contentChanges);
  // Manifests, server builds and style sheets of published remotes, all from one store.
  const readArtifact = artifactReaderOf(config);
  const documentPreloads = createDocumentPreloads(readArtifact, app.log);
  const scriptPacks = createScriptPacks({
    assetsDir: config.assetsDir,
    readArtifact,
    log: app.log,
  });
  // Kept pages and answers with prices in them go once an import commits, not only when they age out.
  const catalogueChanges = config.serverRendering
    ? followCatalogueChanges(config.catalogueUrl, app.log)
    : null;
  app.addHook('onClose', async () => catalogueChanges?.close());
  const freshness = catalogueFreshness(catalogueChanges);
  const pageRenderer =
    config.serverRendering &&
    createPageRenderer(config.serverRendering, readArtifact, app.log, serverApiBaseUrls(config));
  const renderPage =
    pageRenderer && config.serverRendering
      ? createRenderCache(pageRenderer, {
          concurrency: config.serverRendering.concurrency,
          freshness,
        })
      : null;
  const documents = createDocumentCache({ freshness });
  const remoteStyle = createRemoteStyles(readArtifact, app.log);
  const shellCss = shellStyles(config.assetsDir, assets.publicPath, [
    ...(assets.entries.main?.css ?? []),
    ...(assets.boot?.css ?? []),
  ]);
  // Only worth it where the edge renders: the treatments choose the variants it renders.
  const flagTreatments =
    pageRenderer && config.flagsServerKey
      ? createFlagTreatments({ flagsUrl: config.flagsUrl, sdkKey: config.flagsServerKey }, app.log)
      : null;
  app.addHook('onClose', async () => flagTreatments?.close());
  // Without Redis the registry's change feed tells this edge of each change.
  const releaseSetFeed = releaseSetChanges
    ? null
    : followReleaseSetFeed(config.registryUrl, app.log);
  app.addHook('onClose', async () => releaseSetFeed?.close());
  const releaseSetFor = createReleaseSetSource(config.registryUrl, app.log, {
    stateFile: config.stateDir && path.join(config.stateDir, 'release-sets.json'),
    changes: releaseSetChanges || releaseSetFeed || undefined,
  });
  if (pageRenderer)
    preloadPinnedServerBuilds({
      changes: releaseSetChanges || releaseSetFeed,
      pinnedSetsOf: releaseSetFor.pinnedSetsOf,
      keptSets: releaseSetFor.keptSets,
      preload: pageRenderer.preload,
      warm: config.serverRendering?.warmUp ? warmUpOf(app, config.hostTable) : undefined,
      log: app.log,
    });
  const production = config.environment === 'production';

  await app.register(fastifyStatic, {
    root: config.assetsDir,
    prefix: '/assets/',
    // File names carry a content hash, so a cached copy never goes stale.
    immutable: true,
    maxAge: '365d',
    allowedPath: (pathname) => !pathname.endsWith('.map') || !production,
    // The build wrote .br and .gz beside each text file: sent as they are, nothing compressed per request.
    preCompressed: true,
    setHeaders: (response, file) => {
      if (precompressedTypes.test(file)) response.setHeader('vary', 'accept-encoding');
    },
  });

  // Before the file routes: a pack's address is in the folder its files come from.
  await app.register(scriptPackRoutes, { packs: scriptPacks });

  // Published remotes are immutable files: read from the artifact store, the registry is off the shopper's path.
  const servesArtifacts = await registerArtifactFiles(app, config);

  // The flag service's admin API and the registry's API stay internal: only these paths are public.
  const flagsSdk =
    /^\/flags\/api\/(version|splitChanges|segmentChanges\/[^/]+|memberships\/[^/]+|v2\/auth|testImpressions(\/bulk|\/count)?(\/beacon)?|events(\/bulk)?(\/beacon)?|v1\/(keys\/(cs|ss)|metrics\/(usage|config))(\/beacon)?)$/;
  const upstreams: Upstream[] = [
    ...(servesArtifacts
      ? []
      : [
          {
            route: '/remotes/*',
            url: config.registryUrl,
            bodyLimit: 0,
            allow: /^\/remotes\/[^/]+\/[^/]+\/.+/,
          },
        ]),
    // Shoppers' pages report remote failures here; the registry judges canaries by them.
    {
      route: '/telemetry/*',
      url: config.registryUrl,
      bodyLimit: 16 * 1024,
      allow: new RegExp(`^${remoteHealthPath}$`),
    },
    {
      route: '/web-api/*',
      url: config.shopApiUrl,
      bodyLimit: serviceBodyLimits.shopApi,
      // The shop API's development tools (the mail outbox) are never public in production.
      allow: production ? /^\/web-api\/(?!dev(\/|$))/ : undefined,
    },
    // Buying a voucher posts to the English voucher page's path: only POST goes to the shop API.
    {
      route: '/gift-voucher',
      methods: ['POST'],
      url: config.shopApiUrl,
      bodyLimit: serviceBodyLimits.shopApi,
    },
    { route: '/price-api/*', url: config.catalogueUrl, bodyLimit: serviceBodyLimits.catalogue },
    // The catalogue's product calls; every other /web-api path stays with the shop API.
    ...catalogueProxyPaths.map((route) => ({
      route,
      url: config.catalogueUrl,
      bodyLimit: serviceBodyLimits.catalogue,
    })),
    { route: '/frontend-api/*', url: config.contentGatewayUrl, bodyLimit: 0 },
    {
      route: '/flags/api/*',
      url: config.flagsUrl,
      bodyLimit: serviceBodyLimits.flagsIngest,
      allow: flagsSdk,
    },
  ];
  await app.register(proxyRoutes, { upstreams });

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
    const route = routeDocument(storefront, {
      url: request.url,
      protocol: request.protocol,
      port: request.port ? String(request.port) : '',
      hostTable: config.hostTable,
    });
    if (route.kind === 'redirect') return reply.redirect(route.location, route.status);
    const cookies = parseCookies(request.headers.cookie ?? '');
    const overrides = resolveOverrides(request, reply, cookies, production);

    const origin = `${request.protocol}://${request.host}`;
    const contentArgs = [config.contentGatewayUrl, storefront, origin, request.log] as const;
    const search = request.url.split('?')[1] ?? '';
    // Click ids and utm parameters attribute the visit in the browser; the page, its head and the
    // kept document are the same without them, so every ad click is not a render of its own.
    const pageSearch = withoutCampaignParams(search);
    const pageUrl = `${origin}${pathname}${pageSearch ? `?${pageSearch}` : ''}`;
    // An unknown card theme is a missing page: 404 with the error story, like any other.
    const themeId =
      route.kind === 'page' && route.row !== 'remote-preview' && route.row.page === 'themes'
        ? themeIdOf(storefront.pathname)
        : undefined;
    const unknownTheme =
      themeId !== undefined &&
      !(await themeExists(config.catalogueUrl, storefront, themeId, request.log));
    const needs = unknownTheme ? 'error' : contentOf(route);
    const [content, { hotline, navigation, navigationJson }] = await Promise.all([
      needs === 'error'
        ? loadErrorPage(...contentArgs, search, stories)
        : needs === 'story'
          ? loadPageContent(...contentArgs, search, stories)
          : Promise.resolve({ kind: 'shell' } as const),
      loadGlobalConfig(config.contentGatewayUrl, storefront, request.log, globals),
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
    // No set from the registry and none kept (a first start while it is down, a channel never
    // promoted): the shell without remotes, whose slots show their fallbacks, answered 503.
    const releaseSet = await releaseSetFor(storefront.channel, bucketOf(userKey)).catch(() => null);
    const { pathname: _pathname, ...storefrontProps } = storefront;
    const data: ShopDocumentData = {
      flagTreatments: flagTreatments?.treatmentsFor({
        key: userKey,
        channel: `${storefront.channel}-${storefront.country}`,
        userAgent: request.headers['user-agent'],
        search,
      }),
      storefront: storefrontProps,
      consentNoticeShown: readConsentCookie({ cookie: request.headers.cookie ?? '' }) === 'UNKNOWN',
      environment: config.environment,
      releaseSet: releaseSet ?? {
        id: 0,
        channel: storefront.channel,
        environment: config.environment as InlineReleaseSet['environment'],
        remotes: {},
      },
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
    const status =
      content.kind === 'not-found'
        ? 404
        : content.kind === 'unavailable' || !releaseSet
          ? 503
          : 200;
    const storyJson =
      content.kind === 'page' || content.kind === 'not-found' ? content.storyJson : undefined;
    const renderInputs = { url: pageUrl, storyJson, navigationJson };
    // Outside production a browser can ask for the client-rendered page (tests of slot mounting).
    const serverRender =
      renderPage && !(request.headers[browserRenderHeader] === '1' && !production);
    const documentKey = serverRender && status === 200 ? renderKeyOf(data, renderInputs) : null;
    const keptDocument = documentKey ? documents.find(documentKey) : undefined;
    if (keptDocument) {
      reply
        .headers(documentSecurityHeaders([], config.integrations, { production }))
        .header('cache-control', 'no-store')
        .header('x-edge-render', 'document');
      return documents.send(request, reply, keptDocument);
    }
    const head =
      content.kind === 'page'
        ? headFromStory(content.story, {
            url: pageUrl,
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
    const [preloads, render] = await Promise.all([
      documentPreloads(route, needs, data, {
        pathname: storefront.pathname,
        search: pageSearch ? `?${pageSearch}` : '',
      }),
      serverRender ? renderPage(data, renderInputs, request.log, documentKey) : undefined,
    ]);
    const shell = render?.rendered;
    data.releaseSet = withRemoteEntries(data.releaseSet, preloads.entries);
    // The treatments travel with the document only when it was rendered with them.
    if (!shell) delete data.flagTreatments;
    if (shell) {
      data.serverRendered = shell.serverRendered;
      if (Object.keys(shell.answers).length > 0) data.slotAnswers = shell.answers;
      preloads.styles = await documentStyles(
        preloads.remotes.filter((preload) => preload.as === 'style').map(({ href }) => href),
        remoteStyle,
        shellCss,
      );
      preloads.pageOrigin = origin;
    }
    if (render)
      reply.header('x-edge-render', shell || render.state === 'busy' ? render.state : 'browser');
    const html = renderDocument(
      head,
      data,
      assets,
      { story: storyJson, navigation: navigationJson },
      preloads,
      shell?.html,
      { scriptPacks: config.scriptPacks, preparePacks: scriptPacks.prepare },
    );
    // Kept only when nothing was left out, so a document never keeps a slow slot's or manifest's gap.
    if (documentKey && shell?.complete && preloads.complete)
      documents.keep(documentKey, status, html, render?.stamp ?? null);
    return reply
      .status(status)
      .headers(documentSecurityHeaders(overrideOrigins, config.integrations, { production }))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
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
