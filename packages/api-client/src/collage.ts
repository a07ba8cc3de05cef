import type { ApiClient } from './client';
import { getApiClient } from './client';
import { dedupe } from './dedupe';

/** GET /web-api/collage-designer-design-group for a design id, fetched once per page and key. */
export function fetchCollageDesignGroup<T = unknown>(
  designId: string | number,
  client: ApiClient = getApiClient(),
): Promise<T> {
  const { channel, country, locale } = client.config;
  return dedupe(
    `collage-design-group:${channel}-${country}:${locale}:${designId}`,
    () =>
      client.get<T>(`${client.baseUrls.webApi}/collage-designer-design-group`, {
        params: { designId },
      }),
    { cache: true },
  );
}
