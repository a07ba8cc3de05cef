import type {
  PhotoboxDataPayload,
  PhotoboxDataQuery,
  ProductSelectionPhotoFrameDataPayload,
  ProductSelectionPhotoFramePricesFromPayload,
  ProductSelectionPhotoFrameQuery,
} from '@shop/contracts';
import { getApiClient, type ApiClient } from '../client';
import { getPayload } from './request';

/** GET /web-api/photobox-data: photo boxes and photo prints with their prices per format. */
export function fetchPhotoboxData(
  query: PhotoboxDataQuery = {},
  client: ApiClient = getApiClient(),
): Promise<PhotoboxDataPayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/photobox-data`,
    query,
    'photoboxDataPayloadSchema',
    { name: 'photobox-data' },
  );
}

/** GET /web-api/product-selection-photo-frame/prices-from: the from-price of each material. */
export function fetchPhotoFramePricesFrom(
  query: ProductSelectionPhotoFrameQuery = {},
  client: ApiClient = getApiClient(),
): Promise<ProductSelectionPhotoFramePricesFromPayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/product-selection-photo-frame/prices-from`,
    query,
    'productSelectionPhotoFramePricesFromPayloadSchema',
    { name: 'photo-frame-prices-from' },
  );
}

/** GET /web-api/product-selection-photo-frame/data: materials with formats and frames. */
export function fetchPhotoFrameSelection(
  query: ProductSelectionPhotoFrameQuery = {},
  client: ApiClient = getApiClient(),
): Promise<ProductSelectionPhotoFrameDataPayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/product-selection-photo-frame/data`,
    query,
    'productSelectionPhotoFrameDataPayloadSchema',
    { name: 'photo-frame-data' },
  );
}
