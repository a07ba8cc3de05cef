import type {
  PhotobookDesignGroupSetPayload,
  PhotobookDesignGroupSetQuery,
  PhotobookPricePayload,
  PhotobookPriceQuery,
  PhotobookTypesPayload,
  PhotobookTypesQuery,
} from '@shop/contracts';
import { getApiClient, type ApiClient } from '../client';
import { getPayload } from './request';

/** GET /web-api/photobook-types with `categoryIds[]` and an optional `designGroupSetId`. */
export function fetchPhotobookTypes(
  query: PhotobookTypesQuery,
  client: ApiClient = getApiClient(),
): Promise<PhotobookTypesPayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/photobook-types`,
    query,
    'photobookTypesPayloadSchema',
    { name: 'photobook-types' },
  );
}

/** GET /web-api/photobook-design-group-set: one set by id, the sets of categories, or all. */
export function fetchPhotobookDesignGroupSets(
  query: PhotobookDesignGroupSetQuery = {},
  client: ApiClient = getApiClient(),
): Promise<PhotobookDesignGroupSetPayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/photobook-design-group-set`,
    query,
    'photobookDesignGroupSetPayloadSchema',
    { name: 'photobook-design-group-set' },
  );
}

/** GET /web-api/photobook-price: the price of one configured photobook. */
export function fetchPhotobookPrice(
  query: PhotobookPriceQuery,
  client: ApiClient = getApiClient(),
): Promise<PhotobookPricePayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/photobook-price`,
    query,
    'photobookPricePayloadSchema',
    { name: 'photobook-price' },
  );
}
