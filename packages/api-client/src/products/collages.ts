import type {
  CollageDesignGroupPayload,
  CollageDesignGroupsPayload,
  CollageDesignGroupsQuery,
  CollageMerchPricePayload,
  CollageMerchPriceQuery,
} from '@shop/contracts';
import { getApiClient, type ApiClient } from '../client';
import { getPayload } from './request';

/** GET /web-api/collage-designer-design-groups: the brand's collage design groups. */
export function fetchCollageDesignGroups(
  query: CollageDesignGroupsQuery = {},
  client: ApiClient = getApiClient(),
): Promise<CollageDesignGroupsPayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/collage-designer-design-groups`,
    query,
    'collageDesignGroupsPayloadSchema',
    { name: 'collage-design-groups' },
  );
}

/**
 * GET /web-api/collage-designer-design-group for a design id: deduplicated and cached by key, so
 * every wrapper of a page asking for the same design shares one request and its answer.
 */
export function fetchCollageDesignGroup(
  designId: string | number,
  client: ApiClient = getApiClient(),
): Promise<CollageDesignGroupPayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/collage-designer-design-group`,
    { designId: String(designId) },
    'collageDesignGroupPayloadSchema',
    { name: 'collage-design-group', cache: true },
  );
}

/** GET /web-api/collage-designer-merch-price: what a collage costs on each merch product. */
export function fetchCollageMerchPrices(
  query: CollageMerchPriceQuery = {},
  client: ApiClient = getApiClient(),
): Promise<CollageMerchPricePayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/collage-designer-merch-price`,
    query,
    'collageMerchPricePayloadSchema',
    { name: 'collage-merch-price' },
  );
}
