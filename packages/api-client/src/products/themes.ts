import type { ThemePayload, ThemesPayload, ThemesQuery } from '@shop/contracts';
import { getApiClient, type ApiClient } from '../client';
import { getPayload } from './request';

/** GET /web-api/themes: one page of card themes, filtered and sorted, with the facets. */
export function fetchThemes(
  query: ThemesQuery = {},
  client: ApiClient = getApiClient(),
): Promise<ThemesPayload> {
  return getPayload(client, `${client.baseUrls.webApi}/themes`, query, 'themesPayloadSchema', {
    name: 'themes',
  });
}

/** GET /web-api/themes/{themeId}: one theme with its cards; an unknown id fails with a 404 ApiError. */
export function fetchTheme(
  themeId: string,
  client: ApiClient = getApiClient(),
): Promise<ThemePayload> {
  return getPayload(
    client,
    `${client.baseUrls.webApi}/themes/${encodeURIComponent(themeId)}`,
    {},
    'themePayloadSchema',
    { name: `theme-${themeId}` },
  );
}
