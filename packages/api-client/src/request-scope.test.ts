import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient, createApiClient } from './client';
import { clearDedupe, createDedupeStore } from './dedupe';
import { fetchCollageDesignGroup } from './products/collages';
import { setRequestScopeResolver, type RequestScope } from './request-scope';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.route('GET', '/web-api/collage-designer-design-group', (request) => ({
    delayMs: 10,
    body: {
      payload: {
        design: {
          designId: '13',
          name: String(request.headers['x-locale']),
          image: '/media/collage/13.webp',
          tileCount: 9,
          aspectRatio: 'square',
          productTypes: ['photoframe'],
          materialTypes: ['poster'],
        },
        designGroup: { designGroupId: 'herz', name: 'Herz', designs: [] },
        isDefault: true,
      },
    },
  }));
});
afterAll(() => server.close());
afterEach(() => {
  setRequestScopeResolver(() => undefined);
  clearDedupe();
});

const scopeFor = (locale: 'de-DE' | 'fr-FR'): RequestScope => ({
  client: createApiClient({
    channel: 'wallart',
    country: locale === 'de-DE' ? 'de' : 'fr',
    locale,
    origin: server.origin,
    retryDelayMs: 0,
  }),
  calls: createDedupeStore(),
});

describe('request scopes (server renders)', () => {
  it('give each concurrent render its own storefront and its own kept answers', async () => {
    const requests = new AsyncLocalStorage<RequestScope>();
    setRequestScopeResolver(() => requests.getStore());
    const german = scopeFor('de-DE');
    const french = scopeFor('fr-FR');
    // Calls made without an explicit client, as a remote's model makes them.
    const [inGerman, inFrench] = await Promise.all([
      requests.run(german, () => fetchCollageDesignGroup('13')),
      requests.run(french, () => fetchCollageDesignGroup('13')),
    ]);
    expect(inGerman.design.name).toBe('de-DE');
    expect(inFrench.design.name).toBe('fr-FR');
    const asked = server.hits('GET', '/web-api/collage-designer-design-group');
    // Kept within its render (a cached call), never in the page's store the next render would share.
    await requests.run(german, () => fetchCollageDesignGroup('13'));
    await requests.run(scopeFor('de-DE'), () => fetchCollageDesignGroup('13'));
    expect(server.hits('GET', '/web-api/collage-designer-design-group')).toBe(asked + 1);
  });

  it('leave the page client in charge outside a request', async () => {
    setRequestScopeResolver(() => undefined);
    configureApiClient({
      channel: 'wallart',
      country: 'at',
      locale: 'de-AT',
      origin: server.origin,
      retryDelayMs: 0,
    });
    await expect(fetchCollageDesignGroup('13')).resolves.toMatchObject({
      design: { name: 'de-AT' },
    });
  });
});
