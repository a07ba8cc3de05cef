import type { Locale } from './locales';

/** What a route renders: a content story, a remote-owned page, the account area or the error story. */
export type RoutePage = 'content' | 'product' | 'themes' | 'account' | 'error';

/** Names of the checks a route runs before its page; each is defined once in `routeMiddleware`. */
export const routeMiddlewareNames = [
  'theme-id',
  'slug-sanity',
  'configurator-locale',
  'no-sub-navigation',
] as const;
export type RouteMiddlewareName = (typeof routeMiddlewareNames)[number];

export type RouteRow = {
  name: string;
  /**
   * Path below the optional locale and desktop segments (they form the basename), in react-router
   * syntax: literal segments, `:param`, `:param?` and a final `*`.
   */
  path: string;
  page: RoutePage;
  /** Middleware names, run in order; an unknown name throws `Unknown route middleware`. */
  middleware: readonly string[];
  /** The edge fetches the content story of the path for it. */
  story: boolean;
};

/** Product kinds of the designer's configurator paths (`/configurator-{kind}`). */
export const configuratorKinds = [
  'calendar',
  'card',
  'collage',
  'photo-frame',
  'photobook',
  'photobox',
] as const;
export type ConfiguratorKind = (typeof configuratorKinds)[number];

/** Feed pages: the sub-navigation is never shown on them. */
export const feedKinds = ['collage', 'calendar', 'card'] as const;

/**
 * The shop's route table, most specific first; the catch-all slug comes last. Every row also
 * answers under the aliases `/{language}`, `/d` and `/{language}/d` (see `routeAliases`).
 */
export const routeTable: readonly RouteRow[] = [
  { name: 'start', path: '/', page: 'content', middleware: [], story: true },
  {
    name: 'desktop-start',
    path: '/desktop-startseite',
    page: 'content',
    middleware: [],
    story: true,
  },
  { name: 'products', path: '/products', page: 'product', middleware: [], story: false },
  // The calendar and card pre-configurators share the product page and its aliases.
  {
    name: 'calendar-preconfigurator',
    path: '/products/calendar',
    page: 'product',
    middleware: [],
    story: false,
  },
  {
    name: 'card-preconfigurator',
    path: '/products/card',
    page: 'product',
    middleware: [],
    story: false,
  },
  { name: 'themes', path: '/themes/:id?', page: 'themes', middleware: ['theme-id'], story: false },
  ...configuratorKinds.map((kind): RouteRow => ({
    name: `configurator-${kind}`,
    path: `/configurator-${kind}`,
    page: 'content',
    middleware: ['configurator-locale'],
    story: true,
  })),
  { name: 'error', path: '/error', page: 'error', middleware: [], story: true },
  ...feedKinds.map((kind): RouteRow => ({
    name: `feed-${kind}`,
    path: `/feed-${kind}`,
    page: 'content',
    middleware: ['no-sub-navigation'],
    story: true,
  })),
  { name: 'account', path: '/account/*', page: 'account', middleware: [], story: false },
  { name: 'content', path: '/*', page: 'content', middleware: ['slug-sanity'], story: true },
];

/** The four spellings of a route: bare, with a language, with the desktop marker, with both. */
export function routeAliases(path: string): string[] {
  const rest = path === '/' ? '' : path;
  return [path, `/:language${rest}`, `/d${rest}`, `/:language/d${rest}`];
}

export type RouteMatch = { row: RouteRow; params: Record<string, string | undefined> };

function matchPattern(
  pattern: string,
  pathname: string,
): Record<string, string | undefined> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const params: Record<string, string | undefined> = {};
  for (const [index, part] of wanted.entries()) {
    if (part === '*') {
      params['*'] = actual.slice(index).join('/');
      return params;
    }
    const value = actual[index];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      if (value === undefined && !optional) return null;
      params[part.slice(1, optional ? -1 : undefined)] = value;
    } else if (value !== part) return null;
  }
  return actual.length <= wanted.length ? params : null;
}

/** The first row of `table` whose path matches `pathname` (below the basename). */
export function matchRoute(pathname: string, table: readonly RouteRow[] = routeTable): RouteMatch {
  for (const row of table) {
    const params = matchPattern(row.path, pathname);
    if (params) return { row, params };
  }
  // The table ends in a catch-all, so only a custom table without one gets here.
  throw new Error(`No route matches ${pathname}`);
}

// One to eight segments of letters, digits, `-` and `_`, each starting with a letter or digit.
const slugSegment = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/**
 * The catch-all's slug sanity check: at most 8 segments and 512 characters of ASCII letters,
 * digits, `-` and `_`. Refuses `..`, `.`, empty segments, percent-encoding and control characters.
 */
export function isSaneSlug(pathname: string): boolean {
  if (pathname === '/') return true;
  if (!pathname.startsWith('/') || pathname.length > 512) return false;
  const segments = pathname.slice(1).replace(/\/$/, '').split('/');
  return segments.length <= 8 && segments.every((segment) => slugSegment.test(segment));
}

/** A theme id: letters, digits, `-` and `_`, at most 64 characters. */
export function isThemeId(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

export type RouteRequest = {
  pathname: string;
  /** The query without `?`. */
  search: string;
  locale: Locale;
  params: Record<string, string | undefined>;
};

/** What a middleware decides: go on, answer not found, or send the shopper elsewhere. */
export type RouteDecision =
  | { kind: 'continue' }
  | { kind: 'not-found' }
  | { kind: 'redirect'; status: 301 | 302; pathname: string; search: string };

const next: RouteDecision = { kind: 'continue' };

/** The middleware behind each name. */
export const routeMiddleware: Readonly<
  Record<RouteMiddlewareName, (request: RouteRequest) => RouteDecision>
> = {
  'theme-id': ({ params }) => (isThemeId(params.id) ? next : { kind: 'not-found' }),
  'slug-sanity': ({ pathname }) => (isSaneSlug(pathname) ? next : { kind: 'not-found' }),
  'configurator-locale': ({ pathname, search, locale }) => {
    const query = new URLSearchParams(search);
    if (query.has('locale')) return next;
    // The rest of the query stays as the shopper sent it; only the locale is appended.
    const rest = search ? `${search}&` : '';
    return { kind: 'redirect', status: 302, pathname, search: `${rest}locale=${locale}` };
  },
  // A marker only: `subNavigationItem` hides the sub-navigation on these pages.
  'no-sub-navigation': () => next,
};

function isMiddlewareName(name: string): name is RouteMiddlewareName {
  return (routeMiddlewareNames as readonly string[]).includes(name);
}

/** Runs a row's middleware in order; the first decision other than `continue` wins. */
export function runRouteMiddleware(row: RouteRow, request: RouteRequest): RouteDecision {
  for (const name of row.middleware) {
    if (!isMiddlewareName(name)) throw new Error('Unknown route middleware');
    const decision = routeMiddleware[name](request);
    if (decision.kind !== 'continue') return decision;
  }
  return next;
}

/** Path prefixes that are safe to render on the server. */
export const ssrSafePathPrefixes = [
  '/feed-',
  '/fotos-drucken',
  '/storyblok/',
  '/wandbild-materialien-im-vergleich',
] as const;

export function isSsrSafePath(pathname: string): boolean {
  return ssrSafePathPrefixes.some((prefix) => pathname.startsWith(prefix));
}
