import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import {
  accessoryPayloadSchema,
  articlePricePayloadSchema,
  catalogueAnswer,
  formatGroupPayloadSchema,
  formatGroupPricesImagesPayloadSchema,
  formatPricesPayloadSchema,
  framePayloadSchema,
  photoboxesPayloadSchema,
  photoOptionsGroupPayloadSchema,
} from '@shop/contracts';
import { startTestCatalogue, type TestCatalogue } from './testing/harness';

describe.each(await testDialects())('price calls over HTTP on %s', (dialect) => {
  let api: TestCatalogue;
  beforeAll(async () => {
    api = await startTestCatalogue(dialect);
  });
  afterAll(() => api?.close());

  it('prices every canvas format with its shadow-gap frame in euro, one of them discounted', async () => {
    const answer = await api.get(
      '/price-api/prices/formats?materialType=leinwand&frameType=schattenfuge-leinwand',
    );
    expect(answer.status).toBe(200);
    const { payload } = catalogueAnswer(formatPricesPayloadSchema).parse(answer.json);
    expect(payload).toMatchObject({
      materialType: 'leinwand',
      frameKind: 'schattenfuge-leinwand',
      frameType: 'schattenfuge-leinwand-schwarz',
      currency: 'EUR',
      unit: 'cm',
    });
    expect(payload.formats.length).toBeGreaterThanOrEqual(8);
    expect(payload.formats.find((f) => f.formatType === '600x400')).toMatchObject({
      width: 60,
      height: 40,
      priceCurrent: 60.9,
      priceOriginal: 74.9,
    });
    const unframed = (await api.get('/price-api/prices/formats?materialType=leinwand')).json.payload
      .formats;
    expect(unframed.find((f: { formatType: string }) => f.formatType === '600x400')).toMatchObject({
      priceCurrent: 27.95,
      priceOriginal: 33.95,
    });
  });

  it('prices in the currency of the country and shows inches in the US shop', async () => {
    const ch = (
      await api.get('/price-api/prices/formats?materialType=poster', {
        'x-channel': 'wallart-ch',
        'x-locale': 'it-CH',
      })
    ).json.payload;
    expect(ch.currency).toBe('CHF');
    expect(ch.formats[0].priceCurrent % 1).toBeCloseTo(0.9);
    const gb = (
      await api.get('/price-api/prices/formats?materialType=poster', { 'x-channel': 'wallart-gb' })
    ).json.payload;
    expect(gb.currency).toBe('GBP');
    const us = (
      await api.get('/price-api/prices/formats?materialType=poster', {
        'x-channel': 'wallart-com',
        'x-locale': 'en-US',
      })
    ).json.payload;
    expect(us).toMatchObject({ currency: 'USD', unit: 'in' });
    expect(
      us.formats.find((f: { formatType: string }) => f.formatType === '600x400'),
    ).toMatchObject({ width: 23.6, height: 15.7 });
  });

  it('groups formats by aspect ratio with from-prices and image paths', async () => {
    const groups = catalogueAnswer(formatGroupPayloadSchema).parse(
      (await api.get('/price-api/prices/format-group?materialType=acrylglas')).json,
    ).payload.groups;
    expect(groups.map((g) => `${g.aspectRatio} ${g.orientation}`)).toEqual(
      expect.arrayContaining(['3:2 landscape', '4:3 landscape', 'square square', '2:1 landscape']),
    );
    const threeTwo = groups.find((g) => g.aspectRatio === '3:2')!;
    expect(threeTwo.priceFrom.priceCurrent).toBe(
      Math.min(...threeTwo.formats.map((f) => f.priceCurrent)),
    );
    const only = (
      await api.get('/price-api/prices/format-group?materialType=acrylglas&aspectRatio=square')
    ).json.payload.groups;
    expect(only).toHaveLength(1);
    const images = catalogueAnswer(formatGroupPricesImagesPayloadSchema).parse(
      (
        await api.get(
          '/price-api/prices/format-group-prices-images?materialType=poster&frameType=holzrahmen-eiche',
        )
      ).json,
    ).payload;
    expect(images.groups[0]!.images.frontal).toMatch(
      /^\/media\/leadimage\/poster-holzrahmen-eiche\/.+\/frontal\.jpg$/,
    );
  });

  it('prices one article from its format, frame and options', async () => {
    const answer = await api.get(
      '/price-api/prices/article?materialType=leinwand&formatType=900x600&options[stretcherFrame]=38&options[canvasEdge]=folded',
    );
    const payload = catalogueAnswer(articlePricePayloadSchema).parse(answer.json).payload;
    expect(payload.options).toEqual({ stretcherFrame: '38', canvasEdge: 'folded' });
    expect(payload.parts.map((p) => p.kind)).toEqual(['format', 'option', 'option']);
    const sum = payload.parts.reduce((total, part) => total + part.priceCurrent, 0);
    expect(payload.priceCurrent).toBeCloseTo(sum, 2);
    const framed = (
      await api.get(
        '/price-api/prices/article?materialType=poster&formatType=600x400&frameType=holzrahmen',
      )
    ).json.payload;
    expect(framed.sku).toBe('poster-600x400-holzrahmen-schwarz');
    expect(framed.parts.map((p: { kind: string }) => p.kind)).toEqual([
      'format',
      'frame',
      'option',
    ]);
  });

  it('lists the frames of a material with their colours and defaults', async () => {
    const payload = catalogueAnswer(framePayloadSchema).parse(
      (await api.get('/price-api/frame?materialType=poster')).json,
    ).payload;
    expect(payload.defaultFrameKind).toBe('holzrahmen');
    const wood = payload.frames.find((f) => f.frameKind === 'holzrahmen')!;
    expect(wood).toMatchObject({
      isDefault: true,
      defaults: { frameType: 'holzrahmen-schwarz', matSize: 30, matType: 'mat-weiss' },
    });
    expect(wood.types[0]).toMatchObject({ frameType: 'holzrahmen-schwarz', isDefault: true });
    const alu = payload.frames.find((f) => f.frameKind === 'alurahmen')!;
    expect(alu.types).toHaveLength(14);
  });

  it('prices an option group for a material, stretcher frames in inches for en-US', async () => {
    const answer = await api.get(
      '/price-api/photo-options-groups?materialType=leinwand&optionTypeGroup=stretcherFrame&optionType=38',
    );
    const payload = catalogueAnswer(photoOptionsGroupPayloadSchema).parse(answer.json).payload;
    expect(payload).toMatchObject({ optionType: '38', priceOriginal: 9.95 });
    expect(payload.priceCurrent).toBeLessThan(payload.priceOriginal);
    expect(payload.options.find((o) => o.optionType === '25')).toMatchObject({
      isDefault: true,
      priceCurrent: 0,
      size: { value: 2.5, unit: 'cm' },
    });
    const us = (
      await api.get(
        '/price-api/photo-options-groups?materialType=leinwand&optionTypeGroup=stretcherFrame',
        { 'x-channel': 'wallart-com', 'x-locale': 'en-US' },
      )
    ).json.payload;
    expect(us.options.map((o: { size: unknown }) => o.size)).toEqual([
      { value: 1, unit: 'in' },
      { value: 1.5, unit: 'in' },
    ]);
  });

  it('lists photo boxes and accessories per brand', async () => {
    const boxes = catalogueAnswer(photoboxesPayloadSchema).parse(
      (await api.get('/price-api/photoboxes')).json,
    ).payload;
    expect(boxes.photoboxes.map((b) => b.photoboxType)).toEqual(['small', 'max']);
    const cardBrand = catalogueAnswer(accessoryPayloadSchema).parse(
      (await api.get('/price-api/accessory?subType=envelope', { 'x-channel': 'kartenliebe-ch' }))
        .json,
    ).payload;
    // Surcharges: C6 is the standard class, 1.00 CHF in Switzerland; DIN long the large one, 2.90 CHF.
    expect(cardBrand.accessories.map((a) => [a.sku, a.priceCurrent])).toEqual([
      ['envelope-c6', 1],
      ['envelope-b6', 1.2],
      ['envelope-din-long', 2.9],
    ]);
    // Envelopes cost the surcharge table's price, which covers DE, AT and CH only.
    const wallart = (
      await api.get('/price-api/accessory', { 'x-channel': 'wallart-gb' })
    ).json.payload.accessories.map((a: { subType: string }) => a.subType);
    expect(wallart).toContain('posterbar');
    expect(wallart).not.toContain('envelope');
  });

  it.each([
    ['/price-api/prices/formats?materialType=marmor', /Unknown materialType "marmor".*leinwand/],
    ['/price-api/prices/formats', /materialType/],
    [
      '/price-api/prices/formats?materialType=leinwand&frameType=holzrahmen',
      /not offered for leinwand/,
    ],
    ['/price-api/prices/formats?materialType=leinwand&frameType=goldrahmen', /Unknown frameType/],
    ['/price-api/prices/formats?materialType=leinwand&colour=red', /colour/],
    ['/price-api/prices/formats?materialType=LEINWAND%00', /materialType/],
    ['/price-api/prices/formats?materialType=leinwand&materialType=poster', /materialType/],
    [
      '/price-api/prices/article?materialType=leinwand&formatType=999x999',
      /Unknown formatType "999x999"/,
    ],
    [
      '/price-api/prices/article?materialType=leinwand&formatType=600x400&options[eyelets]=simple',
      /eyelets.*not offered/,
    ],
    [
      '/price-api/prices/article?materialType=leinwand&formatType=600x400&options[canvasEdge]=gold',
      /canvasEdge\] must be one of/,
    ],
    [
      '/price-api/prices/format-group?materialType=leinwand&aspectRatio=7:3',
      /no formats of aspect ratio/,
    ],
    [
      '/price-api/photo-options-groups?materialType=leinwand&optionTypeGroup=eyelets',
      /not offered for leinwand/,
    ],
    [
      '/price-api/photo-options-groups?materialType=leinwand&optionTypeGroup=canvasEdge&optionType=gold',
      /must be one of/,
    ],
    ['/price-api/photoboxes?photoboxType=huge', /photoboxType/],
    [
      '/price-api/prices/format-group-prices-images?materialType=marmor',
      /Unknown materialType "marmor"/,
    ],
    ['/price-api/prices/format-group-prices-images', /materialType/],
    ['/price-api/accessory?sku=envelope-c5', /Unknown accessory sku/],
    ['/price-api/frame?materialType=leporello', /Unknown materialType "leporello"/],
  ])('answers %s with 400 and a message', async (path, message) => {
    const answer = await api.get(path);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });

  it.each([
    [{}, /X-Channel/],
    [{ 'x-channel': 'posterlounge-de' }, /X-Channel/],
    [{ 'x-channel': 'kartenliebe-fr' }, /X-Channel/],
    [{ 'x-channel': 'wallart-de', 'x-locale': 'fr-CH' }, /X-Locale must be one of de-DE/],
    [{ 'x-channel': 'wallart-ch', 'x-locale': 'xx' }, /X-Locale/],
  ])('refuses a bad channel or locale (%o) with 400', async (headers, message) => {
    const answer = await api.get(
      '/price-api/prices/formats?materialType=leinwand',
      headers as Record<string, string>,
    );
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(message);
  });
});
