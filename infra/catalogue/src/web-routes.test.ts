import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import {
  aspectRatioPayloadSchema,
  calculatorReferencePayloadSchema,
  campaignDataPayloadSchema,
  catalogueAnswer,
  localizedUrlsPayloadSchema,
  shippingInformationPayloadSchema,
  shopFrontendsInitialDataPayloadSchema,
  skuContainerPayloadSchema,
  variantsForFrameTypesPayloadSchema,
} from '@shop/contracts';
import { startTestCatalogue, testNow, type TestCatalogue } from './testing/harness';

describe.each(await testDialects())('product and shop calls over HTTP on %s', (dialect) => {
  let api: TestCatalogue;
  beforeAll(async () => {
    api = await startTestCatalogue(dialect);
  });
  afterAll(() => api?.close());

  it('gives the calculator all 12 materials with priced formats, labels and the initial choice in one call', async () => {
    const answer = await api.get('/web-api/calculator/reference', {
      'x-channel': 'wallart-ch',
      'x-locale': 'de-CH',
    });
    const payload = catalogueAnswer(calculatorReferencePayloadSchema).parse(answer.json).payload;
    expect(payload).toMatchObject({
      product: 'photoframe',
      currency: 'CHF',
      unit: 'cm',
      selectedValue: 'leinwand',
      selectedFormat: null,
    });
    expect(payload.options).toHaveLength(12);
    const canvas = payload.options[0]!;
    expect(canvas).toMatchObject({
      value: 'leinwand',
      label: 'Leinwand',
      labelTranslationKey: 'material.leinwand',
      initiallySelectedFormat: '600x400',
    });
    expect(canvas.formats.filter((f) => f.featured).length).toBeGreaterThanOrEqual(3);
    expect(canvas.formats.some((f) => f.priceOriginal > f.priceCurrent)).toBe(true);
    expect(payload.labels[0]).toMatchObject({
      index: 0,
      text: 'Bestseller',
      backgroundColor: '#E4004F',
    });
  });

  it('offers card types on the card brand and uses en-US names and inches', async () => {
    const cards = (
      await api.get('/web-api/calculator/reference', { 'x-channel': 'kartenliebe-de' })
    ).json.payload;
    expect(cards.product).toBe('card');
    expect(cards.options.map((o: { value: string }) => o.value)).toEqual([
      'klappkarte',
      'postkarte',
      'doppelkarte',
    ]);
    expect(
      cards.options[0].formats.find((f: { value: string }) => f.value === 'a6-hoch'),
    ).toMatchObject({ label: '10,5 × 14,8 cm' });
    const us = (
      await api.get(
        '/web-api/calculator/reference?materialTypes[]=aludibond&materialTypes[]=forexplatte',
        { 'x-channel': 'wallart-com', 'x-locale': 'en-US' },
      )
    ).json.payload;
    expect(us.options.map((o: { label: string }) => o.label)).toEqual([
      'Metal Print',
      'Foam board',
    ]);
    expect(us.options[0].formats.find((f: { value: string }) => f.value === '600x400').label).toBe(
      '23.6 × 15.7 in',
    );
  });

  it('preselects material and format from a sku', async () => {
    const payload = (await api.get('/web-api/calculator/reference?sku=acrylglas-900x600')).json
      .payload;
    expect(payload).toMatchObject({ selectedValue: 'acrylglas', selectedFormat: '900x600' });
  });

  it('resolves a sku into its material, format and frame with its price', async () => {
    const payload = catalogueAnswer(skuContainerPayloadSchema).parse(
      (await api.get('/web-api/sku/container?sku=poster-600x400-holzrahmen-eiche')).json,
    ).payload;
    expect(payload.context).toEqual({
      materialType: 'poster',
      formatType: '600x400',
      frameType: 'holzrahmen-eiche',
    });
    const plain = (await api.get('/web-api/sku/container?sku=poster-600x400')).json.payload;
    expect(payload.priceCurrent).toBeGreaterThan(plain.priceCurrent);
  });

  it('lists frame variants with the materials sold in them', async () => {
    const payload = catalogueAnswer(variantsForFrameTypesPayloadSchema).parse(
      (
        await api.get(
          '/web-api/variants-for-frame-types?frameTypes[]=holzrahmen&frameTypes[]=schattenfuge-platte',
        )
      ).json,
    ).payload;
    expect(payload.variants.map((v) => [v.frameKind, v.materials])).toEqual([
      ['holzrahmen', ['poster', 'hahnemuehle']],
      ['schattenfuge-platte', ['acrylglas', 'aludibond', 'gallerybond', 'forexplatte']],
    ]);
  });

  it('groups formats by aspect ratio', async () => {
    const payload = catalogueAnswer(aspectRatioPayloadSchema).parse(
      (await api.get('/web-api/aspect-ratio?materialType=leinwand&aspectRatio=3:2')).json,
    ).payload;
    expect(payload.aspectRatios).toEqual([
      expect.objectContaining({ aspectRatio: '3:2', ratio: 1.5, orientation: 'landscape' }),
    ]);
    expect(payload.aspectRatios[0]!.formats.map((f) => f.formatType)).toEqual([
      '300x200',
      '450x300',
      '600x400',
      '900x600',
      '1200x800',
      '1500x1000',
    ]);
  });

  it('shows the running campaign in the shopper language', async () => {
    const payload = catalogueAnswer(campaignDataPayloadSchema).parse(
      (await api.get('/web-api/campaign-data', { 'x-channel': 'wallart-be', 'x-locale': 'nl-BE' }))
        .json,
    ).payload;
    expect(payload.campaign).toMatchObject({
      id: 'winter-sale',
      code: 'WINTER20',
      headline: 'Winteruitverkoop: 20% op wanddecoratie',
    });
    api.clock.now = testNow + 60 * 86_400_000;
    expect((await api.get('/web-api/campaign-data')).json.payload.campaign).toBeNull();
    api.clock.now = testNow;
  });

  it('gives the delivery cut-offs of the shipping day in Berlin time, and the next day after the cut-off', async () => {
    const payload = catalogueAnswer(shippingInformationPayloadSchema).parse(
      (await api.get('/web-api/shipping-information')).json,
    ).payload;
    expect(payload).toMatchObject({
      lodStart: '2026-11-24T05:00:00.000Z',
      safetyLodEnd: '2026-11-24T12:30:00.000Z',
      lodEnd: '2026-11-24T13:00:00.000Z',
      expressLodEnd: '2026-11-24T11:00:00.000Z',
      saturdayLodEnd: null,
      shippingCost: 4.95,
      currency: 'EUR',
    });
    api.clock.now = Date.parse('2026-11-24T13:30:00Z');
    expect((await api.get('/web-api/shipping-information')).json.payload.lodEnd).toBe(
      '2026-11-25T13:00:00.000Z',
    );
    api.clock.now = Date.parse('2026-11-27T15:00:00Z'); // Friday after the cut-off: Saturday ships in Germany
    expect((await api.get('/web-api/shipping-information')).json.payload).toMatchObject({
      saturdayLodEnd: '2026-11-28T09:00:00.000Z',
      expressLodEnd: null,
    });
    api.clock.now = testNow;
  });

  it('finds a page in every locale by key or by path', async () => {
    const answer = await api.get('/web-api/localized-urls?path=/deco-murale', {
      'x-channel': 'wallart-fr',
    });
    const payload = catalogueAnswer(localizedUrlsPayloadSchema).parse(answer.json).payload;
    expect(payload.pageKey).toBe('wall-art');
    expect(payload.urls).toEqual(
      expect.arrayContaining([
        { locale: 'de-DE', path: '/wandbilder' },
        { locale: 'en-US', path: '/wall-art' },
      ]),
    );
    const byKey = (
      await api.get('/web-api/localized-urls?pageKey=wedding-cards', {
        'x-channel': 'kartenliebe-ch',
        'x-locale': 'fr-CH',
      })
    ).json.payload;
    expect(byKey.urls).toEqual([
      { locale: 'de-AT', path: '/hochzeitskarten' },
      { locale: 'de-CH', path: '/hochzeitskarten' },
      { locale: 'de-DE', path: '/hochzeitskarten' },
      { locale: 'fr-CH', path: '/faire-part-mariage' },
      { locale: 'it-CH', path: '/partecipazioni-nozze' },
    ]);
    expect(
      (await api.get('/web-api/localized-urls?path=/tableaux', { 'x-channel': 'wallart-fr' }))
        .status,
    ).toBe(400);
  });

  it('gives the frontends their start data', async () => {
    const payload = catalogueAnswer(shopFrontendsInitialDataPayloadSchema).parse(
      (await api.get('/web-api/shop-frontends-initial-data', { 'x-channel': 'kartenliebe-at' }))
        .json,
    ).payload;
    expect(payload).toMatchObject({
      channel: 'kartenliebe',
      country: 'at',
      locale: 'de-AT',
      currency: 'EUR',
      unit: 'cm',
    });
    expect(payload.materials.map((m) => m.materialType)).toEqual([
      'klappkarte',
      'postkarte',
      'doppelkarte',
    ]);
    expect(payload.campaign?.id).toBe('karten-aktion');
  });

  it('serves its OpenAPI document with every read', async () => {
    const document = (await api.get('/price-api/openapi.json')).json;
    expect(Object.keys(document.paths)).toHaveLength(36);
    expect(document.paths['/price-api/prices/article'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'options', style: 'deepObject' })]),
    );
  });

  it.each([
    ['/web-api/calculator/reference?product=calendar', /product/],
    [
      '/web-api/calculator/reference?materialTypes[]=klappkarte',
      /klappkarte is not a photoframe material/,
    ],
    ['/web-api/calculator/reference?sku=leinwand-123x45', /sku "leinwand-123x45"/],
    ['/web-api/calculator/reference?selectedValue=marmor', /selectedValue must be one of/],
    ['/web-api/sku/container?sku=leinwand-600x400-holzrahmen-schwarz', /Unknown sku/],
    ['/web-api/sku/container', /sku/],
    [
      '/web-api/variants-for-frame-types?frameTypes[]=goldrahmen',
      /Unknown frame type "goldrahmen"/,
    ],
    ['/web-api/aspect-ratio?materialType=leinwand&aspectRatio=9:1', /no formats of aspect ratio/],
    ['/web-api/localized-urls', /Give either pageKey or path/],
    ['/web-api/localized-urls?pageKey=impressum', /Unknown pageKey/],
    ['/web-api/localized-urls?path=//evil.example', /path/],
    ['/web-api/campaign-data?debug=1', /debug/],
    ['/web-api/shipping-information?country=ch', /country/],
    ['/web-api/shop-frontends-initial-data?locale=de-CH', /locale/],
    ['/web-api/aspect-ratio', /materialType/],
  ])('answers %s with 400 and a message', async (path, message) => {
    const answer = await api.get(path);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });
});
