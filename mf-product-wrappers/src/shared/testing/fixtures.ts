import type {
  CalendarDesignGroupPayload,
  CalendarPricePayload,
  CardAccessoriesPayload,
  CardPricePayload,
  PhotobookDesignGroupSetPayload,
  PhotobookPricePayload,
  PhotobookTypesPayload,
  ThemePayload,
  ThemeSummary,
  ThemesPayload,
} from '@shop/contracts';
import type { Storefront } from '../lib/storefront';

export const wallart: Storefront = {
  channel: 'wallart',
  country: 'de',
  locale: 'de-DE',
  basename: '',
};
export const kartenliebe: Storefront = {
  channel: 'kartenliebe',
  country: 'de',
  locale: 'de-DE',
  basename: '',
};

const offer = (priceCurrent: number, priceOriginal = priceCurrent) => ({
  priceCurrent,
  priceOriginal,
});
const format = (formatType: string, width: number, height: number, price: number) => ({
  formatType,
  label: `${width / 10} × ${height / 10} cm`,
  width,
  height,
  orientation:
    width > height
      ? ('landscape' as const)
      : width < height
        ? ('portrait' as const)
        : ('square' as const),
  ...offer(price),
});
const choice = (value: string, price: number, isDefault = false) => ({
  value,
  label: value,
  isDefault,
  ...offer(price),
});

export const calendarData: CalendarDesignGroupPayload = {
  currency: 'EUR',
  unit: 'cm',
  start: { month: 11, year: 2026 },
  startChoices: Array.from({ length: 13 }, (_, index) => ({
    month: ((10 + index) % 12) + 1,
    year: 2026 + Math.floor((10 + index) / 12),
  })),
  calendarTypes: [
    {
      calendarType: 'wandkalender',
      label: 'Wandkalender',
      formats: [
        format('a4-hoch', 210, 297, 24.95),
        format('a3-hoch', 297, 420, 34.95),
        format('a4-quer', 297, 210, 24.95),
        format('a5-quer', 210, 148, 19.95),
      ],
      mountingTypes: [choice('spirale', 0, true), choice('holzblock', 6), choice('lochung', 0)],
      defaultFormat: 'a4-hoch',
      defaultMounting: 'spirale',
      priceFrom: offer(19.95),
    },
    {
      calendarType: 'tischkalender',
      label: 'Tischkalender',
      formats: [format('a5-quer', 210, 148, 17.95)],
      mountingTypes: [choice('spirale', 0, true)],
      defaultFormat: 'a5-quer',
      defaultMounting: 'spirale',
      priceFrom: offer(17.95),
    },
  ],
  designGroups: [
    {
      designGroupId: 'klassik',
      name: 'Klassik',
      description: 'Schlicht',
      image: '/media/catalogue/calendar/klassik.webp',
      calendarTypes: ['wandkalender'],
      designs: [],
      priceFrom: offer(19.95),
    },
  ],
};

export const calendarPrice = (
  calendarType: string,
  formatType: string,
  mountingType: string,
  price: number,
): CalendarPricePayload => ({
  ...offer(price),
  calendarType: calendarType as CalendarPricePayload['calendarType'],
  formatType,
  mountingType,
  quantity: 1,
  currency: 'EUR',
  unitPrice: offer(price),
  parts: [],
});

