import type {
  AccessoryPayload,
  AccessoryRecordsPayload,
  AccessoryRecordsQuery,
  CustomerPicturePayload,
  CustomerPictureQuery,
  ExpressShopPayload,
  ShippingInformationPayload,
} from '@shop/contracts';
import { getApiClient, type ApiClient } from '../client';
import { getPayload, serviceRoot } from './request';

/** GET /accessory: accessory records (sku, sub-type, size, envelope size class). */
export function fetchAccessoryRecords(
  query: AccessoryRecordsQuery = {},
  client: ApiClient = getApiClient(),
): Promise<AccessoryRecordsPayload> {
  return getPayload(
    client,
    `${serviceRoot(client)}/accessory`,
    query,
    'accessoryRecordsPayloadSchema',
    { name: 'accessory-records' },
  );
}

/** GET /price-api/accessory: accessory prices in the storefront's currency. */
export function fetchAccessoryPrices(
  query: { sku?: string; subType?: string } = {},
  client: ApiClient = getApiClient(),
): Promise<AccessoryPayload> {
  return getPayload(
    client,
    `${client.baseUrls.priceApi}/accessory`,
    query,
    'accessoryPayloadSchema',
    { name: 'accessory-prices' },
  );
}

/** GET /web-api/express-shop: whether express delivery is offered now, its cut-off and cost. */
export function fetchExpressShop(client: ApiClient = getApiClient()): Promise<ExpressShopPayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/express-shop`,
    {},
    'expressShopPayloadSchema',
    {
      name: 'express-shop',
    },
  );
}

/** GET /web-api/customer-picture: pictures customers shared of their products. */
export function fetchCustomerPictures(
  query: CustomerPictureQuery = {},
  client: ApiClient = getApiClient(),
): Promise<CustomerPicturePayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/customer-picture`,
    query,
    'customerPicturePayloadSchema',
    { name: 'customer-picture' },
  );
}

/** GET /web-api/shipping-information: the cut-offs of the shipping day (the delivery countdown). */
export function fetchShippingInformation(
  client: ApiClient = getApiClient(),
): Promise<ShippingInformationPayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/shipping-information`,
    {},
    'shippingInformationPayloadSchema',
    { name: 'shipping-information', cache: true },
  );
}
