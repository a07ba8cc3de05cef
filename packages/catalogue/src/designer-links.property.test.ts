import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDesignerLink, type DesignerLink } from './designer-links';
import { inferProductKind, photoboxTypes } from './product-kind';

const id = fc.oneof(fc.integer({ min: 1, max: 99_999 }), fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/));
const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/);
const locale = fc.constantFrom('de-DE', 'de-CH', 'fr-FR', 'en-US', 'it-IT', 'nl-NL');

/** Links of every kind with the fields that name their kind (the product-kind inference). */
const links: fc.Arbitrary<DesignerLink> = fc.oneof(
  fc.record({
    kind: fc.constant('calendar' as const),
    locale,
    calendarType: fc.constantFrom('wandkalender', 'tischkalender', 'familienplaner'),
    designGroupId: id,
    formatType: fc.constantFrom('a4-hoch', 'a3-quer', '300-300'),
  }),
  fc.record({
    kind: fc.constant('card' as const),
    locale,
    themeId: id,
    quantity: fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.constant('sample' as const)),
  }),
  fc.record({
    kind: fc.constant('photobook' as const),
    locale,
    photobookType: fc.constantFrom('echtfotobuch-hard', 'digitalfotobuch-soft', 'fotoheft-soft'),
    format: fc.constantFrom('a4-quer', 'a5-hoch', '200-200'),
    pageCount: fc.integer({ min: 24, max: 200 }),
  }),
  fc.record({
    kind: fc.constant('photobox' as const),
    locale,
    photoboxType: fc.constantFrom(...photoboxTypes),
    format: fc.constantFrom('130x90', '150x100'),
  }),
  fc.record({
    kind: fc.constant('photoPrints' as const),
    locale,
    photoboxType: fc.constant('photoprint'),
    format: fc.constantFrom('100x100', '300x200'),
  }),
  fc.record({
    kind: fc.constant('photoFrame' as const),
    locale,
    materialType: fc.constantFrom('poster', 'acrylglas', 'leinwand'),
    frameType: word,
  }),
  fc.record({
    kind: fc.constant('collage' as const),
    locale,
    designId: id,
    materialType: fc.constantFrom('poster', 'aludibond'),
  }),
);

/** The parameter that names a link's product, under the query key the designer reads. */
function identifyingQuery(link: DesignerLink): Record<string, string> {
  switch (link.kind) {
    case 'calendar':
      return { productType: String(link.calendarType) };
    case 'card':
      return { themeId: String(link.themeId) };
    case 'photobook':
      return { photobookPrinting: String(link.photobookType).split('-')[0]! };
    case 'photobox':
      return { photoboxType: String(link.photoboxType) };
    case 'photoPrints':
      return { photoboxType: 'photoprint' };
    case 'photoFrame':
      return { materialType: String(link.materialType) };
    case 'collage':
      return { designId: String(link.designId) };
  }
}

const queryOf = (url: string) =>
  Object.fromEntries(new URL(url, 'http://shop.invalid').searchParams);

describe('designer links round trip', () => {
  it("infers each link's kind from its parameters, and the URL carries them under the designer's query keys", () => {
    fc.assert(
      fc.property(
        links,
        fc.constantFrom('wallart' as const, 'kartenliebe' as const),
        (link, channel) => {
          expect(inferProductKind(link)).toBe(link.kind);
          const query = queryOf(buildDesignerLink(link, { channel, now: new Date(2026, 10, 21) }));
          expect(query.locale).toBe(link.locale);
          expect(query).toMatchObject(identifyingQuery(link));
        },
      ),
    );
  });

  it('never emits an empty or undefined parameter', () => {
    fc.assert(
      fc.property(links, (link) => {
        for (const [key, value] of Object.entries(
          queryOf(buildDesignerLink(link, { channel: 'wallart' })),
        )) {
          expect(value, key).not.toBe('');
          expect(value, key).not.toBe('undefined');
        }
      }),
    );
  });
});
