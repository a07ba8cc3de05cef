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
] as const;
