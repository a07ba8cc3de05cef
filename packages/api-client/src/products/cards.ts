import type {
  CardAccessoriesPayload,
  CardAccessoriesQuery,
  CardAccessoryOrderPayload,
  CardAccessoryOrderQuery,
  CardAccessoryPricePayload,
  CardAccessoryPriceQuery,
  CardPricePayload,
  CardPriceQuery,
} from '@shop/contracts';
import { getApiClient, type ApiClient } from '../client';
import { getPayload } from './request';

/** GET /web-api/card-accessories: envelopes, inlays and other accessories with the envelope surcharges. */
export function fetchCardAccessories(
  query: CardAccessoriesQuery = {},
  client: ApiClient = getApiClient(),
): Promise<CardAccessoriesPayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/card-accessories`,
    query,
    'cardAccessoriesPayloadSchema',
    { name: 'card-accessories' },
  );
}

/** GET /web-api/card-accessory-order: the order in which a card type offers its accessory kinds. */
export function fetchCardAccessoryOrder(
  query: CardAccessoryOrderQuery = {},
  client: ApiClient = getApiClient(),
): Promise<CardAccessoryOrderPayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/card-accessory-order`,
    query,
    'cardAccessoryOrderPayloadSchema',
    { name: 'card-accessory-order' },
  );
}

/** GET /web-api/card-accessory-price: what accessories cost for a card quantity. */
export function fetchCardAccessoryPrice(
  query: CardAccessoryPriceQuery,
  client: ApiClient = getApiClient(),
): Promise<CardAccessoryPricePayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/card-accessory-price`,
    query,
    'cardAccessoryPricePayloadSchema',
    { name: 'card-accessory-price' },
  );
}

/** GET /web-api/card-price: the price of a card order with its quantity choices and refinements. */
export function fetchCardPrice(
  query: CardPriceQuery,
  client: ApiClient = getApiClient(),
): Promise<CardPricePayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/card-price`,
    query,
    'cardPricePayloadSchema',
    {
      name: 'card-price',
    },
  );
}
