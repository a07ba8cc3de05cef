import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { fetchCalculatorReference, fetchFormatPrices } from './catalogue';
import { clearDedupe } from './dedupe';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => clearDedupe());
const api = () =>
  createApiClient({
    channel: 'wallart',
    country: 'ch',
    locale: 'de-CH',
    origin: server.origin,
    retryDelayMs: 0,
  });

const reference = {
  product: 'photoframe',
  locale: 'de-CH',
  currency: 'CHF',
  unit: 'cm',
  selectedValue: 'leinwand',
  selectedFormat: null,
  context: { productType: 'photoframe' },
  labels: [],
  options: [
    {
      value: 'leinwand',
      label: 'Leinwand',
      labelTranslationKey: 'material.leinwand',
      context: { materialType: 'leinwand', productType: 'photoframe' },
      initiallySelectedFormat: '600x400',
      formats: [
        {
          value: '600x400',
          label: '60 × 40 cm',
          width: 60,
          height: 40,
          featured: true,
          sku: 'leinwand-600x400',
          priceCurrent: 39.9,
          priceOriginal: 49.9,
          context: { formatType: '600x400' },
        },
      ],
    },
  ],
};

describe('calculator reference', () => {
  it('asks for the product with the storefront headers and gives the payload', async () => {
    server.route('GET', '/web-api/calculator/reference', { body: { payload: reference } });
    const payload = await fetchCalculatorReference({ product: 'photoframe' }, api());
    expect(payload.options[0]!.formats[0]!.priceCurrent).toBe(39.9);
    const request = server.requests.at(-1)!;
    expect(new URL(request.url, server.origin).searchParams.get('product')).toBe('photoframe');
    expect(request.headers['x-channel']).toBe('wallart-ch');
    expect(request.headers['x-locale']).toBe('de-CH');
  });

  it('shares one request between calculators asking for the same product', async () => {
    server.route('GET', '/web-api/calculator/reference', { body: { payload: reference } });
    const before = server.hits('GET', '/web-api/calculator/reference');
    await Promise.all([
      fetchCalculatorReference({ product: 'photoframe' }, api()),
      fetchCalculatorReference({ product: 'photoframe' }, api()),
    ]);
    expect(server.hits('GET', '/web-api/calculator/reference') - before).toBe(1);
  });

  it('refuses an answer that is not a calculator reference', async () => {
    server.route('GET', '/web-api/calculator/reference', { body: { payload: { options: 'x' } } });
    await expect(fetchCalculatorReference({ product: 'photoframe' }, api())).rejects.toThrow();
  });
});

describe('format prices', () => {
  it('asks the price API for a material in a frame', async () => {
    server.route('GET', '/price-api/prices/formats', {
      body: {
        payload: {
          materialType: 'acrylglas',
          frameKind: 'schattenfuge-platte',
          frameType: 'schattenfuge-platte-schwarz',
          currency: 'CHF',
          unit: 'cm',
          formats: [],
        },
      },
    });
    const payload = await fetchFormatPrices(
      { materialType: 'acrylglas', frameType: 'schattenfuge-platte-schwarz' },
      api(),
    );
    expect(payload.frameKind).toBe('schattenfuge-platte');
    const query = new URL(server.requests.at(-1)!.url, server.origin).searchParams;
    expect(query.get('materialType')).toBe('acrylglas');
    expect(query.get('frameType')).toBe('schattenfuge-platte-schwarz');
  });
});
