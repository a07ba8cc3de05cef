import { cta, img, link, type Ctx } from '../build';
import {
  photoFormats,
  photoPrice,
  pricePair,
  prices,
  wallFormats,
  wallPrice,
  papers,
  type WallMaterial,
} from '../prices';
import type { CategoryKey, WallartCopy } from './copy-type';

type Json = Record<string, unknown>;
const label = (text: string) => ({
  index: 2,
  text,
  backgroundColor: '#E4004F',
  textColor: '#FFFFFF',
});

function wallOption(copy: WallartCopy, material: WallMaterial) {
  return {
    value: material,
    labelTranslationKey: `material.${material}`,
    context: { materialType: material },
    formats: wallFormats.map((format) => ({
      value: format,
      ...pricePair(wallPrice(material, format), format === '600x400'),
      context: { formatType: format },
    })),
    initiallySelectedFormat: '600x400',
  };
}

const formatOption = (
  value: string,
  key: string,
  context: Json,
  formats: Array<[string, number, boolean]>,
  initial: string,
) => ({
  value,
  labelTranslationKey: key,
  context,
  formats: formats.map(([format, eur, discounted]) => ({
    value: format,
    ...pricePair(eur, discounted),
    context: { formatType: format },
  })),
  initiallySelectedFormat: initial,
});

/** The calculator block of a category page: its product, materials with formats and prices per currency. */
export function calculator(copy: WallartCopy, key: CategoryKey): Json {
  const common = {
    component: 'Calculator',
    headline: copy.category.calculatorHeadline,
    title: copy.category.calculatorTitle,
    ctaText: copy.category.calculatorCta,
    moreFormatsText: copy.category.moreFormats,
    context: {},
    labels: [label(copy.category.bestseller)],
  };
  switch (key) {
    case 'wallArt': {
      const options = (
        ['leinwand', 'acrylglas', 'aludibond', 'poster', 'forexplatte'] as const
      ).map((m) => wallOption(copy, m));
      return { ...common, product: 'photoframe', options, selectedValue: 'leinwand' };
    }
    case 'canvasPrints':
      return {
        ...common,
        product: 'photoframe',
        options: [wallOption(copy, 'leinwand'), wallOption(copy, 'gallerybond')],
        selectedValue: 'leinwand',
      };
    case 'photoPrints':
      return {
        ...common,
        product: 'photoprint',
        selectedValue: 'simple',
        options: papers.map((paper) =>
          formatOption(
            paper,
            `paper.${paper}`,
            { paperType: paper },
            photoFormats.map((format) => [format, photoPrice(paper, format), false]),
            '150x100',
          ),
        ),
      };
    case 'photoBox':
      return {
        ...common,
        product: 'photobox',
        selectedValue: 'small',
        context: { photoboxType: 'small' },
        options: [
          formatOption(
            'small',
            'photobox.small',
            { photoboxType: 'small' },
            [
              ['130x90', 24.95, true],
              ['150x100', 29.95, false],
            ],
            '130x90',
          ),
          formatOption(
            'max',
            'photobox.max',
            { photoboxType: 'max' },
            [
              ['150x100', 44.95, true],
              ['180x130', 54.95, false],
            ],
            '150x100',
          ),
        ],
      };
    case 'photoCalendar':
      return {
        ...common,
        product: 'calendar',
        selectedValue: 'wandkalender',
        options: [
          formatOption(
            'wandkalender',
            'calendar.wandkalender',
            { calendarType: 'wandkalender' },
            [
              ['a4-hoch', 19.95, false],
              ['a3-hoch', 29.95, true],
              ['a4-quer', 19.95, false],
              ['a3-quer', 29.95, false],
            ],
            'a3-hoch',
          ),
          formatOption(
            'tischkalender',
            'calendar.tischkalender',
            { calendarType: 'tischkalender' },
            [
              ['a5-quer', 14.95, false],
              ['a6-quer', 9.95, false],
            ],
            'a5-quer',
          ),
          formatOption(
            'familienplaner',
            'calendar.familienplaner',
            { calendarType: 'familienplaner' },
            [
              ['150-400', 22.95, false],
              ['200-400', 27.95, true],
            ],
            '200-400',
          ),
        ],
      };
  }
}

/** The hero teaser of a category, with three products and their prices. */
export function heroTeaser(ctx: Ctx, copy: WallartCopy, key: CategoryKey, href: string): Json {
  const category = copy.categories[key];
  const materials: WallMaterial[] =
    key === 'canvasPrints'
      ? ['leinwand', 'gallerybond', 'hahnemuehle']
      : ['leinwand', 'acrylglas', 'aludibond'];
  const products = materials.map((material) => ({
    sku: `WA-${material.toUpperCase()}-600x400`,
    name: copy.materials[material],
    materialType: material,
    format: '600x400',
    ...pricePair(wallPrice(material, '600x400'), material === 'leinwand'),
    image: img(ctx, `${material}-600x400`, copy.materials[material]),
    link: link(`${href}?materialType=${material}`),
  }));
  return {
    component: 'Teaser',
    variant: 'hero',
    headline: category.headline,
    text: category.text,
    image: img(ctx, `hero-${key}`, category.name),
    cta: cta(copy.category.calculatorCta, href),
    products,
  };
}

/** Formats and prices of the category's main material. */
export function formatsAndPrices(copy: WallartCopy, material: WallMaterial): Json {
  return {
    component: 'FormatsAndPrices',
    headline: copy.category.formatsHeadline,
    materialType: material,
    rows: wallFormats.map((format) => ({
      format,
      ...pricePair(wallPrice(material, format), format === '600x400'),
    })),
  };
}

/** Lowest price per category, for the product matrix. */
export const fromPrice: Record<CategoryKey | 'photobook', number> = {
  wallArt: 19.95,
  canvasPrints: 19.95,
  photoPrints: 0.15,
  photoBox: 24.95,
  photoCalendar: 9.95,
  photobook: 24.95,
};

/** JSON-LD of a category's product range; the gateway adds @context. */
export function productStructuredData(
  ctx: Ctx,
  name: string,
  description: string,
  low: number,
  high: number,
): Json {
  return {
    '@type': 'Product',
    name,
    description,
    brand: { '@type': 'Brand', name: ctx.brand },
    image: `/media/content/${ctx.channel}/product-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.jpg`,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: ctx.currency.toUpperCase(),
      lowPrice: prices(low)[ctx.currency],
      highPrice: prices(high)[ctx.currency],
    },
  };
}
