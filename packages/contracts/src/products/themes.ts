// Card themes: GET /web-api/themes (the filtered, sorted, paged overview) and
// GET /web-api/themes/{themeId} (one theme with its cards).
import { z } from 'zod';
import { catalogueOfferSchema } from '../catalogue-api';
import { cardOccasions } from '../content-model/fields';
import {
  currencySchema,
  imagePathSchema,
  productFormatSchema,
  queryInteger,
  queryKey,
  queryList,
} from './common';

const filterValues = (name: string) =>
  queryList(z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, `${name} values are lower-case words`));

/**
 * Query of `/web-api/themes`: the card filter keys (each one value or a list; values of one key
 * are alternatives, keys combine), the sort, and the page. Unknown values are a 400 listing the
 * accepted ones.
 */
export const themesQuerySchema = z
  .object({
    /** Overview ratio: 7-5, 5-7 or 1-1. */
    aspectRatio: filterValues('aspectRatio').optional(),
    /** Occasion: einschulung, … weihnachten. */
    category: filterValues('category').optional(),
    color: filterValues('color').optional(),
    /** Label key (neu, bestseller, …). */
    label: filterValues('label').optional(),
    /** Card type: klappkarte, postkarte, doppelkarte. */
    product: filterValues('product').optional(),
    punching: filterValues('punching').optional(),
    style: filterValues('style').optional(),
    /** sort (the shop's order, default), popularity or created (newest first). */
    sort: queryKey('sort').optional(),
    /** 1-based; a page past the end is a 400. */
    page: queryInteger('page', 1, 1000).optional(),
    /** 12 (default) or 48. */
    pageSize: queryInteger('pageSize').optional(),
  })
  .strict();

/** A theme's label: its key, the text in the shopper's language and one of the label colours. */
export const themeLabelSchema = z.object({
  value: z.string(),
  text: z.string(),
  colour: z.string(),
});

/** A card theme as a tile of the overview. */
export const themeSummarySchema = z.object({
  themeId: z.string(),
  name: z.string(),
  occasion: z.enum(cardOccasions),
  occasionLabel: z.string(),
  labels: z.array(themeLabelSchema),
  colors: z.array(z.string()),
  /** Overview ratio of its tile: 7-5, 5-7 or 1-1. */
  aspectRatio: z.string(),
  /** Card types it comes as. */
  products: z.array(z.string()),
  punching: z.string(),
  style: z.string(),
  image: imagePathSchema,
  /** Lowest price per card among its cards. */
  priceFrom: catalogueOfferSchema,
  popularity: z.number().int(),
  createdAt: z.string(),
});

/** One filter key with its values and how many themes each would show (given the other filters). */
export const themeFacetSchema = z.object({
  key: z.string(),
  values: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
});

/** `GET /web-api/themes` — one page of card themes with the facets of every filter key. */
export const themesPayloadSchema = z.object({
  currency: currencySchema,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  sort: z.string(),
  /** The filters applied, by key. */
  filters: z.record(z.string(), z.array(z.string())),
  facets: z.array(themeFacetSchema),
  themes: z.array(themeSummarySchema),
});

/** A card of a theme: card type and format with its picture and price per card. */
export const themeCardSchema = catalogueOfferSchema.extend({
  cardType: z.string(),
  cardTypeLabel: z.string(),
  format: productFormatSchema,
  aspectRatio: z.string(),
  image: imagePathSchema,
  sku: z.string(),
});

/** `GET /web-api/themes/{themeId}` — one theme with its cards and themes of the same occasion; 404 for an unknown id. */
export const themePayloadSchema = z.object({
  currency: currencySchema,
  theme: themeSummarySchema.extend({
    description: z.string(),
    images: z.array(imagePathSchema),
  }),
  cards: z.array(themeCardSchema),
  related: z.array(themeSummarySchema),
});

export type ThemesQuery = z.input<typeof themesQuerySchema>;
export type ThemeLabel = z.infer<typeof themeLabelSchema>;
export type ThemeSummary = z.infer<typeof themeSummarySchema>;
export type ThemeFacet = z.infer<typeof themeFacetSchema>;
export type ThemesPayload = z.infer<typeof themesPayloadSchema>;
export type ThemeCard = z.infer<typeof themeCardSchema>;
export type ThemePayload = z.infer<typeof themePayloadSchema>;
