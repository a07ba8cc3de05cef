import {
  accessoryRecordsPayloadSchema,
  accessoryRecordsQuerySchema,
  calendarDesignGroupPayloadSchema,
  calendarDesignGroupQuerySchema,
  calendarPricePayloadSchema,
  calendarPriceQuerySchema,
  cardAccessoriesPayloadSchema,
  cardAccessoriesQuerySchema,
  cardAccessoryOrderPayloadSchema,
  cardAccessoryOrderQuerySchema,
  cardAccessoryPricePayloadSchema,
  cardAccessoryPriceQuerySchema,
  cardPricePayloadSchema,
  cardPriceQuerySchema,
  catalogueAnswer,
  collageDesignGroupPayloadSchema,
  collageDesignGroupQuerySchema,
  collageDesignGroupsPayloadSchema,
  collageDesignGroupsQuerySchema,
  collageMerchPricePayloadSchema,
  collageMerchPriceQuerySchema,
  customerPicturePayloadSchema,
  customerPictureQuerySchema,
  expressShopPayloadSchema,
  expressShopQuerySchema,
  photobookDesignGroupSetPayloadSchema,
  photobookDesignGroupSetQuerySchema,
  photobookPricePayloadSchema,
  photobookPriceQuerySchema,
  photobookTypesPayloadSchema,
  photobookTypesQuerySchema,
  photoboxDataPayloadSchema,
  photoboxDataQuerySchema,
  productSelectionPhotoFrameDataPayloadSchema,
  productSelectionPhotoFramePricesFromPayloadSchema,
  productSelectionPhotoFrameQuerySchema,
  themePayloadSchema,
  themesPayloadSchema,
  themesQuerySchema,
} from '@shop/contracts';
import { z } from 'zod';
import type { ReadRoute } from '../http/read-route';
import { calendarDesignGroupView, calendarPriceView, monthVariant } from '../views/calendar-views';
import {
  cardAccessoriesView,
  cardAccessoryOrderView,
  cardAccessoryPriceView,
  cardPriceView,
} from '../views/card-views';
import {
  collageDesignGroupsView,
  collageDesignGroupView,
  collageMerchPriceView,
} from '../views/collage-views';
import { accessoryRecordsView, customerPictureView, expressShopView } from '../views/extras-views';
import {
  photobookDesignGroupSetView,
  photobookPriceView,
  photobookTypesView,
} from '../views/photobook-views';
import {
  photoboxDataView,
  productSelectionDataView,
  productSelectionPricesFromView,
} from '../views/photo-views';
import { shippingVariant } from '../views/shipping-view';
import { themesView, themeView } from '../views/theme-views';

/**
 * Product records keep image paths relative to the media base (`catalogue/cards/…`); answers carry
 * them below CATALOGUE_MEDIA_BASE, ready for the image service.
 */
export function withMediaBase<T>(payload: T, mediaBase: string): T {
  const prefix = (path: string) => (path.startsWith('catalogue/') ? `${mediaBase}/${path}` : path);
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return key === 'image' ? prefix(value) : value;
    if (Array.isArray(value))
      return value.map((item) =>
        key === 'images' && typeof item === 'string' ? prefix(item) : walk(item),
      );
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return value;
  };
  return walk(payload) as T;
}

