/** The /web-api calls the catalogue service answers; the edge sends every other /web-api path to the shop API. */
export const catalogueWebApiPaths = [
  '/web-api/calculator/reference',
  '/web-api/variants-for-frame-types',
  '/web-api/aspect-ratio',
  '/web-api/sku/container',
  '/web-api/campaign-data',
  '/web-api/shipping-information',
  '/web-api/localized-urls',
  '/web-api/shop-frontends-initial-data',
  '/web-api/calendar-design-group',
  '/web-api/calendar-price',
  '/web-api/card-accessories',
  '/web-api/card-accessory-order',
  '/web-api/card-accessory-price',
  '/web-api/card-price',
  '/web-api/collage-designer-design-groups',
  '/web-api/collage-designer-design-group',
  '/web-api/collage-designer-merch-price',
  '/web-api/photobook-design-group-set',
  '/web-api/photobook-price',
  '/web-api/photobook-types',
  '/web-api/photobox-data',
  '/web-api/product-selection-photo-frame/prices-from',
  '/web-api/product-selection-photo-frame/data',
  '/web-api/themes',
  // One theme by id: /web-api/themes/{themeId}; the catalogue answers 404 for anything else below it.
  '/web-api/themes/*',
  '/web-api/express-shop',
  '/web-api/customer-picture',
] as const;

/** Catalogue calls outside /web-api and /price-api: the accessory records (exactly this path). */
export const catalogueRootPaths = ['/accessory'] as const;

/** Every route besides /price-api/* that the edge sends to the catalogue service. */
export const catalogueProxyPaths: readonly string[] = [
  ...catalogueWebApiPaths,
  ...catalogueRootPaths,
];
