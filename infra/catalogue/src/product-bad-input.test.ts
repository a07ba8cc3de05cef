import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { startTestCatalogue, type TestCatalogue } from './testing/harness';

const kl = { 'x-channel': 'kartenliebe-de' };

describe.each(await testDialects())(
  'bad input to the card, theme, calendar and photobook calls on %s',
  (dialect) => {
    let api: TestCatalogue;
    beforeAll(async () => {
      api = await startTestCatalogue(dialect);
    });
    afterAll(() => api?.close());

    it.each([
      [
        '/web-api/card-price?cardType=leporello&formatType=a6-hoch',
        /Unknown cardType "leporello".*use one of: klappkarte, postkarte, doppelkarte/,
      ],
      [
        '/web-api/card-price?cardType=postkarte&formatType=a5-hoch',
        /Unknown formatType "a5-hoch" for postkarte; use one of: a6-quer/,
      ],
      [
        '/web-api/card-price?cardType=klappkarte&formatType=a6-hoch&quantity=7',
        /quantity 7 is not offered; use one of: 1, 5, 10/,
      ],
      [
        '/web-api/card-price?cardType=klappkarte&formatType=a6-hoch&refinementType=platin',
        /Unknown refinementType "platin".*gold/,
      ],
      [
        '/web-api/card-price?cardType=klappkarte&formatType=a6-hoch&quantity=lots',
        /quantity must be a whole number/,
      ],
      ['/web-api/card-accessory-price?skus[]=envelope-c6&quantity=0', /quantity 0 is not offered/],
      [
        '/web-api/card-accessory-price?skus[]=posterbar-300&quantity=5',
        /Unknown skus sku "posterbar-300"/,
      ],
      ['/web-api/card-accessory-price?quantity=5', /skus/],
      ['/web-api/card-accessories?formatType=a6-hoch', /formatType needs a cardType/],
      [
        '/web-api/themes?category=valentinstag',
        /Unknown category "valentinstag"; use one of: einschulung, firmung/,
      ],
      ['/web-api/themes?color=lila', /Unknown color "lila"; use one of: weiss/],
      ['/web-api/themes?pageSize=20', /pageSize must be one of 12, 48/],
      ['/web-api/themes?page=0', /page must be a whole number from 1 to 1000/],
      ['/web-api/themes?category[sub]=taufe', /category/],
      ['/web-api/themes?page=9', /page 9 is past the last page/],
      ['/web-api/themes?sort=price', /Unknown sort "price"; use one of: sort, popularity, created/],
      ['/web-api/themes?occasion=taufe', /occasion/],
      [
        '/web-api/calendar-price?calendarType=wandkalender&formatType=a6-hoch',
        /Unknown formatType "a6-hoch" for wandkalender; use one of: a3-hoch, a3-quer, a4-hoch, a4-quer, 200-200, 300-300/,
      ],
      [
        '/web-api/calendar-price?calendarType=wandkalender&formatType=a3-hoch&mountingType=holzfuss',
        /Unknown mountingType "holzfuss".*spirale, lochung, holzblock, ohne/,
      ],
      ['/web-api/calendar-price?calendarType=jahresplaner&formatType=a3-hoch', /calendarType/],
      ['/web-api/calendar-design-group?calendarType=wochenplaner', /calendarType/],
      ['/web-api/photobook-types', /categoryIds/],
      [
        '/web-api/photobook-types?categoryIds[]=99',
        /Unknown categoryId "99"; use one of: 1, 2, 3, 4, 5/,
      ],
      [
        '/web-api/photobook-price?photobookType=fotoheft&formatType=a5-hoch&pageCount=30',
        /pageCount must be 16 to 48 in steps of 4/,
      ],
      [
        '/web-api/photobook-price?photobookType=fotoheft&formatType=a5-hoch&binding=layflat',
        /Unknown binding "layflat" for fotoheft; use one of: heftbindung/,
      ],
      [
        '/web-api/photobook-price?photobookType=album&formatType=a4-hoch',
        /Unknown photobookType "album"/,
      ],
    ])('answers %s with 400 and the accepted values', async (path, message) => {
      const answer = await api.get(path, kl);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toMatch(message);
    });

    it.each([
      [
        '/web-api/photobook-types?categoryIds[]=1&designGroupSetId=999',
        /No photobook design group set "999"/,
      ],
      [
        '/web-api/photobook-design-group-set?designGroupSetId=999',
        /No photobook design group set "999"/,
      ],
    ])('answers %s with 404', async (path, message) => {
      const answer = await api.get(path, kl);
      expect(answer.status).toBe(404);
      expect(answer.json.message).toMatch(message);
    });
  },
);
