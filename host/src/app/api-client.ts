import { configureApiClient } from '@shop/api-client';
import { sessionExpired } from '@shop/bus';
import type { ShopDocumentData } from '@shop/contracts';
import type { CountryCode, Locale } from '@shop/catalogue';

/**
 * Configures the page's one API client (a shared singleton, so every remote gets this instance):
 * channel and locale headers, and a 401 turned into a bus event instead of a navigation.
 */
export function configurePageApiClient(data: ShopDocumentData): void {
  configureApiClient({
    channel: data.storefront.channel,
    country: data.storefront.country as CountryCode,
    locale: data.storefront.locale as Locale,
    search: window.location.search,
    allowBaseUrlOverride: data.environment !== 'production',
    onUnauthorized: () => sessionExpired(),
  });
}
