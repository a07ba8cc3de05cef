import {
  accessoryPayloadSchema,
  articlePricePayloadSchema,
  aspectRatioPayloadSchema,
  calculatorReferencePayloadSchema,
  campaignDataPayloadSchema,
  catalogueAnswer,
  formatGroupPayloadSchema,
  formatGroupPricesImagesPayloadSchema,
  formatPricesPayloadSchema,
  framePayloadSchema,
  localizedUrlsPayloadSchema,
  photoboxesPayloadSchema,
  photoOptionsGroupPayloadSchema,
  shippingInformationPayloadSchema,
  shopFrontendsInitialDataPayloadSchema,
  skuContainerPayloadSchema,
  variantsForFrameTypesPayloadSchema,
} from '@shop/contracts';
import { z } from 'zod';
import type { ReadRoute } from '../http/read-route';
import { calculatorProducts, photoboxKinds } from '../model/keys';
import { calculatorReferenceView } from '../views/calculator-view';
import {
  articlePriceView,
  formatGroupPricesImagesView,
  formatGroupView,
  formatPricesView,
} from '../views/price-views';
import {
  accessoryView,
  frameView,
  photoboxesView,
  photoOptionsGroupView,
} from '../views/product-views';
import { shippingInformationView, shippingVariant } from '../views/shipping-view';
import {
  aspectRatioView,
  campaignDataView,
  campaignVariant,
  localizedUrlsView,
  shopFrontendsInitialDataView,
  variantsForFrameTypesView,
} from '../views/shop-views';
import { skuContainerView } from '../views/sku';

const key = (name: string) =>
  z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, `${name} takes lower-case letters, digits and hyphens`);
const materialType = key('materialType').describe('Material (leinwand, acrylglas, …) or card type');
const frameType = key('frameType')
  .describe('Frame kind (holzrahmen), frame type (holzrahmen-eiche) or none')
  .optional();
const aspectRatio = z
  .string()
  .regex(/^[a-z0-9:-]{1,30}$/)
  .describe('Aspect-ratio group: 3:2, square, din, custom, …')
  .optional();
const sku = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{2,119}$/, 'sku takes lower-case letters, digits and hyphens');
const material = z.object({ materialType, frameType }).strict();
/** A list as `key[]=a&key[]=b` (the API client's encoding) or `key=a,b`. */
const list = (item: z.ZodType<string>) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value),
    z.array(item).min(1).max(20),
  );