/** The product calls of the detail and overview wrappers (calendars, cards, themes, photobooks, collages, …). */
export function productRoutes(options: { mediaBase: string }): ReadRoute[] {
  const media = <T>(payload: T) => withMediaBase(payload, options.mediaBase);
  return [
    {
      path: '/web-api/calendar-design-group',
      tag: 'Products',
      summary:
        'Calendar types with formats, mountings and prices, start months and the design groups (one by designGroupId)',
      query: calendarDesignGroupQuerySchema,
      response: catalogueAnswer(calendarDesignGroupPayloadSchema),
      build: ({ index, ctx, query, now }) => media(calendarDesignGroupView(index, ctx, query, now)),
      variant: monthVariant,
      notFound: true,
    },
    {
      path: '/web-api/calendar-price',
      tag: 'Prices',
      summary: 'Price of a calendar: type, format, mounting and quantity',
      query: calendarPriceQuerySchema,
      response: catalogueAnswer(calendarPricePayloadSchema),
      build: ({ index, ctx, query }) => calendarPriceView(index, ctx, query),
    },
    {
      path: '/web-api/card-accessories',
      tag: 'Products',
      summary:
        'Envelopes and inlays for a card with envelope sizes, surcharges per size class and the envelope to preselect',
      query: cardAccessoriesQuerySchema,
      response: catalogueAnswer(cardAccessoriesPayloadSchema),
      build: ({ index, ctx, query }) => cardAccessoriesView(index, ctx, query),
    },
    {
      path: '/web-api/card-accessory-order',
      tag: 'Products',
      summary:
        'The order in which a card page offers accessory kinds, what is preselected and their skus (a read)',
      query: cardAccessoryOrderQuerySchema,
      response: catalogueAnswer(cardAccessoryOrderPayloadSchema),
      build: ({ index, ctx, query }) => cardAccessoryOrderView(index, ctx, query),
    },
    {
      path: '/web-api/card-accessory-price',
      tag: 'Prices',
      summary: 'What accessories cost for a card quantity, per sku and in total',
      query: cardAccessoryPriceQuerySchema,
      response: catalogueAnswer(cardAccessoryPricePayloadSchema),
      build: ({ index, ctx, query }) => cardAccessoryPriceView(index, ctx, query),
    },
    {
      path: '/web-api/card-price',
      tag: 'Prices',
      summary:
        'Price of a card order per card and in total: format, quantity, refinement and accessories; with the quantity choices',
      query: cardPriceQuerySchema,
      response: catalogueAnswer(cardPricePayloadSchema),
      build: ({ index, ctx, query }) => cardPriceView(index, ctx, query),
    },
    {
      path: '/web-api/collage-designer-design-groups',
      tag: 'Products',
      summary: 'Collage design groups of the brand (optionally some groups or designs)',
      query: collageDesignGroupsQuerySchema,
      response: catalogueAnswer(collageDesignGroupsPayloadSchema),
      build: ({ index, ctx, query }) => media(collageDesignGroupsView(index, ctx, query)),
    },
    {
      path: '/web-api/collage-designer-design-group',
      tag: 'Products',
      summary: "A collage design and its group by designId (default: the brand's collage id)",
      query: collageDesignGroupQuerySchema,
      response: catalogueAnswer(collageDesignGroupPayloadSchema),
      build: ({ index, ctx, query }) => media(collageDesignGroupView(index, ctx, query)),
      notFound: true,
    },
    {
      path: '/web-api/collage-designer-merch-price',
      tag: 'Prices',
      summary: 'Prices of a collage on merch products (mug, cushion, puzzle, mouse pad)',
      query: collageMerchPriceQuerySchema,
      response: catalogueAnswer(collageMerchPricePayloadSchema),
      build: ({ index, ctx, query }) => media(collageMerchPriceView(index, ctx, query)),
    },
    {
      path: '/web-api/photobook-design-group-set',
      tag: 'Products',
      summary: 'Photobook design group sets (one by designGroupSetId, or of categories)',
      query: photobookDesignGroupSetQuerySchema,
      response: catalogueAnswer(photobookDesignGroupSetPayloadSchema),
      build: ({ index, ctx, query }) => media(photobookDesignGroupSetView(index, ctx, query)),
      notFound: true,
    },
    {
      path: '/web-api/photobook-price',
      tag: 'Prices',
      summary:
        'Price of a photobook: type, format, cover, binding, paper, pages, refinement, amount',
      query: photobookPriceQuerySchema,
      response: catalogueAnswer(photobookPricePayloadSchema),
      build: ({ index, ctx, query }) => photobookPriceView(index, ctx, query),
    },
    {
      path: '/web-api/photobook-types',
      tag: 'Products',
      summary:
        'Photobook types of categories (categoryIds[]) with covers, bindings, papers, formats, page counts and refinements',
      query: photobookTypesQuerySchema,
      response: catalogueAnswer(photobookTypesPayloadSchema),
      build: ({ index, ctx, query }) => photobookTypesView(index, ctx, query),
      notFound: true,
    },
    {
      path: '/web-api/photobox-data',
      tag: 'Products',
      summary: 'Photo boxes and photo prints with their formats, papers and prices',
      query: photoboxDataQuerySchema,
      response: catalogueAnswer(photoboxDataPayloadSchema),
      build: ({ index, ctx, query }) => photoboxDataView(index, ctx, query),
    },
    {
      path: '/web-api/product-selection-photo-frame/prices-from',
      tag: 'Prices',
      summary: 'From-prices of the wall-art materials, unframed and with their default frame',
      query: productSelectionPhotoFrameQuerySchema,
      response: catalogueAnswer(productSelectionPhotoFramePricesFromPayloadSchema),
      build: ({ index, ctx, query }) => productSelectionPricesFromView(index, ctx, query),
    },
    {
      path: '/web-api/product-selection-photo-frame/data',
      tag: 'Products',
      summary:
        'Wall-art materials with their formats and frames, for the photo-frame product choice',
      query: productSelectionPhotoFrameQuerySchema,
      response: catalogueAnswer(productSelectionPhotoFrameDataPayloadSchema),
      build: ({ index, ctx, query }) =>
        productSelectionDataView(index, ctx, query, options.mediaBase),
    },
    {
      path: '/web-api/themes',
      tag: 'Products',
      summary:
        'Card themes filtered by aspectRatio, category, color, label, product, punching and style, sorted and paged (12 or 48)',
      query: themesQuerySchema,
      response: catalogueAnswer(themesPayloadSchema),
      build: ({ index, ctx, query }) => media(themesView(index, ctx, query)),
    },
    {
      path: '/web-api/themes/:themeId',
      tag: 'Products',
      summary: 'One card theme with its cards and themes of the same occasion',
      params: z.object({ themeId: z.string() }),
      query: z.object({}).strict(),
      response: catalogueAnswer(themePayloadSchema),
      build: ({ index, ctx, params }) => media(themeView(index, ctx, params.themeId)),
      component: 'ThemeAnswer',
      notFound: true,
    },
    {
      path: '/accessory',
      tag: 'Products',
      summary:
        'Accessory records (sku, subType, width, height, subTypes) the brand sells, without prices',
      query: accessoryRecordsQuerySchema,
      response: catalogueAnswer(accessoryRecordsPayloadSchema),
      build: ({ index, ctx, query }) => media(accessoryRecordsView(index, ctx, query)),
      component: 'AccessoryRecordsAnswer',
      notFound: true,
    },
    {
      path: '/web-api/express-shop',
      tag: 'Shop',
      summary: 'Whether express delivery is offered, its cut-off today, cost and delivery time',
      query: expressShopQuerySchema,
      response: catalogueAnswer(expressShopPayloadSchema),
      build: ({ index, ctx, now }) => expressShopView(index, ctx, now),
      variant: shippingVariant,
    },
    {
      path: '/web-api/customer-picture',
      tag: 'Shop',
      summary: 'Pictures customers shared of their products, newest first',
      query: customerPictureQuerySchema,
      response: catalogueAnswer(customerPicturePayloadSchema),
      build: ({ index, ctx, query }) => media(customerPictureView(index, ctx, query)),
    },
  ];
}
