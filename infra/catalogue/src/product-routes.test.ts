import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import {
  calendarDesignGroupPayloadSchema,
  calendarPricePayloadSchema,
  cardAccessoriesPayloadSchema,
  cardAccessoryOrderPayloadSchema,
  cardAccessoryPricePayloadSchema,
  cardPricePayloadSchema,
  catalogueAnswer,
  photobookDesignGroupSetPayloadSchema,
  photobookPricePayloadSchema,
  photobookTypesPayloadSchema,
  themePayloadSchema,
  themesPayloadSchema,
} from '@shop/contracts';
import { cardOccasions } from '@shop/catalogue';
import { startTestCatalogue, type TestCatalogue } from './testing/harness';

const kl = (country = 'de', locale?: string) => ({
  'x-channel': `kartenliebe-${country}`,
  ...(locale ? { 'x-locale': locale } : {}),
});

describe.each(await testDialects())(
  'card, theme, calendar and photobook calls over HTTP on %s',
  (dialect) => {
    let api: TestCatalogue;
    beforeAll(async () => {
      api = await startTestCatalogue(dialect);
    });
    afterAll(() => api?.close());
    const payload = async (path: string, headers?: Record<string, string>) => {
      const answer = await api.get(path, headers);
      expect(answer.status, answer.text).toBe(200);
      return answer.json.payload;
    };

    it('prices a card order with the eleventh quantity choice as default and the gold refinement of the wall-art brand', async () => {
      const card = catalogueAnswer(cardPricePayloadSchema).parse(
        (await api.get('/web-api/card-price?cardType=klappkarte&formatType=a6-hoch', kl())).json,
      ).payload;
      expect(card.quantityChoices.slice(0, 12)).toEqual([
        1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55,
      ]);
      expect(card.quantityChoices.at(-1)).toBe(5000);
      expect(card).toMatchObject({
        quantity: 50,
        defaultQuantity: 50,
        refinementType: 'ohne',
        currency: 'EUR',
      });
      expect(card.priceCurrent).toBeCloseTo(card.unitPrice.priceCurrent * 50, 2);
      const wallart = await payload(
        '/web-api/card-price?cardType=klappkarte&formatType=a6-hoch&quantity=100',
      );
      expect(wallart.refinementType).toBe('gold');
      const withEnvelope = catalogueAnswer(cardPricePayloadSchema).parse(
        (
          await api.get(
            '/web-api/card-price?cardType=klappkarte&formatType=a6-quer&quantity=100&refinementType=silber&accessorySkus[]=envelope-c6',
            kl('ch'),
          )
        ).json,
      ).payload;
      expect(withEnvelope.currency).toBe('CHF');
      expect(withEnvelope.parts.map((p) => p.kind)).toEqual(['card', 'refinement', 'envelope']);
      expect(withEnvelope.parts[2]).toMatchObject({ key: 'envelope-c6', priceCurrent: 1 });
    });

    it('lists envelopes with the surcharge per size class of the country and preselects the smallest that fits', async () => {
      const de = catalogueAnswer(cardAccessoriesPayloadSchema).parse(
        (await api.get('/web-api/card-accessories?cardType=klappkarte&formatType=a6-quer', kl()))
          .json,
      ).payload;
      expect(de.envelopeSizes.map((s) => [s.name, s.sizeClass, s.surcharge.priceCurrent])).toEqual([
        ['C6', 'standard', 0.95],
        ['B6', 'compact', 1.1],
        ['DIN long', 'large', 1.8],
      ]);
      expect(de.defaultEnvelopeSku).toBe('envelope-c6');
      const at = (await payload('/web-api/card-accessories', kl('at'))).envelopeSizes;
      expect(
        at.map((s: { surcharge: { priceCurrent: number } }) => s.surcharge.priceCurrent),
      ).toEqual([1, 1.5, 1.5]);
      const ch = await payload('/web-api/card-accessories?subType=inlay', kl('ch', 'fr-CH'));
      expect(ch.currency).toBe('CHF');
      expect(
        ch.envelopeSizes.map(
          (s: { surcharge: { priceCurrent: number } }) => s.surcharge.priceCurrent,
        ),
      ).toEqual([1, 1.2, 2.9]);
      expect(ch.accessories.every((a: { subType: string }) => a.subType === 'inlay')).toBe(true);
      expect(ch.accessories[0].label).toBe('Feuillet intercalaire C6');
    });

    it('offers accessory kinds in order: envelope preselected for folded cards, no inlay for postcards', async () => {
      const folded = catalogueAnswer(cardAccessoryOrderPayloadSchema).parse(
        (await api.get('/web-api/card-accessory-order?cardType=klappkarte', kl())).json,
      ).payload;
      expect(folded.order.map((o) => [o.subType, o.preselected])).toEqual([
        ['envelope', true],
        ['inlay', false],
      ]);
      const post = await payload('/web-api/card-accessory-order?cardType=postkarte', kl());
      expect(post.order.map((o: { subType: string }) => o.subType)).toEqual(['envelope']);
    });

    it('prices accessories for a card quantity', async () => {
      const price = catalogueAnswer(cardAccessoryPricePayloadSchema).parse(
        (
          await api.get(
            '/web-api/card-accessory-price?skus[]=envelope-b6&skus[]=inlay-b6&quantity=100',
            kl(),
          )
        ).json,
      ).payload;
      expect(price.items.map((i) => [i.sku, i.unitPrice.priceCurrent, i.priceCurrent])).toEqual([
        ['envelope-b6', 1.1, 110],
        ['inlay-b6', 1.1, 110],
      ]);
      expect(price.priceCurrent).toBe(220);
    });

    it('pages, filters and sorts the card themes with facets for every filter key', async () => {
      const first = catalogueAnswer(themesPayloadSchema).parse(
        (await api.get('/web-api/themes', kl())).json,
      ).payload;
      expect(first.total).toBeGreaterThanOrEqual(40);
      expect(first).toMatchObject({ page: 1, pageSize: 12, sort: 'sort' });
      expect(first.themes).toHaveLength(12);
      expect(first.pageCount).toBe(Math.ceil(first.total / 12));
      const categories = first.facets.find((f) => f.key === 'category')!.values.map((v) => v.value);
      expect(categories).toEqual([...cardOccasions]);
      expect(first.facets.map((f) => f.key)).toEqual([
        'aspectRatio',
        'category',
        'color',
        'label',
        'product',
        'punching',
        'style',
      ]);
      expect(first.themes[0]!.image).toMatch(/^\/media\/catalogue\/cards\/design-.+\.jpg$/);
      const all = (await payload('/web-api/themes?pageSize=48', kl())).themes;
      expect(all).toHaveLength(48);
      const weddings = await payload(
        '/web-api/themes?category=hochzeit&aspectRatio[]=5-7&aspectRatio[]=7-5&aspectRatio[]=1-1',
        kl(),
      );
      expect(weddings.total).toBe(4);
      expect(weddings.themes.every((t: { occasion: string }) => t.occasion === 'hochzeit')).toBe(
        true,
      );
      expect(weddings.filters).toEqual({
        aspectRatio: ['5-7', '7-5', '1-1'],
        category: ['hochzeit'],
      });
      const labelled = await payload('/web-api/themes?label=bestseller&pageSize=48', kl());
      expect(labelled.total).toBe(12);
      expect(labelled.themes[0].labels[0]).toMatchObject({
        value: 'bestseller',
        text: 'Bestseller',
        colour: 'red',
      });
      const popular = (
        await payload('/web-api/themes?sort=popularity&pageSize=48', kl())
      ).themes.map((t: { popularity: number }) => t.popularity);
      expect(popular).toEqual([...popular].sort((a, b) => b - a));
      const newest = (await payload('/web-api/themes?sort=created&page=2', kl())).themes.map(
        (t: { createdAt: string }) => t.createdAt,
      );
      expect(newest).toEqual([...newest].sort().reverse());
      const wallart = await payload('/web-api/themes?pageSize=48');
      expect(wallart.total).toBe(12);
    });

    it('shows one theme with its cards and answers 404 for an unknown or other-brand theme', async () => {
      const theme = catalogueAnswer(themePayloadSchema).parse(
        (await api.get('/web-api/themes/1017', kl('de', 'de-DE'))).json,
      ).payload;
      expect(theme.theme).toMatchObject({
        themeId: '1017',
        occasion: 'hochzeit',
        name: 'Goldene Ringe',
      });
      expect(theme.cards.length).toBeGreaterThanOrEqual(3);
      expect(theme.cards[0]!.format.label).toMatch(/cm$/);
      expect(theme.related.every((t) => t.occasion === 'hochzeit' && t.themeId !== '1017')).toBe(
        true,
      );
      for (const [path, headers] of [
        ['/web-api/themes/999999', kl()],
        ['/web-api/themes/2001', kl()],
        ['/web-api/themes/not-a-theme', kl()],
      ] as const) {
        const answer = await api.get(path, headers);
        expect(answer.status).toBe(404);
        expect(answer.json).toMatchObject({
          code: 'theme-not-found',
          message: expect.stringMatching(/No theme/),
        });
      }
    });

    it('gives calendar types with their formats and mountings, the start month and the design groups', async () => {
      const calendar = catalogueAnswer(calendarDesignGroupPayloadSchema).parse(
        (await api.get('/web-api/calendar-design-group')).json,
      ).payload;
      expect(calendar.start).toEqual({ month: 11, year: 2026 });
      expect(calendar.startChoices).toHaveLength(13);
      expect(calendar.startChoices.at(-1)).toEqual({ month: 11, year: 2027 });
      const desk = calendar.calendarTypes.find((t) => t.calendarType === 'tischkalender')!;
      expect(desk.formats.map((f) => f.formatType)).toEqual([
        'a5-quer',
        'a6-hoch',
        'a6-quer',
        '145-145',
        '265-120',
      ]);
      expect(desk.mountingTypes.map((m) => m.value)).toEqual(['holzfuss', 'ohne']);
      expect(calendar.designGroups.length).toBeGreaterThanOrEqual(5);
      const one = await payload(
        `/web-api/calendar-design-group?designGroupId=${calendar.designGroups[1]!.designGroupId}`,
      );
      expect(one.designGroups).toHaveLength(1);
      expect(one.designGroups[0].image).toMatch(/^\/media\/catalogue\/wallart\//);
      const missing = await api.get('/web-api/calendar-design-group?designGroupId=999');
      expect(missing.status).toBe(404);
      expect(missing.json.message).toMatch(/No calendar design group "999"/);
    });

    it('prices a calendar per piece and for the quantity', async () => {
      const price = catalogueAnswer(calendarPricePayloadSchema).parse(
        (
          await api.get(
            '/web-api/calendar-price?calendarType=wandkalender&formatType=a3-hoch&mountingType=holzblock&quantity=3',
          )
        ).json,
      ).payload;
      expect(price.parts.map((p) => p.kind)).toEqual(['format', 'mounting']);
      expect(price.parts[1]!.priceCurrent).toBe(9.95);
      expect(price.priceCurrent).toBeCloseTo(price.unitPrice.priceCurrent * 3, 2);
      const plain = await payload(
        '/web-api/calendar-price?calendarType=wandkalender&formatType=a3-hoch',
      );
      expect(plain).toMatchObject({ mountingType: 'spirale', quantity: 1 });
    });

    it('gives the photobook types of categories, a design group set and a price by pages', async () => {
      const types = catalogueAnswer(photobookTypesPayloadSchema).parse(
        (await api.get('/web-api/photobook-types?categoryIds[]=1', kl())).json,
      ).payload;
      expect(types.types.map((t) => t.photobookType)).toEqual(['digitalfotobuch', 'echtfotobuch']);
      expect(types.types[0]!.coverLamination).toBe('matt');
      const digital = types.types[0]!;
      expect(digital.formats.find((f) => f.formatType === 'a4-quer')!.photobookOrientation).toBe(
        'din-landscape',
      );
      const sets = catalogueAnswer(photobookDesignGroupSetPayloadSchema).parse(
        (await api.get('/web-api/photobook-design-group-set')).json,
      ).payload.designGroupSets;
      const wedding = sets[0]!;
      const inSet = await payload(
        `/web-api/photobook-types?categoryIds=1,2&designGroupSetId=${wedding.designGroupSetId}`,
      );
      expect(
        inSet.types
          .flatMap((t: { formats: Array<{ formatType: string }> }) =>
            t.formats.map((f) => f.formatType),
          )
          .every((f: string) => wedding.formats.includes(f)),
      ).toBe(true);
      expect(
        (await payload('/web-api/photobook-types?categoryIds[]=1')).types[0].coverLamination,
      ).toBe('glossy');
      const short = catalogueAnswer(photobookPricePayloadSchema).parse(
        (await api.get('/web-api/photobook-price?photobookType=digitalfotobuch&formatType=a4-quer'))
          .json,
      ).payload;
      const long = await payload(
        '/web-api/photobook-price?photobookType=digitalfotobuch&formatType=a4-quer&pageCount=48&cover=hard&amount=2',
      );
      expect(short).toMatchObject({
        pageCount: 24,
        cover: 'hard',
        binding: 'pur',
        refinementType: 'ohne',
        amount: 1,
      });
      expect(long.unitPrice.priceCurrent).toBeGreaterThan(short.unitPrice.priceCurrent);
      expect(long.priceCurrent).toBeCloseTo(long.unitPrice.priceCurrent * 2, 2);
    });
  },
);
