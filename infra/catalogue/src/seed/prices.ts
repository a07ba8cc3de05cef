import {
  channels,
  envelopeSizeClasses,
  envelopeSizeOf,
  envelopeSurcharge,
  parseFormat,
  type ChannelId,
  type CountryCode,
  type Currency,
} from '@shop/catalogue';
import type { AccessoryRecord, MaterialRecord, PriceRecord } from '../model/document';
import type { MerchProductRecord, PhotobookTypeRecord } from '../model/products';
import { productPrices } from './product-prices';
import { articleKey, type PhotoboxKind } from '../model/keys';
import { currencyOfCountry } from '../model/validate';

export type Pair = { current: number; original: number };

export const round2 = (value: number) => Math.round(value * 100) / 100;
/** Shop-style endings: .95 in euro, .90 in francs, .99 in pounds and dollars; small amounts stay exact. */
function shopPrice(eur: number, currency: Currency): number {
  const rate = { EUR: 1, CHF: 1.08, GBP: 0.86, USD: 1.1 }[currency];
  const value = eur * rate;
  if (eur < 5) return round2(value);
  const ending = { EUR: 0.95, CHF: 0.9, GBP: 0.99, USD: 0.99 }[currency];
  return Math.max(1, Math.floor(value)) + ending;
}
export const pair = (eur: number, discountPercent = 0): Pair => ({
  original: eur,
  current: discountPercent ? eur * (1 - discountPercent / 100) : eur,
});

// Euro price of a print: a fixed part plus a rate per square metre.
const materialRates: Record<string, [fixed: number, perSquareMetre: number]> = {
  leinwand: [14, 80],
  acrylglas: [19, 150],
  aludibond: [17, 120],
  poster: [6, 30],
  hahnemuehle: [12, 60],
  gallerybond: [16, 100],
  forexplatte: [12, 70],
  echtglas: [29, 190],
  backlitfolie: [15, 90],
  klebefolie: [9, 45],
  fototapete: [19, 35],
  pvcplane: [14, 28],
};
// Euro price of a frame: a fixed part plus a rate per metre of edge.
const frameRates: Record<string, [fixed: number, perMetre: number]> = {
  alurahmen: [14, 18],
  artbox: [20, 18],
  fotorahmen: [5, 6],
  holzrahmen: [10, 16],
  kunststoffrahmen: [6, 8],
  'schattenfuge-leinwand': [12, 14],
  'schattenfuge-platte': [15, 16],
};
// Materials and frames on sale: their featured middle formats are 20 % off.
const discountedMaterials = new Set(['leinwand', 'acrylglas', 'poster', 'aludibond', 'klappkarte']);
const discountedFrames = new Set(['holzrahmen', 'schattenfuge-leinwand']);
const optionPrices: Record<string, number> = {
  'stretcherFrame/38': 9.95,
  'canvasEdge/folded': 4.95,
  'drilling/corners': 6.95,
  'finish/brushed': 12.95,
  'finish/silk-matte': 7.95,
  'finish/eco-paper': 14.95,
  'posterLamination/glossy': 4.95,
  'posterLamination/matte': 4.95,
  'printProcess/fine-art-matte': 0,
  'milling/lines': 19.95,
  'milling/dots': 19.95,
  'backlitFilm/led-frame': 89.95,
  'adhesiveFilm/transparent': 5.95,
  'adhesiveFilm/transparent-mirrored': 9.95,
  'adhesiveFilm/white': 2.95,
  'eyelets/simple': 3.95,
};
const cardPrices: Record<string, number> = {
  'a6-hoch': 1.79,
  'a6-quer': 1.79,
  '145-145': 1.99,
  'a5-hoch': 2.49,
  'a5-quer': 2.49,
};
const cardFactor: Record<string, number> = { klappkarte: 1, postkarte: 0.55, doppelkarte: 1.3 };
const photoboxPrices: Record<PhotoboxKind, Record<string, number>> = {
  small: { '130x90': 24.95, '150x100': 29.95 },
  max: { '150x100': 44.95, '180x130': 54.95 },
};

function wallPrice(material: string, format: string, featuredMiddle: boolean): Pair {
  const { width, height } = parseFormat(format);
  const [fixed, rate] = materialRates[material] ?? [10, 50];
  const eur = Math.floor(fixed + (rate * width * height) / 1_000_000) + 0.95;
  return pair(eur, featuredMiddle && discountedMaterials.has(material) ? 20 : 0);
}

function framePrice(kind: string, format: string): Pair {
  const { width, height } = parseFormat(format);
  const [fixed, rate] = frameRates[kind] ?? [10, 10];
  const eur = Math.floor(fixed + (rate * 2 * (width + height)) / 1000) + 0.95;
  return pair(eur, discountedFrames.has(kind) && format === '600x400' ? 20 : 0);
}

