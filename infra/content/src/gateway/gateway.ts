import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HttpError,
  badRequest,
  createInvalidations,
  createServer,
  notFound,
  SwrCache,
  type CacheState,
} from '@shop/server-kit';
import { fallbackChain } from '@shop/catalogue';
import { localeFolder, normaliseLocale } from '../config/locales';
import { defaultRelations } from '../model/relations';
import { breadcrumbCandidates, breadcrumbItems, breadcrumbStructuredData } from './breadcrumb';
import {
  createContentClients,
  type ContentClients,
  type StoryResult,
  type Version,
} from './content-client';
import { globalConfigBody, globalConfigSlug } from './global-config';
import type { GatewayOptions } from './options';
import { alternatesOf, pageResult, type PageResult } from './prepare-story';
import {
  baseUrlOf,
  checkApiVersion,
  pagePathOf,
  relationsOf,
  siteOf,
  storefrontPath,
  versionOf,
  type PagePath,
  type Query,
} from './request-context';
import { contentChangesTopic } from '../content-changes';
import { redisSharedLevel, sharedTtlMs } from './shared-cache';

type CachedPage = { json: string; etag: string };
type Cached = { page: CachedPage | null } | { value: unknown } | { story: StoryResult };

// The bytes of a kept page, encoded once: a hit then sends a Buffer, as a static file server would.
const pageBytes = new WeakMap<CachedPage, Buffer>();
const bytesOf = (page: CachedPage) => {
  let bytes = pageBytes.get(page);
  if (!bytes) pageBytes.set(page, (bytes = Buffer.from(page.json)));
  return bytes;
};
type Request = FastifyRequest<{ Querystring: Query }>;

/** Every cache key starts with `<kind>:<channel>:`. */
const spaceOf = (key: string) => key.split(':')[1] ?? '';

const pageNotFound = (storyPath: string, state: CacheState) =>
  new HttpError(404, `Page not found: ${storyPath}`, {
    code: 'storyblok-page-not-found',
    headers: { 'x-content-cache': state },
  });

