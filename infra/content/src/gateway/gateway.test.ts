import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentStorySchema } from '@shop/contracts';
import { testDialects } from '@shop/db/testing';
import {
  manage,
  startTestContentService,
  startTestGateway,
  testTokens,
  type RunningContentService,
} from '../testing';
import { gatewayStories, pageStory } from './gateway-fixtures';

const wallartDe = { 'x-channel': 'wallart-de', 'x-locale': 'de-DE' };
const query = (params: Record<string, string>) =>
  new URLSearchParams({ apiVersion: 'v2', platform: 'web', version: 'published', ...params });

describe.each(await testDialects())('content gateway with the content service on %s', (dialect) => {
  let service: RunningContentService;
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let upstream: string[] = [];
  let failUpstream = false;
  let slowUpstreamMs = 0;
  // The gateway cache's clock: entries age only when a test moves it, however slow the machine is.
  let clockMs = Date.now();

  const get = (
    params: Record<string, string>,
    headers: Record<string, string> = wallartDe,
    route = '',
  ) => fetch(`${gateway.url}/frontend-api/mp/storyblok${route}?${query(params)}`, { headers });

  beforeAll(async () => {
    service = await startTestContentService(dialect, {
      beforeListen: (app) =>
        app.addHook('onRequest', async (request, reply) => {
          upstream.push(request.url);
          if (slowUpstreamMs) await new Promise((resolve) => setTimeout(resolve, slowUpstreamMs));
          if (failUpstream) await reply.status(500).send({ message: 'broken on purpose' });
        }),
    });
    const imported = await manage(service.url, 'POST', '/v1/spaces/wallart/stories/import', {
      stories: gatewayStories,
    });
    expect(imported.status).toBe(200);
    gateway = await startTestGateway(service.url, { now: () => clockMs });
  });
  afterAll(async () => {
    await gateway.close();
    await service.close();
  });

  it('maps path to /{locale}/{slug}, with the locale from the path or from X-Locale', async () => {
    const withLocale = await (await get({ path: '/de-DE/wandbilder' })).json();
    expect(withLocale).toMatchObject({
      full_slug: 'de-de/wandbilder',
      storyPath: '/de-de/wandbilder',
      content: { component: 'Page', title: 'Wandbilder' },
    });
    const fromHeader = await (await get({ path: '/wandbilder' })).json();
    expect(fromHeader.uuid).toBe(withLocale.uuid);
    expect((await (await get({ path: '/de-DE/' })).json()).full_slug).toBe('de-de/');
    expect((await (await get({ path: '/de-DE/', platform: 'desktop' })).json()).full_slug).toBe(
      'de-de/desktop-startseite',
    );
    expect(withLocale.alternates).toEqual([{ locale: 'fr-FR', path: '/fr-fr/deco-murale' }]);
    expect(withLocale.content.alternates).toEqual(withLocale.alternates);
    expect(contentStorySchema.safeParse(withLocale).error).toBeUndefined();
  });

  it('resolves the page relations and adds @context to structured data', async () => {
    const story = await (await get({ path: '/de-DE/wandbilder' })).json();
    const matrix = story.content.body[0];
    expect(matrix.items.map((item: { name: string }) => item.name)).toEqual([
      'Item 0',
      'Item 1',
      'Item 2',
    ]);
    expect(matrix.initialItems[0].content.component).toBe('ProductMatrixItem');
    expect(story.content.productSnippet.content.structuredData[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Leinwand',
    });
    expect(JSON.stringify(story)).not.toContain('_stopResolving');
  });

  it('renders rich text and sanitises CMS HTML', async () => {
    const text = (await (await get({ path: '/de-DE/wandbilder' })).json()).content.body[1];
    expect(text.text.html).toBe(
      '<p>Echte <strong>Leinwand</strong></p><p><a>klick</a></p><p>&lt;script&gt;alert(2)&lt;/script&gt;</p>',
    );
    expect(text.html).toBe('<p>Hallo<img src="x" /></p>');
  });

  it('answers an unknown page with 404 storyblok-page-not-found, also for stories that are no page', async () => {
    const missing = await get({ path: '/de-DE/xyz' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      message: 'Page not found: /de-de/xyz',
      code: 'storyblok-page-not-found',
    });
    expect((await get({ path: '/de-DE/shared/item-0' })).status).toBe(404);
    expect((await get({ path: '/de-DE/global/config' })).status).toBe(404);
    expect((await get({ path: '/de-DE/<script>' })).status).toBe(404);
  });

  it('fills an empty canonical URL from _baseUrl, echoes sku, and answers If-None-Match with 304', async () => {
    const first = await get({ path: '/de-DE/wandbilder', _baseUrl: 'https://www.example.de' });
    expect((await first.json()).content.canonicalUrl).toEqual({
      url: 'https://www.example.de/wandbilder',
    });
    expect(
      (await (await get({ path: '/de-DE/wandbilder', sku: 'WA-LEINWAND-600x400' })).json()).content
        .sku,
    ).toBe('WA-LEINWAND-600x400');
    const etag = (await get({ path: '/de-DE/wandbilder' })).headers.get('etag')!;
    expect(etag).toMatch(/^W\/"\d+-/);
    const again = await get({ path: '/de-DE/wandbilder' }, { ...wallartDe, 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('returns a redirect story as {redirect: {target, status}} with the story’s status', async () => {
    const body = await (await get({ path: '/de-DE/bilderbox' })).json();
    expect(body.redirect).toEqual({ target: '/fotobox', status: 301 });
    expect(body).toMatchObject({ target: '/fotobox', status: 301 });
  });

  it('coalesces concurrent misses into one upstream request', async () => {
    await manage(service.url, 'POST', '/v1/spaces/wallart/stories', {
      story: pageStory('de-de/ansturm'),
      publish: true,
    });
    upstream = [];
    // A slow upstream keeps the first load in flight while all 25 requests arrive.
    slowUpstreamMs = 300;
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => get({ path: '/de-DE/ansturm' })),
    ).finally(() => {
      slowUpstreamMs = 0;
    });
    expect(responses.map((response) => response.status)).toEqual(Array(25).fill(200));
    expect(upstream.filter((url) => url.startsWith('/v2/cdn/stories/de-de/ansturm'))).toHaveLength(
      1,
    );
    expect(new Set(responses.map((response) => response.headers.get('x-content-cache')))).toEqual(
      new Set(['miss']),
    );
  });

  it('shows a publish on the first request after the fresh time', async () => {
    const created = await manage(service.url, 'POST', '/v1/spaces/wallart/stories', {
      story: pageStory('de-de/neu', { title: 'Alt' }),
      publish: true,
    });
    expect((await (await get({ path: '/de-DE/neu' })).json()).content.title).toBe('Alt');
    await manage(service.url, 'PUT', `/v1/spaces/wallart/stories/${created.json.story.id}`, {
      story: { content: { ...created.json.story.content, title: 'Neu' } },
      publish: 1,
    });
    const cached = await get({ path: '/de-DE/neu' });
    expect(cached.headers.get('x-content-cache')).toBe('hit');
    expect((await cached.json()).content.title).toBe('Alt');
    clockMs += 250;
    const fresh = await get({ path: '/de-DE/neu' });
    expect(fresh.headers.get('x-content-cache')).toBe('revalidated');
    expect((await fresh.json()).content.title).toBe('Neu');
  });

  it('serves the last good story when the content service breaks, logging content-stale-served', async () => {
    const warn = vi.spyOn(gateway.app.log, 'warn');
    const good = await (await get({ path: '/de-DE/fotokalender/wandkalender' })).json();
    clockMs += 250;
    failUpstream = true;
    try {
      const stale = await get({ path: '/de-DE/fotokalender/wandkalender' });
      expect(stale.status).toBe(200);
      expect(stale.headers.get('x-content-cache')).toBe('stale-if-error');
      expect((await stale.json()).uuid).toBe(good.uuid);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'content-stale-served' }),
        expect.any(String),
      );
      const uncached = await get({ path: '/de-DE/nie-geladen' });
      expect(uncached.status).toBe(502);
      expect((await uncached.json()).code).toBe('content-unavailable');
    } finally {
      failUpstream = false;
    }
  });

  it('reads drafts uncached, and with signed drafts only for a valid visual-editor token', async () => {
    await manage(service.url, 'POST', '/v1/spaces/wallart/stories', {
      story: pageStory('de-de/geheim', { title: 'Entwurf' }),
    });
    expect((await get({ path: '/de-DE/geheim' })).status).toBe(404);
    const draft = await get({ path: '/de-DE/geheim', _storyblok: '123' });
    expect(draft.headers.get('cache-control')).toBe('no-store');
    expect(draft.headers.get('x-content-cache')).toBe('bypass');
    expect((await draft.json()).content.title).toBe('Entwurf');

    const signed = await startTestGateway(service.url, { drafts: 'signed' });
    try {
      const refused = await fetch(
        `${signed.url}/frontend-api/mp/storyblok?${query({ path: '/de-DE/geheim', version: 'draft' })}`,
        { headers: wallartDe },
      );
      expect(refused.status).toBe(403);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const token = crypto
        .createHash('sha1')
        .update(`1001:${testTokens.spaces.wallart.preview}:${timestamp}`)
        .digest('hex');
      const editor = query({
        path: '/de-DE/geheim',
        _storyblok: '1',
        '_storyblok_tk[space_id]': '1001',
        '_storyblok_tk[timestamp]': timestamp,
        '_storyblok_tk[token]': token,
      });
      expect(
        (await fetch(`${signed.url}/frontend-api/mp/storyblok?${editor}`, { headers: wallartDe }))
          .status,
      ).toBe(200);
    } finally {
      await signed.close();
    }
  });

  it('serves the global navigation configuration, the breadcrumb and the locale transform', async () => {
    const global = await (await get({}, wallartDe, '/global')).json();
    expect(global.mainNavigation[0]).toMatchObject({
      text: 'Wandbilder',
      hasSubItems: true,
      link: { url: '/wandbilder' },
    });
    expect(global.mainNavigation[0].flyoutGroups[0].flyoutGroupItems[0].text).toBe('Leinwand');
    expect(global.serviceHotline.phoneHref).toBe('tel:+49800123');

    const crumbs = await (
      await get(
        { path: '/de-DE/fotokalender/wandkalender', _baseUrl: 'https://www.example.de' },
        wallartDe,
        '/breadcrumb',
      )
    ).json();
    expect(crumbs.items).toEqual([
      { name: 'Startseite', path: '/de-de/', href: '/' },
      { name: 'Fotokalender', path: '/de-de/fotokalender', href: '/fotokalender' },
      {
        name: 'Wandkalender',
        path: '/de-de/fotokalender/wandkalender',
        href: '/fotokalender/wandkalender',
      },
    ]);
    expect(crumbs.structuredData.itemListElement[2]).toEqual({
      '@type': 'ListItem',
      position: 3,
      name: 'Wandkalender',
      item: 'https://www.example.de/fotokalender/wandkalender',
    });
    expect((await get({ path: '/de-DE/nichts' }, wallartDe, '/breadcrumb')).status).toBe(404);

    const transform = await (
      await get({ path: '/de-DE/wandbilder', targetLocale: 'fr-FR' }, wallartDe, '/transform')
    ).json();
    expect(transform.target).toEqual({
      locale: 'fr-FR',
      path: '/fr-fr/deco-murale',
      href: '/deco-murale',
      fallback: false,
    });
    const fallback = await (
      await get({ path: '/de-DE/wandbilder', targetLocale: 'it-IT' }, wallartDe, '/transform')
    ).json();
    expect(fallback.target).toEqual({
      locale: 'it-IT',
      path: '/it-it/',
      href: '/',
      fallback: true,
    });
  });

  it('refuses requests without a valid channel header or with a bad query, naming the problem', async () => {
    expect(
      (await (await get({ path: '/de-DE/' }, { 'x-locale': 'de-DE' })).json()).message,
    ).toMatch(/X-Channel header is required/);
    expect((await get({ path: '/de-DE/' }, { 'x-channel': 'posters-de' })).status).toBe(400);
    expect((await (await get({ path: '/de-DE/', apiVersion: 'v1' })).json()).message).toBe(
      'apiVersion must be v2, got "v1"',
    );
    expect((await (await get({ path: '/de-DE/', resolveRelations: 'x' })).json()).message).toMatch(
      /resolveRelations/,
    );
  });
});

