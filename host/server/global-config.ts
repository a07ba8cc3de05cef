import type { FastifyBaseLogger } from 'fastify';
import type {
  FlyoutGroup,
  FooterConfig,
  FooterLink,
  NavigationConfig,
  NavigationItem,
  NavigationTileType,
  ServiceHotline,
  ShopEntry,
} from '@shop/contracts';
import type { ResolvedStorefront } from './storefront';
import { inlineJson } from './document';
import {
  contentCacheKey,
  createContentCache,
  uncachedContent,
  type ContentCache,
} from './content-cache';

type Json = Record<string, unknown>;

const record = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(record) : []);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const colour = (value: unknown): string | null =>
  typeof value === 'string' && /^#[\da-f]{3,8}$/i.test(value) ? value : null;
const tileTypes: readonly NavigationTileType[] = ['circle', 'square', 'square-image'];
const tileType = (value: unknown) =>
  tileTypes.includes(value as NavigationTileType) ? (value as NavigationTileType) : null;

// Storefront paths, in-page anchors and web links only: anything else (javascript:, data:, //host) is dropped.
const allowedUrl = /^(\/(?!\/)|#|https?:\/\/)/i;

/** The link of a content entry (`link.url`, `link.cached_url`, else `url`), or null when it is not safe to render. */
export function safeLinkUrl(entry: Json): string | null {
  const link = record(entry.link);
  const url = text(link.url) ?? text(link.cached_url) ?? text(entry.url);
  return url && allowedUrl.test(url) && !/[\s<>"]/.test(url) ? url : null;
}

function navigationItem(raw: Json, id: string): NavigationItem | null {
  const itemText = text(raw.text);
  const url = safeLinkUrl(raw);
  if (!itemText || !url) return null;
  const label = record(raw.label);
  const asset = record(raw.asset);
  const filename = text(asset.filename);
  return {
    id: text(raw._uid) ?? id,
    text: itemText,
    url,
    icon: text(raw.icon),
    label: text(label.labelText)
      ? {
          labelText: text(label.labelText)!,
          backgroundColor: colour(label.backgroundColor) ?? '#1d1d1d',
          textColor: colour(label.textColor) ?? '#ffffff',
        }
      : null,
    navigationType: text(raw.navigationType),
    subNaviTileType: tileType(raw.subNaviTileType),
    typeOverride: tileType(raw.typeOverride),
    subnaviTitle: text(raw.subnaviTitle) ?? text(raw.subNaviTitle),
    asset: filename && allowedUrl.test(filename) ? { filename, alt: text(asset.alt) ?? '' } : null,
    isHeadlineItem: raw.isHeadlineItem === true,
    isOnlyInBurgerNavigation: raw.isOnlyInBurgerNavigation === true,
    alwaysShowSubNavi: raw.alwaysShowSubNavi === true,
    subItems: items(raw.subItems, id),
    flyoutGroups: list(raw.flyoutGroups).map((group, index): FlyoutGroup => ({
      flyoutGroupIdentifier: text(group.flyoutGroupIdentifier) ?? `group-${index}`,
      flyoutGroupTitle: text(group.flyoutGroupTitle) ?? '',
      badge: text(group.badge),
      flyoutGroupItems: items(
        [...list(group.flyoutGroupItems), ...list(group.flyoutGroupItemsCustom)],
        `${id}-${index}`,
      ),
    })),
  };
}

function items(value: unknown, prefix: string): NavigationItem[] {
  return list(value)
    .map((raw, index) => navigationItem(raw, `${prefix}-${index}`))
    .filter((item): item is NavigationItem => item !== null);
}

function footerLinks(value: unknown): FooterLink[] {
  return list(value).flatMap((raw) => {
    const linkText = text(raw.text);
    const url = safeLinkUrl(raw);
    return linkText && url ? [{ text: linkText, url }] : [];
  });
}

function footer(value: unknown): FooterConfig | null {
  if (!value || typeof value !== 'object') return null;
  const raw = record(value);
  return {
    columns: list(raw.columns).flatMap((column) =>
      text(column.title) ? [{ title: text(column.title)!, links: footerLinks(column.links) }] : [],
    ),
    legalLinks: footerLinks(raw.legalLinks),
    copyright: text(raw.copyright),
    paymentMethods: Array.isArray(raw.paymentMethods)
      ? raw.paymentMethods.filter((method): method is string => typeof method === 'string')
      : [],
  };
}

function hotline(value: unknown): NavigationConfig['hotline'] {
  const raw = record(value);
  const display = text(raw.phoneNumber);
  const href = text(raw.phoneHref);
  if (!display || !href || !/^tel:\+?[\d\s/-]+$/.test(href)) return null;
  return { display, href, label: text(raw.label), openingHours: text(raw.openingHours) };
}

const pageUrl = (value: unknown) => safeLinkUrl({ url: value });

/** The navigation's configuration from the gateway's `/global` answer, with every unsafe link left out. */
export function navigationConfigFrom(body: unknown): NavigationConfig {
  const raw = record(body);
  return {
    mainNavigation: items(raw.mainNavigation, 'main'),
    shops: list(raw.shops).flatMap((shop): ShopEntry[] => {
      const shopText = text(shop.text);
      const url = safeLinkUrl(shop);
      return shopText && url
        ? [{ text: shopText, url, color: colour(shop.color), icon: text(shop.icon) }]
        : [];
    }),
    extraMenu: items(raw.extraMenu, 'extra'),
    hotline: hotline(raw.serviceHotline),
    footer: footer(raw.footer),
    magazineUrl: pageUrl(raw.magazineUrl),
    serviceUrl: pageUrl(raw.serviceUrl),
    cartUrl: pageUrl(raw.cartUrl),
    topDealsUrl: pageUrl(raw.topDealsUrl),
  };
}

export type GlobalConfig = {
  hotline: ServiceHotline | null;
  navigation: NavigationConfig | null;
  /** `navigation` serialised for the document once, when it was loaded. */
  navigationJson?: string;
};

// Without the edge's cache: every request asks the gateway; the last good answer stays for when it fails.
const lastGood = createContentCache<GlobalConfig>(uncachedContent);

async function fetchGlobalConfig(
  gatewayUrl: string,
  storefront: ResolvedStorefront,
): Promise<GlobalConfig> {
  const response = await fetch(`${gatewayUrl}/frontend-api/mp/storyblok/global`, {
    headers: {
      'x-channel': `${storefront.channel}-${storefront.country}`,
      'x-locale': storefront.locale,
    },
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`content gateway answered ${response.status}`);
  const navigation = navigationConfigFrom(await response.json());
  return {
    hotline: navigation.hotline && {
      display: navigation.hotline.display,
      href: navigation.hotline.href,
    },
    navigation,
    navigationJson: inlineJson(navigation),
  };
}

/**
 * The storefront's global configuration from content (through the edge's cache): navigation and
 * service hotline. Both null when content cannot be reached and no earlier answer is kept, so the
 * page renders without them.
 */
export async function loadGlobalConfig(
  gatewayUrl: string,
  storefront: ResolvedStorefront,
  log: FastifyBaseLogger,
  cache: ContentCache<GlobalConfig> = lastGood,
): Promise<GlobalConfig> {
  const key = contentCacheKey(
    storefront.channel,
    'global',
    gatewayUrl,
    storefront.country,
    storefront.locale,
  );
  try {
    const { value, state } = await cache.get(key, () => fetchGlobalConfig(gatewayUrl, storefront));
    if (state === 'stale-if-error')
      log.error(
        { event: 'global-config-unavailable', stale: true },
        'global configuration could not be loaded',
      );
    return value;
  } catch (error) {
    log.error(
      { event: 'global-config-unavailable', err: error },
      'global configuration could not be loaded',
    );
    return { hotline: null, navigation: null };
  }
}