/** The content gateway under /frontend-api/mp/storyblok, talking to the content service with storyblok-js-client. */
export function createGateway(
  options: GatewayOptions,
  clients: ContentClients = createContentClients(options),
): FastifyInstance {
  const app = createServer({ name: 'content-gateway', logLevel: options.logLevel });
  const redis = options.redis ?? null;
  const cache = new SwrCache<Cached>({
    freshMs: options.freshMs,
    staleWhileRevalidateMs: options.staleWhileRevalidateMs,
    revalidateWaitMs: options.revalidateWaitMs,
    staleIfErrorMs: options.staleIfErrorMs,
    maxEntries: options.maxEntries,
    now: options.now,
    onStaleServed: (key, ageMs, error) =>
      app.log.warn(
        { event: 'content-stale-served', key, ageMs, reason: (error as Error).message },
        'content service failed; served the last good copy',
      ),
    onRefreshFailed: (key, error) =>
      app.log.error(
        { event: 'content-upstream-failed', key, reason: (error as Error).message },
        'loading content failed',
      ),
    shared: redis
      ? redisSharedLevel<Cached>(redis, {
          ttlMs: sharedTtlMs(options),
          spaceOf,
          waitMs: 250,
          log: app.log,
        })
      : undefined,
  });
  if (redis) {
    const changes = createInvalidations(redis, contentChangesTopic, app.log);
    // A story shows up in other stories' relations, breadcrumbs and navigation: its whole space expires.
    changes.onMessage((channel) => cache.expire((key) => spaceOf(key) === channel));
    app.addHook('onClose', () => changes.close());
  }

  const cacheControl = (version: Version) =>
    version === 'draft'
      ? 'no-store'
      : `public, max-age=${Math.floor(options.freshMs / 1000)}, stale-while-revalidate=${Math.floor(options.staleWhileRevalidateMs / 1000)}, stale-if-error=${Math.floor(options.staleIfErrorMs / 1000)}`;

  /** Loads through the cache; drafts are never stored but still coalesced. A failure without a copy is a 502. */
  async function cached<T extends Cached>(
    key: string,
    version: Version,
    load: () => Promise<T>,
  ): Promise<{ value: T; state: CacheState }> {
    try {
      return (await cache.get(key, load, { store: version === 'published' })) as {
        value: T;
        state: CacheState;
      };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(502, 'Content is unavailable right now; please retry shortly', {
        code: 'content-unavailable',
      });
    }
  }

  const send = (reply: FastifyReply, version: Version, state: CacheState) =>
    reply.header('cache-control', cacheControl(version)).header('x-content-cache', state);

  function context(request: Request) {
    checkApiVersion(request.query);
    const site = siteOf(request.headers, { localeRequired: false });
    const page = pagePathOf(request.query.path, site.locale, request.query.platform);
    const version = versionOf(request.query, site.channel, options);
    return { site, page, version };
  }

  const storyKey = (
    channel: string,
    version: Version,
    page: PagePath,
    relations: string[],
    baseUrl: string | undefined,
  ) => `story:${channel}:${version}:${page.fullSlug}:${relations.join(',')}:${baseUrl ?? ''}`;

  app.get('/frontend-api/mp/storyblok', async (request: Request, reply) => {
    const { site, page, version } = context(request);
    const relations = relationsOf(request.query, defaultRelations);
    const baseUrl = baseUrlOf(request.query);
    // The cache keeps the serialised body only; a hit is sent as it is.
    const { value, state } = await cached(
      storyKey(site.channel, version, page, relations, baseUrl),
      version,
      async () => {
        const story = await clients.story(site.channel, version, page.fullSlug, relations);
        const result: PageResult =
          story.kind === 'found'
            ? pageResult(story.story, { cv: story.cv, version, storyPath: page.storyPath })
            : { kind: 'not-found' };
        if (result.kind === 'not-found') return { page: null };
        const content = result.body.content as Record<string, unknown>;
        if (
          baseUrl &&
          content.component === 'Page' &&
          !(content.canonicalUrl as { url?: string } | undefined)?.url
        ) {
          content.canonicalUrl = { url: `${baseUrl}${storefrontPath(page)}` };
        }
        const json = JSON.stringify(result.body);
        return {
          page: {
            json,
            etag: `W/"${result.body.cv}-${crypto.createHash('sha1').update(json).digest('base64url').slice(0, 16)}"`,
          },
        };
      },
    );
    if (!value.page) throw pageNotFound(page.storyPath, state);
    send(reply, version, state);
    if (request.query.sku) {
      const body = JSON.parse(value.page.json) as { content: Record<string, unknown> };
      body.content.sku = request.query.sku;
      return body;
    }
    reply.header('etag', value.page.etag);
    if (request.headers['if-none-match'] === value.page.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(bytesOf(value.page));
  });

  app.get('/frontend-api/mp/storyblok/global', async (request: Request, reply) => {
    const site = siteOf(request.headers, { localeRequired: true });
    const version = versionOf(request.query, site.channel, options);
    const folder = localeFolder(site.locale);
    const { value, state } = await cached(
      `global:${site.channel}:${site.country}:${version}:${folder}`,
      version,
      async () => {
        // A locale without its own configuration (fr-CH) uses its fallback's (fr-FR), as its stories do.
        for (const locale of fallbackChain(site.locale)) {
          const slug = globalConfigSlug(localeFolder(locale));
          const story = await clients.story(site.channel, version, slug, []);
          if (story.kind === 'found')
            return {
              value: globalConfigBody(story.story, {
                cv: story.cv,
                version,
                channel: site.channel,
                country: site.country,
                locale: site.locale,
              }),
            };
        }
        return { value: null };
      },
    );
    if (!value.value)
      throw notFound(
        `Global configuration not found: /${globalConfigSlug(folder)}`,
        'storyblok-global-not-found',
      );
    send(reply, version, state);
    return value.value;
  });

  app.get('/frontend-api/mp/storyblok/breadcrumb', async (request: Request, reply) => {
    const { site, page, version } = context(request);
    const { value, state } = await cached(
      `breadcrumb:${site.channel}:${version}:${page.fullSlug}`,
      version,
      async () => {
        const candidates = breadcrumbCandidates(page);
        const { stories } = await clients.stories(site.channel, version, {
          by_slugs: candidates.join(','),
          per_page: 25,
          excluding_fields: 'body,teaser,uspTeaser,calculator,structuredData',
        });
        return { value: breadcrumbItems(page, stories) ?? null };
      },
    );
    const items = value.value as ReturnType<typeof breadcrumbItems> | null;
    if (!items) throw pageNotFound(page.storyPath, state);
    send(reply, version, state);
    return {
      storyPath: page.storyPath,
      items,
      structuredData: breadcrumbStructuredData(items, baseUrlOf(request.query)),
    };
  });

  app.get('/frontend-api/mp/storyblok/transform', async (request: Request, reply) => {
    const { site, page, version } = context(request);
    const target = request.query.targetLocale;
    const targetLocale = target === undefined ? undefined : normaliseLocale(target);
    if (target !== undefined && !targetLocale)
      throw badRequest(`targetLocale "${target}" is not a shop locale (e.g. fr-FR)`);
    const { value, state } = await cached(
      `meta:${site.channel}:${version}:${page.fullSlug}`,
      version,
      async () => ({
        story: await clients.story(site.channel, version, page.fullSlug, []),
      }),
    );
    if (
      value.story.kind === 'not-found' ||
      !['Page', 'Redirect'].includes(String(value.story.story.content?.component))
    ) {
      throw pageNotFound(page.storyPath, state);
    }
    send(reply, version, state);
    const toHref = (path: string) => `/${path.split('/').slice(2).join('/')}`;
    const translations = alternatesOf(value.story.story).map((alternate) => ({
      ...alternate,
      href: toHref(alternate.path),
    }));
    const body = {
      storyPath: page.storyPath,
      locale: page.locale,
      href: storefrontPath(page),
      translations,
    };
    if (!targetLocale) return body;
    const match =
      targetLocale === page.locale
        ? { locale: page.locale, path: page.storyPath, href: storefrontPath(page) }
        : translations.find((translation) => translation.locale === targetLocale);
    const fallback = { locale: targetLocale, path: `/${localeFolder(targetLocale)}/`, href: '/' };
    return {
      ...body,
      target: match ? { ...match, fallback: false } : { ...fallback, fallback: true },
    };
  });

  app.get('/health', async () => ({ status: 'ok', cachedEntries: cache.size }));
  return app;
}