/** Every read of the service: the price calls under /price-api and the product calls under /web-api. */
export function readRoutes(options: { mediaBase: string }): ReadRoute[] {
  return [
    {
      path: '/price-api/prices/formats',
      tag: 'Prices',
      summary: 'Prices of every format of a material, with a frame when frameType is given',
      query: material,
      response: catalogueAnswer(formatPricesPayloadSchema),
      build: ({ index, ctx, query }) => formatPricesView(index, ctx, query),
    },
    {
      path: '/price-api/prices/format-group',
      tag: 'Prices',
      summary:
        'Formats of a material grouped by aspect ratio and orientation, each group with its from-price',
      query: material.extend({ aspectRatio }).strict(),
      response: catalogueAnswer(formatGroupPayloadSchema),
      build: ({ index, ctx, query }) => formatGroupView(index, ctx, query),
    },
    {
      path: '/price-api/prices/article',
      tag: 'Prices',
      summary:
        'Price of one configured article: format, frame and options (options[group]=value), with its parts',
      query: material
        .extend({
          formatType: z
            .string()
            .regex(/^[a-z0-9][a-z0-9-]{0,29}$/, 'formatType looks like 600x400 or a6-hoch'),
          options: z.record(z.string(), z.string().max(40)).optional(),
        })
        .strict(),
      response: catalogueAnswer(articlePricePayloadSchema),
      build: ({ index, ctx, query }) => articlePriceView(index, ctx, query),
    },
    {
      path: '/price-api/prices/format-group-prices-images',
      tag: 'Prices',
      summary: 'Format groups with from-prices and product image paths',
      query: material,
      response: catalogueAnswer(formatGroupPricesImagesPayloadSchema),
      build: ({ index, ctx, query }) =>
        formatGroupPricesImagesView(index, ctx, query, options.mediaBase),
    },
    {
      path: '/price-api/frame',
      tag: 'Prices',
      summary: 'Frames of a material: kinds, colour types, mat and glass options, from-prices',
      query: material,
      response: catalogueAnswer(framePayloadSchema),
      build: ({ index, ctx, query }) => frameView(index, ctx, query),
    },
    {
      path: '/price-api/photo-options-groups',
      tag: 'Prices',
      summary:
        'Options of one group for a material and the price of optionType (default: the group default)',
      query: z
        .object({
          materialType,
          optionTypeGroup: z.string().regex(/^[a-zA-Z]{1,40}$/),
          optionType: key('optionType').optional(),
        })
        .strict(),
      response: catalogueAnswer(photoOptionsGroupPayloadSchema),
      build: ({ index, ctx, query }) => photoOptionsGroupView(index, ctx, query),
    },
    {
      path: '/price-api/photoboxes',
      tag: 'Prices',
      summary: 'Photo boxes (small, max) with their print formats and prices',
      query: z.object({ photoboxType: z.enum(photoboxKinds).optional() }).strict(),
      response: catalogueAnswer(photoboxesPayloadSchema),
      build: ({ index, ctx, query }) => photoboxesView(index, ctx, query),
    },
    {
      path: '/price-api/accessory',
      tag: 'Prices',
      summary:
        'Accessories sold in the country (envelopes, inlays, poster bars, …), optionally one sku or sub-type',
      query: z.object({ sku: key('sku').optional(), subType: key('subType').optional() }).strict(),
      response: catalogueAnswer(accessoryPayloadSchema),
      build: ({ index, ctx, query }) => accessoryView(index, ctx, query),
    },
    {
      path: '/web-api/calculator/reference',
      tag: 'Products',
      summary:
        "The calculator block's data in one call: materials with formats, prices, labels and the initial choice",
      query: z
        .object({
          product: z.enum(calculatorProducts).optional(),
          materialTypes: list(materialType).optional(),
          selectedValue: key('selectedValue').optional(),
          sku: sku.optional(),
        })
        .strict(),
      response: catalogueAnswer(calculatorReferencePayloadSchema),
      build: ({ index, ctx, query }) => calculatorReferenceView(index, ctx, query),
    },
    {
      path: '/web-api/variants-for-frame-types',
      tag: 'Products',
      summary: 'Colour variants of frame kinds and the materials sold with each',
      query: z.object({ frameTypes: list(key('frameTypes')).optional() }).strict(),
      response: catalogueAnswer(variantsForFrameTypesPayloadSchema),
      build: ({ index, ctx, query }) => variantsForFrameTypesView(index, ctx, query),
    },
    {
      path: '/web-api/aspect-ratio',
      tag: 'Products',
      summary: "A material's formats grouped by aspect ratio",
      query: z.object({ materialType, aspectRatio }).strict(),
      response: catalogueAnswer(aspectRatioPayloadSchema),
      build: ({ index, ctx, query }) => aspectRatioView(index, ctx, query),
    },
    {
      path: '/web-api/sku/container',
      tag: 'Products',
      summary: 'What a sku stands for (material, format, frame) and its price',
      query: z.object({ sku }).strict(),
      response: catalogueAnswer(skuContainerPayloadSchema),
      build: ({ index, ctx, query }) => skuContainerView(index, ctx, query),
    },
    {
      path: '/web-api/campaign-data',
      tag: 'Shop',
      summary: 'The campaign running now in the country, or null',
      query: z.object({}).strict(),
      response: catalogueAnswer(campaignDataPayloadSchema),
      build: ({ index, ctx, now }) => campaignDataView(index, ctx, now),
      variant: campaignVariant,
    },
    {
      path: '/web-api/shipping-information',
      tag: 'Shop',
      summary:
        'Delivery cut-offs of the current shipping day (lodStart, safetyLodEnd, lodEnd, expressLodEnd, saturdayLodEnd) and costs',
      query: z.object({}).strict(),
      response: catalogueAnswer(shippingInformationPayloadSchema),
      build: ({ index, ctx, now }) => shippingInformationView(index, ctx, now),
      variant: shippingVariant,
    },
    {
      path: '/web-api/localized-urls',
      tag: 'Shop',
      summary: "A page's path in every locale of the brand, by pageKey or by its path in X-Locale",
      query: z
        .object({
          pageKey: key('pageKey').optional(),
          path: z
            .string()
            .regex(/^\/[a-z0-9\-/]{0,200}$/)
            .optional(),
        })
        .strict(),
      response: catalogueAnswer(localizedUrlsPayloadSchema),
      build: ({ index, ctx, query }) => localizedUrlsView(index, ctx, query),
    },
    {
      path: '/web-api/shop-frontends-initial-data',
      tag: 'Shop',
      summary:
        'What every frontend needs at start: currency, unit, materials on sale, campaign, shipping',
      query: z.object({}).strict(),
      response: catalogueAnswer(shopFrontendsInitialDataPayloadSchema),
      build: ({ index, ctx, now }) => shopFrontendsInitialDataView(index, ctx, now),
      variant: campaignVariant,
    },
  ];
}