/** Euro list prices of every article of the materials, frames, boxes and accessories. */
function euroPrices(
  materials: MaterialRecord[],
  accessories: AccessoryRecord[],
): Map<string, Pair | ((c: CountryCode) => Pair | undefined)> {
  const list = new Map<string, Pair | ((c: CountryCode) => Pair | undefined)>();
  for (const material of materials) {
    const featured = material.formats.filter((f) => f.featured).map((f) => f.formatType);
    const middle = featured[Math.floor(featured.length / 2)];
    for (const { formatType } of material.formats) {
      const key = articleKey.format(material.materialType, formatType);
      if (material.product === 'card') {
        const eur = round2(
          (cardPrices[formatType] ?? 2.49) * (cardFactor[material.materialType] ?? 1),
        );
        list.set(
          key,
          pair(
            eur,
            discountedMaterials.has(material.materialType) && formatType === middle ? 20 : 0,
          ),
        );
      } else list.set(key, wallPrice(material.materialType, formatType, formatType === middle));
      for (const kind of material.frameKinds)
        list.set(articleKey.frame(kind, formatType), framePrice(kind, formatType));
    }
    for (const option of material.options) {
      for (const value of option.values) {
        const eur = value === option.default ? 0 : (optionPrices[`${option.group}/${value}`] ?? 0);
        list.set(
          articleKey.option(material.materialType, option.group, value),
          pair(eur, option.group === 'stretcherFrame' ? 10 : 0),
        );
      }
    }
  }
  for (const [kind, formats] of Object.entries(photoboxPrices)) {
    for (const [format, eur] of Object.entries(formats))
      list.set(
        articleKey.photobox(kind as PhotoboxKind, format),
        pair(eur, kind === 'small' ? 20 : 0),
      );
  }
  for (const accessory of accessories) {
    const size = envelopeSizeOf(accessory.width, accessory.height);
    const sizeClass = size ? envelopeSizeClasses[size] : null;
    if (sizeClass) {
      // Envelopes and inlays cost a surcharge per size class, which is per country.
      list.set(articleKey.accessory(accessory.sku), (country) => {
        const surcharge = envelopeSurcharge(sizeClass, country);
        return surcharge ? pair(surcharge.amount) : undefined;
      });
    } else
      list.set(
        articleKey.accessory(accessory.sku),
        pair(accessory.subType === 'posterbar' ? 14.95 + accessory.width / 100 : 4.95),
      );
  }
  return list;
}

/**
 * Which articles a channel sells: the wall-art brand sells everything; the card brand sells cards
 * with their envelopes, inlays and refinements, calendars and photobooks.
 */
function sells(channel: ChannelId, article: string, cardTypes: Set<string>): boolean {
  if (channel === 'wallart') return true;
  const [kind, subject] = article.split('/');
  return (
    (kind === 'format' && cardTypes.has(subject!)) ||
    article.startsWith('accessory/envelope') ||
    article.startsWith('accessory/inlay') ||
    [
      'card-refinement',
      'calendar',
      'calendar-mounting',
      'photobook',
      'photobook-pages',
      'photobook-option',
    ].includes(kind!)
  );
}

/** Price rows for every channel × country in its currency. */
export function seedPrices(
  materials: MaterialRecord[],
  accessories: AccessoryRecord[],
  books: PhotobookTypeRecord[] = [],
  merch: MerchProductRecord[] = [],
): PriceRecord[] {
  const list = euroPrices(materials, accessories);
  for (const [article, price] of productPrices(books, merch)) list.set(article, price);
  const cardTypes = new Set(
    materials.filter((m) => m.product === 'card').map((m) => m.materialType),
  );
  const rows: PriceRecord[] = [];
  for (const channel of Object.keys(channels) as ChannelId[]) {
    for (const country of channels[channel].countries) {
      const currency = currencyOfCountry(country);
      for (const [article, price] of list) {
        if (!sells(channel, article, cardTypes)) continue;
        const euro = typeof price === 'function' ? price(country) : price;
        if (!euro) continue;
        // Surcharges of the table are already in the country's currency.
        const convert = (eur: number) =>
          eur === 0 ? 0 : typeof price === 'function' ? eur : shopPrice(eur, currency);
        const priceOriginal = convert(euro.original);
        const priceCurrent = Math.min(priceOriginal, convert(euro.current));
        rows.push({
          channel,
          country,
          currency,
          article,
          priceCurrent: round2(priceCurrent),
          priceOriginal: round2(priceOriginal),
        });
      }
    }
  }
  return rows;
}