export const themeSummary = (
  themeId: string,
  overrides: Partial<ThemeSummary> = {},
): ThemeSummary => ({
  themeId,
  name: `Theme ${themeId}`,
  occasion: 'hochzeit',
  occasionLabel: 'Hochzeit',
  labels: [{ value: 'neu', text: 'Neu', colour: 'green' }],
  colors: ['gruen'],
  aspectRatio: '7-5',
  products: ['klappkarte'],
  punching: 'ohne',
  style: 'modern',
  image: `/media/catalogue/themes/${themeId}.webp`,
  priceFrom: offer(1.49),
  popularity: 10,
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

export const themePayload: ThemePayload = {
  currency: 'EUR',
  theme: { ...themeSummary('hochzeit-1'), description: 'Eukalyptus', images: [] },
  cards: [
    {
      ...offer(1.89),
      cardType: 'klappkarte',
      cardTypeLabel: 'Klappkarte',
      format: {
        formatType: '148x105',
        label: '14,8 × 10,5 cm',
        width: 148,
        height: 105,
        orientation: 'landscape',
      },
      aspectRatio: '7-5',
      image: '/media/catalogue/themes/hochzeit-1-klappkarte.webp',
      sku: 'KL-HOCHZEIT-1-KLAPP',
    },
    {
      ...offer(1.49),
      cardType: 'postkarte',
      cardTypeLabel: 'Postkarte',
      format: {
        formatType: '145x145',
        label: '14,5 × 14,5 cm',
        width: 145,
        height: 145,
        orientation: 'square',
      },
      aspectRatio: '1-1',
      image: '/media/catalogue/themes/hochzeit-1-post.webp',
      sku: 'KL-HOCHZEIT-1-POST',
    },
  ],
  related: [themeSummary('hochzeit-2')],
};

export const cardAccessories: CardAccessoriesPayload = {
  currency: 'EUR',
  cardType: 'klappkarte',
  formatType: '148x105',
  envelopeSizes: [
    { name: 'C6', width: 162, height: 114, sizeClass: 'standard', surcharge: offer(0.95) },
    { name: 'B6', width: 176, height: 125, sizeClass: 'compact', surcharge: offer(1.1) },
  ],
  defaultEnvelopeSku: 'ENV-C6-WHITE',
  accessories: [
    {
      ...offer(0.95),
      sku: 'ENV-C6-WHITE',
      subType: 'envelope',
      label: 'Umschlag C6 weiß',
      width: 162,
      height: 114,
      subTypes: ['weiss'],
      envelopeSize: 'C6',
      sizeClass: 'standard',
      fits: true,
    },
    {
      ...offer(1.1),
      sku: 'ENV-B6-KRAFT',
      subType: 'envelope',
      label: 'Umschlag B6 Kraft',
      width: 176,
      height: 125,
      subTypes: ['kraft'],
      envelopeSize: 'B6',
      sizeClass: 'compact',
      fits: true,
    },
  ],
};

export const cardPrice = (
  cardType: string,
  formatType: string,
  quantity: number,
  total: number,
  refinementType = 'ohne',
): CardPricePayload => ({
  ...offer(total),
  cardType,
  formatType,
  format: { formatType, label: formatType, width: 148, height: 105, orientation: 'landscape' },
  quantity,
  refinementType,
  currency: 'EUR',
  unitPrice: offer(Math.round((total / quantity) * 100) / 100),
  parts: [],
  quantityChoices: [1, 5, 10],
  defaultQuantity: 50,
  refinements: [choice('ohne', 0, true), choice('gold', 0.5)],
});

export const themesPage = (overrides: Partial<ThemesPayload> = {}): ThemesPayload => ({
  currency: 'EUR',
  total: 2,
  page: 1,
  pageSize: 12,
  pageCount: 1,
  sort: 'sort',
  filters: {},
  facets: [
    {
      key: 'color',
      values: [
        { value: 'gruen', label: 'Grün', count: 1 },
        { value: 'rot', label: 'Rot', count: 1 },
      ],
    },
  ],
  themes: [themeSummary('hochzeit-1'), themeSummary('hochzeit-2', { colors: ['rot'] })],
  ...overrides,
});

export const photobookTypes: PhotobookTypesPayload = {
  currency: 'EUR',
  unit: 'cm',
  categoryIds: ['1'],
  designGroupSetId: null,
  categories: [{ categoryId: '1', name: 'Hochzeit' }],
  types: [
    {
      photobookType: 'digitalfotobuch',
      label: 'Digitalfotobuch',
      covers: [choice('hard', 0, true), choice('soft', -5)],
      bindings: [choice('layflat', 10), choice('pur', 0, true)],
      papers: [choice('matt', 0, true), choice('glaenzend', 2)],
      formats: [
        { ...format('a4-hoch', 210, 297, 29.95), photobookOrientation: 'din-portrait' },
        { ...format('a4-quer', 297, 210, 29.95), photobookOrientation: 'din-landscape' },
        { ...format('300-300', 300, 300, 39.95), photobookOrientation: 'square' },
      ],
      pageCount: { min: 24, max: 120, step: 2, default: 24 },
      extraPages: [{ ...offer(0.8), formatType: 'a4-hoch' }],
      refinements: [choice('ohne', 0, true), choice('gold', 9.95)],
      coverLamination: 'glossy',
      categoryIds: ['1'],
      priceFrom: offer(29.95),
    },
  ],
};

export const photobookSets: PhotobookDesignGroupSetPayload = {
  currency: 'EUR',
  designGroupSets: [
    {
      designGroupSetId: 'hochzeit-klassik',
      name: 'Hochzeit klassisch',
      description: 'Weiß und Gold',
      image: '/media/catalogue/photobook/hochzeit.webp',
      categoryIds: ['1'],
      photobookTypes: ['digitalfotobuch'],
      formats: ['a4-hoch'],
      designGroups: [],
      priceFrom: offer(29.95),
    },
  ],
};

export const photobookPrice = (
  query: {
    photobookType: string;
    formatType: string;
    cover?: string;
    binding?: string;
    paper?: string;
    pageCount?: number;
    refinementType?: string;
  },
  price: number,
): PhotobookPricePayload => ({
  ...offer(price),
  photobookType: query.photobookType,
  formatType: query.formatType,
  cover: query.cover ?? 'hard',
  binding: query.binding ?? 'pur',
  paper: query.paper ?? 'matt',
  pageCount: query.pageCount ?? 24,
  refinementType: query.refinementType ?? 'ohne',
  amount: 1,
  currency: 'EUR',
  unitPrice: offer(price),
  parts: [],
});
