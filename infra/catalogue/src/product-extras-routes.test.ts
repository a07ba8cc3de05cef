import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import {
  accessoryRecordsPayloadSchema,
  catalogueAnswer,
  collageDesignGroupPayloadSchema,
  collageDesignGroupsPayloadSchema,
  collageMerchPricePayloadSchema,
  customerPicturePayloadSchema,
  expressShopPayloadSchema,
  photoboxDataPayloadSchema,
  productSelectionPhotoFrameDataPayloadSchema,
  productSelectionPhotoFramePricesFromPayloadSchema,
} from '@shop/contracts';
import { startTestCatalogue, type TestCatalogue } from './testing/harness';

describe.each(await testDialects())(
  'collage, photo, accessory and shop calls over HTTP on %s',
  (dialect) => {
    let api: TestCatalogue;
    beforeAll(async () => {
      api = await startTestCatalogue(dialect);
    });
    afterAll(() => api?.close());
    const parse = async <T>(
      schema: { parse(value: unknown): { payload: T } },
      path: string,
      headers?: Record<string, string>,
    ) => {
      const answer = await api.get(path, headers);
      expect(answer.status, answer.text).toBe(200);
      return schema.parse(answer.json).payload;
    };

    it("opens the brand's default collage design, '13' on wall art and '1' on the card brand, and any design by id", async () => {
      const wallart = await parse(
        catalogueAnswer(collageDesignGroupPayloadSchema),
        '/web-api/collage-designer-design-group',
      );
      expect(wallart).toMatchObject({ isDefault: true, design: { designId: '13', tileCount: 9 } });
      expect(wallart.design.image).toBe('/media/catalogue/wallart/design-collage-13.webp');
      const cards = await parse(
        catalogueAnswer(collageDesignGroupPayloadSchema),
        '/web-api/collage-designer-design-group',
        { 'x-channel': 'kartenliebe-de' },
      );
      expect(cards.design.designId).toBe('1');
      const heart = await parse(
        catalogueAnswer(collageDesignGroupPayloadSchema),
        '/web-api/collage-designer-design-group?designId=21',
        { 'x-channel': 'wallart-fr', 'x-locale': 'fr-FR' },
      );
      expect(heart).toMatchObject({
        isDefault: false,
        design: { name: 'Heart' },
        designGroup: { name: 'Libre' },
      });
      const missing = await api.get('/web-api/collage-designer-design-group?designId=404');
      expect(missing.status).toBe(404);
      expect(missing.json).toMatchObject({ code: 'collage-design-not-found' });
    });

    it('lists collage design groups, narrowed by group or design ids, and merch prices', async () => {
      const all = await parse(
        catalogueAnswer(collageDesignGroupsPayloadSchema),
        '/web-api/collage-designer-design-groups',
      );
      expect(all.defaultDesignId).toBe('13');
      expect(all.designGroups.map((g) => g.designs.length)).toEqual([3, 3]);
      const some = await parse(
        catalogueAnswer(collageDesignGroupsPayloadSchema),
        '/web-api/collage-designer-design-groups?designIds[]=13&designIds[]=22',
      );
      expect(some.designGroups.map((g) => g.designs.map((d) => d.designId))).toEqual([
        ['13'],
        ['22'],
      ]);
      const merch = await parse(
        catalogueAnswer(collageMerchPricePayloadSchema),
        '/web-api/collage-designer-merch-price?productTypes[]=tasse',
        { 'x-channel': 'wallart-ch' },
      );
      expect(merch.currency).toBe('CHF');
      expect(merch.products).toEqual([
        expect.objectContaining({ productType: 'tasse', label: 'Fototasse' }),
      ]);
      expect(merch.products[0]!.priceOriginal).toBeGreaterThan(merch.products[0]!.priceCurrent);
    });

    it('gives photo boxes and photo prints per paper with prices', async () => {
      const data = await parse(
        catalogueAnswer(photoboxDataPayloadSchema),
        '/web-api/photobox-data',
      );
      expect(data.photoboxes.map((b) => b.photoboxType)).toEqual(['small', 'max']);
      expect(data.photoPrints.papers.map((p) => p.paper)).toEqual([
        'simple',
        'poster',
        'fotopapier-matt',
        'hahnemuehle',
      ]);
      const print = data.photoPrints.formats.find((f) => f.formatType === '150x100')!;
      expect(print.label).toBe('15 × 10 cm');
      const simple = print.prices.find((p) => p.paper === 'simple')!.priceCurrent;
      expect(print.prices.find((p) => p.paper === 'hahnemuehle')!.priceCurrent).toBeGreaterThan(
        simple,
      );
      const us = await parse(
        catalogueAnswer(photoboxDataPayloadSchema),
        '/web-api/photobox-data?photoboxType=max',
        { 'x-channel': 'wallart-com', 'x-locale': 'en-US' },
      );
      expect(us).toMatchObject({ currency: 'USD', unit: 'in' });
      expect(us.photoboxes).toHaveLength(1);
    });

    it('gives the photo-frame product choice: from-prices and materials with formats and frames', async () => {
      const prices = await parse(
        catalogueAnswer(productSelectionPhotoFramePricesFromPayloadSchema),
        '/web-api/product-selection-photo-frame/prices-from',
      );
      expect(prices.materials).toHaveLength(12);
      const poster = prices.materials.find((m) => m.materialType === 'poster')!;
      expect(poster.framedPriceFrom!.priceCurrent).toBeGreaterThan(poster.priceFrom.priceCurrent);
      const data = await parse(
        catalogueAnswer(productSelectionPhotoFrameDataPayloadSchema),
        '/web-api/product-selection-photo-frame/data?materialTypes[]=leinwand',
      );
      expect(data.materials).toEqual([
        expect.objectContaining({
          materialType: 'leinwand',
          label: 'Leinwand',
          defaultFrameKind: 'schattenfuge-leinwand',
        }),
      ]);
      expect(data.materials[0]!.frames[0]).toMatchObject({
        frameKind: 'schattenfuge-leinwand',
        isDefault: true,
      });
    });

    it('lists accessory records without prices, 404 for an unknown sku; prices stay at /price-api/accessory', async () => {
      const records = await parse(
        catalogueAnswer(accessoryRecordsPayloadSchema),
        '/accessory?subType=envelope',
        { 'x-channel': 'kartenliebe-de' },
      );
      expect(records.accessories.map((a) => [a.sku, a.envelopeSize, a.sizeClass])).toEqual([
        ['envelope-c6', 'C6', 'standard'],
        ['envelope-b6', 'B6', 'compact'],
        ['envelope-din-long', 'DIN long', 'large'],
      ]);
      expect(records.accessories[0]).not.toHaveProperty('priceCurrent');
      expect(
        (await api.get('/accessory?sku=posterbar-300', { 'x-channel': 'kartenliebe-de' })).status,
      ).toBe(404);
      expect((await api.get('/accessory?sku=posterbar-300')).status).toBe(200);
      const prices = (
        await api.get('/price-api/accessory?sku=envelope-c6', { 'x-channel': 'kartenliebe-at' })
      ).json.payload;
      expect(prices.accessories[0]).toMatchObject({ sku: 'envelope-c6', priceCurrent: 1 });
    });

    it('tells whether express delivery is offered: 24 h in French, 48 h otherwise, none to Great Britain', async () => {
      const fr = await parse(catalogueAnswer(expressShopPayloadSchema), '/web-api/express-shop', {
        'x-channel': 'wallart-ch',
        'x-locale': 'fr-CH',
      });
      expect(fr).toMatchObject({
        available: true,
        deliveryHours: 24,
        expressCost: 19.9,
        currency: 'CHF',
      });
      expect(Date.parse(fr.expressLodEnd!)).toBeGreaterThan(api.clock.now);
      const de = await parse(catalogueAnswer(expressShopPayloadSchema), '/web-api/express-shop', {
        'x-channel': 'wallart-ch',
        'x-locale': 'de-CH',
      });
      expect(de.deliveryHours).toBe(48);
      const gb = await parse(catalogueAnswer(expressShopPayloadSchema), '/web-api/express-shop', {
        'x-channel': 'wallart-gb',
      });
      expect(gb).toMatchObject({ available: false, expressLodEnd: null, productTypes: [] });
    });

    it('shows the newest customer pictures, by product type and limit', async () => {
      const pictures = await parse(
        catalogueAnswer(customerPicturePayloadSchema),
        '/web-api/customer-picture?limit=3',
        { 'x-channel': 'wallart-gb' },
      );
      expect(pictures.total).toBe(10);
      expect(pictures.pictures).toHaveLength(3);
      expect(pictures.pictures[0]!.caption).toBe('Our holiday above the sofa');
      const cards = await parse(
        catalogueAnswer(customerPicturePayloadSchema),
        '/web-api/customer-picture?productType=card',
        { 'x-channel': 'kartenliebe-de' },
      );
      expect(cards.pictures.every((p) => p.productType === 'card')).toBe(true);
    });

    it('serves repeated reads from memory with an ETag and answers 304', async () => {
      const first = await api.get('/web-api/themes?category=taufe', {
        'x-channel': 'kartenliebe-de',
      });
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"c\d+-/);
      const again = await fetch(`${api.url}/web-api/themes?category=taufe`, {
        headers: { 'x-channel': 'kartenliebe-de', 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
    });

    it('documents every product call in OpenAPI, with path parameters and 404 answers', async () => {
      const document = (await api.get('/price-api/openapi.json')).json;
      expect(document.paths['/web-api/themes/{themeId}'].get.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'themeId', in: 'path' })]),
      );
      expect(document.paths['/web-api/themes/{themeId}'].get.responses['404']).toBeDefined();
      expect(document.paths['/web-api/photobook-types'].get.parameters).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'categoryIds[]', required: true }),
        ]),
      );
      expect(document.components.schemas.AccessoryRecordsAnswer).toBeDefined();
      expect(document.components.schemas.AccessoryAnswer).toBeDefined();
    });

    it.each([
      [
        '/web-api/collage-designer-design-groups?designIds[]=99',
        /Unknown designId "99".*use one of: 13, 14, 15, 21, 22, 23/,
      ],
      [
        '/web-api/collage-designer-merch-price?productTypes[]=teller',
        /Unknown productType "teller".*tasse, kissen, puzzle, mauspad/,
      ],
      ['/web-api/photobox-data?photoboxType=mini', /Unknown photoboxType "mini".*small, max/],
      [
        '/web-api/product-selection-photo-frame/data?materialTypes[]=marmor',
        /Unknown materialType "marmor"/,
      ],
      ['/accessory?subType=ribbon', /Unknown subType "ribbon"/],
      ['/web-api/customer-picture?limit=100', /limit/],
      ['/web-api/customer-picture?productType=mug', /Unknown productType "mug"/],
      ['/web-api/express-shop?fast=1', /fast/],
    ])('answers %s with 400 and the accepted values', async (path, message) => {
      const answer = await api.get(path);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toMatch(message);
    });
  },
);
