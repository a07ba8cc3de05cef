import type { ChannelId } from '@shop/contracts';
import type { CountryCode, Locale, Platform } from '@shop/catalogue';
import { countryTld } from '@shop/catalogue';
import type { ApiError } from './errors';
import { singleQueryValue } from './page-query';

export type ApiBaseUrls = {
  /** The shop API. */
  webApi: string;
  /** The shop API's price endpoints. */
  priceApi: string;
  /** The content gateway. */
  frontendApi: string;
};

/** Same-origin paths the edge server proxies to the services. */
export const defaultBaseUrls: ApiBaseUrls = {
  webApi: '/web-api',
  priceApi: '/price-api',
  frontendApi: '/frontend-api',
};

/** Query parameters that point the page at another shop API or content gateway (not in production). */
export const baseUrlOverrideParams = {
  shopApi: '_apiBaseUrl',
  content: '_contentBaseUrl',
} as const;

export type ApiClientConfig = {
  channel: ChannelId;
  country: CountryCode;
  locale: Locale;
  /** Base URLs to use instead of the same-origin defaults. */
  baseUrls?: Partial<ApiBaseUrls>;
  /** Absolute origin for relative base URLs, needed outside the browser (`http://127.0.0.1:3000`). */
  origin?: string;
  /** The page's query (`location.search`), read for base-URL overrides. */
  search?: string;
  /** Honour `_apiBaseUrl` / `_contentBaseUrl` in `search`; leave false in production. */
  allowBaseUrlOverride?: boolean;
  /** Per-request time-out; a request past it fails with TimeoutError. */
  timeoutMs?: number;
  /** Wait before the one retry of a GET or HEAD. */
  retryDelayMs?: number;
  /** Called on every 401 (e.g. to open the sign-in dialog through the bus); never navigates itself. */
  onUnauthorized?: (error: ApiError) => void;
  /** Extra headers on every request. */
  headers?: Readonly<Record<string, string>>;
};

// Fifteen seconds is long enough for a slow price calculation, short enough to show a retry button.
export const defaultTimeoutMs = 15_000;
export const defaultRetryDelayMs = 300;

/** An override must be an http(s) origin or a same-origin path: no `javascript:`, no `//host`. */
function cleanOverride(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  if (value.startsWith('/') && !/^[\\/]{2}/.test(value)) return value.replace(/\/+$/, '');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? value.replace(/\/+$/, '')
      : undefined;
  } catch {
    return undefined;
  }
}

/** Base URLs from defaults, configuration and (when allowed) the page's query parameters. */
export function resolveBaseUrls(config: ApiClientConfig): ApiBaseUrls {
  const urls: ApiBaseUrls = { ...defaultBaseUrls, ...config.baseUrls };
  if (!config.allowBaseUrlOverride || !config.search) return urls;
  const shopApi = cleanOverride(singleQueryValue(config.search, baseUrlOverrideParams.shopApi));
  const content = cleanOverride(singleQueryValue(config.search, baseUrlOverrideParams.content));
  if (shopApi) {
    urls.webApi = `${shopApi}${defaultBaseUrls.webApi}`;
    urls.priceApi = `${shopApi}${defaultBaseUrls.priceApi}`;
  }
  if (content) urls.frontendApi = `${content}${defaultBaseUrls.frontendApi}`;
  return urls;
}

/**
 * API host of a country: a configured base with `{tld}` (`https://www.wallart.{tld}`) plus the
 * country's top-level domain, and `/desktop` on the desktop platform.
 */
export function apiHostFor(base: string, country: CountryCode, platform: Platform = 'web'): string {
  const host = base.includes('{tld}')
    ? base.replace('{tld}', countryTld(country))
    : `${base}${countryTld(country)}`;
  return platform === 'desktop' ? `${host}/desktop` : host;
}
