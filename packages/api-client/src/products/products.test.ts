import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { clearDedupe } from '../dedupe';
import { isApiError } from '../errors';
import { startTestServer, type TestServer } from '../test-server';
import { fetchCalendarPrice } from './calendars';
import { fetchCardPrice } from './cards';
import { fetchCollageDesignGroup } from './collages';
import { fetchTheme, fetchThemes } from './themes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => clearDedupe());
const api = (locale: 'de-DE' | 'de-AT' = 'de-DE') =>
  createApiClient({
    channel: 'kartenliebe',
    country: locale === 'de-DE' ? 'de' : 'at',
    locale,
    origin: server.origin,
    retryDelayMs: 0,
  });

const offer = { priceCurrent: 2.5, priceOriginal: 2.5 };
const design = {
  designId: '13',
  name: 'Herz',
  image: '/media/collage/13.webp',
  tileCount: 9,
  aspectRatio: 'square',
  productTypes: ['photoframe'],
  materialTypes: ['poster'],
};

describe('product calls', () => {
  it('send the query and give the parsed payload', async () => {
    server.route('GET', '/web-api/calendar-price', (request) => ({
      body: {
        payload: {
          ...offer,
          calendarType: 'wandkalender',
          formatType: new URL(request.url, server.origin).searchParams.get('formatType'),
          mountingType: 'spirale',
          quantity: 1,
          currency: 'EUR',
          unitPrice: offer,
          parts: [],
        },
      },
    }));
    const price = await fetchCalendarPrice(
      { calendarType: 'wandkalender', formatType: 'a4-hoch' },
      api(),
    );
    expect(price.formatType).toBe('a4-hoch');
    expect(price.priceCurrent).toBe(2.5);
  });

  it('refuse an answer that does not match its schema', async () => {
    server.route('GET', '/web-api/card-price', { body: { payload: { cardType: 'klappkarte' } } });
    await expect(
      fetchCardPrice({ cardType: 'klappkarte', formatType: '148x105' }, api()),
    ).rejects.toThrow();
  });

  it('encode list filters of the themes overview as key[]', async () => {
    server.route('GET', '/web-api/themes', {
      body: {
        payload: {
          currency: 'EUR',
          total: 0,
          page: 1,
          pageSize: 48,
          pageCount: 0,
          sort: 'created',
          filters: {},
          facets: [],
          themes: [],
        },
      },
    });
    await fetchThemes({ color: ['rot', 'gold'], sort: 'created', pageSize: 48 }, api());
    const url = decodeURIComponent(server.requests.at(-1)!.url);
    expect(url).toContain('color[]=rot');
    expect(url).toContain('color[]=gold');
    expect(url).toContain('pageSize=48');
  });

  it('report an unknown theme as a 404 ApiError', async () => {
    server.route('GET', '/web-api/themes/nope', {
      status: 404,
      body: { code: 'not-found', message: 'No theme nope' },
    });
    const error = await fetchTheme('nope', api()).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(404);
  });
});

describe('collage by design id', () => {
  it('is fetched once per design and storefront, and kept for the page', async () => {
    server.route('GET', '/web-api/collage-designer-design-group', (request) => {
      const designId = new URL(request.url, server.origin).searchParams.get('designId')!;
      return {
        delayMs: 20,
        body: {
          payload: {
            design: { ...design, designId },
            designGroup: { designGroupId: 'herz', name: 'Herz', designs: [] },
            isDefault: designId === '13',
          },
        },
      };
    });
    const client = api();
    const [a, b] = await Promise.all([
      fetchCollageDesignGroup('13', client),
      fetchCollageDesignGroup('13', client),
    ]);
    const c = await fetchCollageDesignGroup('13', client);
    expect([a, b, c].map((answer) => answer.design.designId)).toEqual(['13', '13', '13']);
    expect(server.hits('GET', '/web-api/collage-designer-design-group')).toBe(1);
    await fetchCollageDesignGroup('1', client);
    await fetchCollageDesignGroup('13', api('de-AT'));
    expect(server.hits('GET', '/web-api/collage-designer-design-group')).toBe(3);
  });

  it('forgets a failed load so the next call asks again', async () => {
    let failed = false;
    server.route('GET', '/web-api/collage-designer-design-group', () =>
      !failed && (failed = true)
        ? { status: 404, body: { code: 'not-found', message: 'No design 99' } }
        : {
            body: {
              payload: {
                design: { ...design, designId: '99' },
                designGroup: { designGroupId: 'herz', name: 'Herz', designs: [] },
                isDefault: false,
              },
            },
          },
    );
    await expect(fetchCollageDesignGroup('99', api())).rejects.toThrow();
    const answer = await fetchCollageDesignGroup('99', api());
    expect(answer.design.designId).toBe('99');
  });
});
