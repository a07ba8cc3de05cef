import {
  countryPrefixRule,
  matchRoute,
  runRouteMiddleware,
  specialAreaOf,
  type HostTable,
  type Language,
  type Locale,
  type RouteRow,
} from '@shop/catalogue';
import type { ChannelId } from '@shop/contracts';
import type { ResolvedStorefront } from './storefront';

/** The one channel whose paths are normalised to no trailing slash (ADR 0006). */
export const trailingSlashChannel: ChannelId = 'wallart';

/** Target of an unknown two-letter path prefix. */
export const errorPath = '/error';

export type EdgeRoute =
  | { kind: 'page'; row: RouteRow | 'remote-preview' }
  | { kind: 'not-found' }
  | { kind: 'redirect'; status: 301 | 302; location: string };

export type RouteContext = {
  /** The request's path and query as received (`request.url`). */
  url: string;
  protocol: string;
  /** The Host header's port, kept on cross-host redirects (development hosts run on one port). */
  port: string;
  hostTable: HostTable;
};

/** A query as a `Location` may carry it: the URL parser percent-encodes what must not appear raw. */
function safeSearch(search: string): string {
  return search ? new URL(`http://edge.invalid/?${search}`).search.slice(1) : '';
}

const withSearch = (pathname: string, search: string) =>
  search ? `${pathname}?${safeSearch(search)}` : pathname;

function countryHost(table: HostTable, channel: ChannelId, country: string): string | undefined {
  return Object.entries(table).find(
    ([, entry]) => entry.channel === channel && entry.country === country,
  )?.[0];
}

/**
 * The edge's routing for a document request, in order: the country-prefix rule (only on a path
 * without a locale or desktop segment), trailing-slash normalisation on one channel, then the
 * route table's row and its middleware.
 */
export function routeDocument(storefront: ResolvedStorefront, context: RouteContext): EdgeRoute {
  const [rawPath = '/', search = ''] = context.url.split(/\?(.*)/s);
  const { basename, pathname, channel } = storefront;
  const canonical = `${basename}${pathname === '/' && basename ? '' : pathname}`;

  if (!basename) {
    const prefix = countryPrefixRule(pathname, channel);
    if (prefix.kind === 'unknown') return { kind: 'redirect', status: 302, location: errorPath };
    if (prefix.kind === 'country') {
      const host = countryHost(context.hostTable, channel, prefix.country);
      if (!host) return { kind: 'redirect', status: 302, location: errorPath };
      const port = context.port ? `:${context.port}` : '';
      const location = withSearch(`${context.protocol}://${host}${port}${prefix.rest}`, search);
      return { kind: 'redirect', status: 301, location };
    }
  }

  if (pathname.startsWith('/_remote-preview/')) return { kind: 'page', row: 'remote-preview' };

  const language = storefront.locale.slice(0, 2) as Language;
  // Other applications own the special areas' URLs exactly as they are written.
  const normalise = channel === trailingSlashChannel && !specialAreaOf(pathname, language);
  if (normalise && rawPath !== '/' && rawPath !== canonical && rawPath.endsWith('/')) {
    return { kind: 'redirect', status: 301, location: withSearch(canonical || '/', search) };
  }

  const { row, params } = matchRoute(pathname);
  // The catch-all checks the path as sent, so `//`, `/./` and encoded tricks are refused too.
  const checked = row.name === 'content' ? rawPath.slice(basename.length) || '/' : pathname;
  const decision = runRouteMiddleware(row, {
    pathname: checked,
    search,
    locale: storefront.locale as Locale,
    params,
  });
  if (decision.kind === 'not-found') return decision;
  if (decision.kind === 'redirect') {
    const location = withSearch(`${basename}${decision.pathname}`, decision.search);
    return { kind: 'redirect', status: decision.status, location };
  }
  return { kind: 'page', row };
}

/**
 * What a routed page needs from the content service: its story, the error story (`/error`, a
 * themes page without id, an insane slug: all 404) or nothing (account, product and themes pages).
 */
export function contentOf(
  route: Exclude<EdgeRoute, { kind: 'redirect' }>,
): 'story' | 'error' | 'none' {
  if (route.kind === 'not-found') return 'error';
  if (route.row === 'remote-preview') return 'none';
  if (route.row.page === 'error') return 'error';
  return route.row.story ? 'story' : 'none';
}
