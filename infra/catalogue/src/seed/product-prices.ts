import {
  calendarTypeRules,
  calendarTypes,
  formatKeyDimensions,
  photoFormats,
  photoPaperVariants,
  refinementTypes,
} from '@shop/catalogue';
import { articleKey } from '../model/keys';
import type { MerchProductRecord, PhotobookTypeRecord } from '../model/products';
import { pair, round2, type Pair } from './prices';

const areaOf = (format: string) => {
  const { width, height } = formatKeyDimensions(format);
  return (width * height) / 1_000_000;
};
const refinementPrices: Record<string, number> = {
  gold: 0.6,
  silber: 0.6,
  rosegold: 0.7,
  relief: 0.5,
};
// Calendars: a fixed part per type plus a rate per m²; mountings on top.
const calendarRates: Record<string, [fixed: number, perSquareMetre: number]> = {
  wandkalender: [12, 110],
  tischkalender: [9, 120],
  familienplaner: [14, 110],
  kuechenkalender: [12, 120],
  terminkalender: [13, 110],
};
const mountingPrices: Record<string, number> = { holzblock: 9.95, holzfuss: 7.95 };
// Photobooks: a fixed part per type plus a rate per m² of a page, for the minimum page count.
const photobookRates: Record<string, [fixed: number, perSquareMetre: number, perStep: number]> = {
  digitalfotobuch: [14, 140, 1.2],
  echtfotobuch: [29, 260, 2.4],
  fotoheft: [5, 70, 0.8],
};
const photobookOptionPrices: Record<string, number> = {
  'cover/hard': 9.95,
  'binding/layflat': 14.95,
  'paper/glaenzend': 4.95,
  'paper/matt': 2.95,
  'paper/feinstweiss': 7.95,
  'refinement/gold': 9.95,
  'refinement/silber': 9.95,
  'refinement/rosegold': 11.95,
  'refinement/relief': 7.95,
};
const merchPrices: Record<string, number> = {
  tasse: 14.95,
  kissen: 24.95,
  puzzle: 29.95,
  mauspad: 12.95,
};
const paperFactor: Record<string, number> = {
  simple: 1,
  poster: 1.3,
  'fotopapier-matt': 1.2,
  hahnemuehle: 3,
};

/** Euro list prices of cards' refinements, calendars, photobooks, merch and photo prints. */
export function productPrices(
  books: PhotobookTypeRecord[],
  merch: MerchProductRecord[],
): Map<string, Pair> {
  const list = new Map<string, Pair>();
  for (const refinement of refinementTypes)
    list.set(articleKey.cardRefinement(refinement), pair(refinementPrices[refinement] ?? 0));
  for (const type of calendarTypes) {
    const [fixed, rate] = calendarRates[type]!;
    const rules = calendarTypeRules[type];
    for (const format of rules.formats) {
      const eur = Math.floor(fixed + rate * areaOf(format)) + 0.95;
      list.set(
        articleKey.calendar(type, format),
        pair(eur, type === 'wandkalender' && format === 'a3-quer' ? 20 : 0),
      );
    }
    for (const mounting of rules.mountings)
      list.set(articleKey.calendarMounting(type, mounting), pair(mountingPrices[mounting] ?? 0));
  }
  for (const book of books) {
    const [fixed, rate, perStep] = photobookRates[book.photobookType]!;
    for (const format of book.formats) {
      const eur = Math.floor(fixed + (rate * areaOf(format) * book.pageCount.min) / 10) + 0.95;
      list.set(
        articleKey.photobook(book.photobookType, format),
        pair(eur, format === book.formats[1] ? 15 : 0),
      );
      list.set(
        articleKey.photobookPages(book.photobookType, format),
        pair(round2(perStep * Math.max(1, areaOf(format) * 16))),
      );
    }
    const groups = {
      cover: book.covers,
      binding: book.bindings,
      paper: book.papers,
      refinement: book.refinements,
    } as const;
    for (const [group, values] of Object.entries(groups) as Array<
      [keyof typeof groups, readonly string[]]
    >) {
      for (const value of values) {
        // The type's first choice of a group is included; echte Fotobücher are always layflat.
        const included = value === values[0];
        list.set(
          articleKey.photobookOption(book.photobookType, group, value),
          pair(included ? 0 : (photobookOptionPrices[`${group}/${value}`] ?? 0)),
        );
      }
    }
  }
  for (const product of merch)
    list.set(
      articleKey.merch(product.productType),
      pair(merchPrices[product.productType] ?? 19.95, product.productType === 'tasse' ? 20 : 0),
    );
  for (const paper of photoPaperVariants)
    for (const format of photoFormats) {
      const eur = round2((0.09 + areaOf(format) * 6) * (paperFactor[paper] ?? 1));
      list.set(articleKey.photoprint(paper, format), pair(eur));
    }
  return list;
}