describe('content gateway when the content service stops', () => {
  it('keeps serving the last good story, and 502 for content it never had', async () => {
    const service = await startTestContentService('sqlite');
    await manage(service.url, 'POST', '/v1/spaces/wallart/stories', {
      story: pageStory('de-de/bleibt', { title: 'Bleibt' }),
      publish: true,
    });
    const gateway = await startTestGateway(service.url, { freshMs: 50 });
    try {
      const url = (path: string) => `${gateway.url}/frontend-api/mp/storyblok?${query({ path })}`;
      expect(
        (await (await fetch(url('/de-DE/bleibt'), { headers: wallartDe })).json()).content.title,
      ).toBe('Bleibt');
      await service.close();
      await new Promise((resolve) => setTimeout(resolve, 80));
      const stale = await fetch(url('/de-DE/bleibt'), { headers: wallartDe });
      expect(stale.status).toBe(200);
      expect(stale.headers.get('x-content-cache')).toBe('stale-if-error');
      expect((await stale.json()).content.title).toBe('Bleibt');
      expect((await fetch(url('/de-DE/anders'), { headers: wallartDe })).status).toBe(502);
    } finally {
      await gateway.close();
    }
  });
});

describe('content gateway when the content service rate-limits', () => {
  it('retries 429 answers through storyblok-js-client and still serves every page', async () => {
    let limited = 0;
    const service = await startTestContentService('sqlite', {
      rateLimits: { single: 2, cached: 2 },
      beforeListen: (app) =>
        app.addHook(
          'onSend',
          async (_request, reply) => void (reply.statusCode === 429 && (limited += 1)),
        ),
    });
    const stories = ['a', 'b', 'c', 'd', 'e'].map((slug) =>
      pageStory(`de-de/seite-${slug}`, { title: slug }),
    );
    await manage(service.url, 'POST', '/v1/spaces/wallart/stories/import', { stories });
    const gateway = await startTestGateway(service.url, { timeoutMs: 8000 });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const responses = await Promise.all(
        ['a', 'b', 'c', 'd', 'e'].map((slug) =>
          fetch(
            `${gateway.url}/frontend-api/mp/storyblok?${query({ path: `/de-DE/seite-${slug}` })}`,
            { headers: wallartDe },
          ),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      expect(limited).toBeGreaterThan(0);
    } finally {
      log.mockRestore();
      await gateway.close();
      await service.close();
    }
  });
});
