import { contentLocaleFor, type Locale } from '@shop/catalogue';
import type { FastifyBaseLogger } from 'fastify';
import type { ResolvedStorefront } from './storefront';

/** The part of a content story the edge reads; the rest is inlined for the renderer as it is. */
export type PageStory = {
  name: string;
  full_slug: string;
  storyPath?: string;
  alternates?: Array<{ locale: string; path: string }>;
  content: {
    component: string;
    title?: string;
    description?: string;
    robots?: string;
    canonicalUrl?: { url?: string };
    ogImages?: Array<{ filename: string; alt?: string }>;
    structuredData?: unknown[];
    productSnippet?: { content?: { structuredData?: unknown[] } } | null;
    [field: string]: unknown;
  };
  redirect?: { target: string; status: number };
};

export type PageContent =
  | { kind: 'page'; story: PageStory }
  | { kind: 'redirect'; target: string; status: number }
  | { kind: 'not-found'; errorStory: PageStory | null }
  | { kind: 'unavailable' };

/** The content-managed error page of every locale; a missing page shows it with status 404. */
export const errorPagePath = '/error';

/** The visual editor's parameters (`_storyblok`, `_storyblok_tk[…]`): the gateway answers with the draft for them. */
function editorParams(pageSearch: string): Array<[string, string]> {
  return [...new URLSearchParams(pageSearch)].filter(([key]) => key.startsWith('_storyblok'));
}

// Stale-if-error: the last answer per story request, for when the gateway is down. Bounded, oldest out first.
const lastGood = new Map<string, PageContent>();
const lastGoodLimit = 1000;

function remember(key: string, content: PageContent): PageContent {
  lastGood.delete(key);
  lastGood.set(key, content);
  if (lastGood.size > lastGoodLimit) lastGood.delete(lastGood.keys().next().value!);
  return content;
}

/**
 * Asks the content gateway for the story of a storefront path (`/{locale}/{slug}`). When the
 * gateway fails, a page it served before is served again rather than an error page.
 */
export async function loadPageContent(
  gatewayUrl: string,
  storefront: ResolvedStorefront,
  origin: string,
  log: FastifyBaseLogger,
  pageSearch = '',
): Promise<PageContent> {
  // Privacy policies are per locale; other pages come from the storefront locale's folder.
  const storyLocale = contentLocaleFor(
    storefront.locale as Locale,
    storefront.pathname,
  ).toLowerCase();
  const query = new URLSearchParams({
    path: `/${storyLocale}${storefront.pathname === '/' ? '/' : storefront.pathname}`,
    apiVersion: 'v2',
    platform: storefront.platform,
    _baseUrl: `${origin}${storefront.basename}`,
  });
  for (const [key, value] of editorParams(pageSearch)) query.append(key, value);
  const cacheKey = `${gatewayUrl} ${storefront.channel}-${storefront.country} ${storefront.locale} ${query}`;
  try {
    const response = await fetch(`${gatewayUrl}/frontend-api/mp/storyblok?${query}`, {
      headers: {
        'x-channel': `${storefront.channel}-${storefront.country}`,
        'x-locale': storefront.locale,
      },
      signal: AbortSignal.timeout(5000),
    });
    // A path the gateway refuses (too long, malformed) is a page that does not exist, not an outage.
    if (response.status === 404 || response.status === 400) {
      const errorPage =
        storefront.pathname === errorPagePath
          ? null
          : await loadPageContent(
              gatewayUrl,
              { ...storefront, pathname: errorPagePath },
              origin,
              log,
              pageSearch,
            );
      return { kind: 'not-found', errorStory: errorPage?.kind === 'page' ? errorPage.story : null };
    }
    if (!response.ok) throw new Error(`content gateway answered ${response.status}`);
    const story = (await response.json()) as PageStory;
    if (story.redirect)
      return { kind: 'redirect', target: story.redirect.target, status: story.redirect.status };
    return remember(cacheKey, { kind: 'page', story });
  } catch (error) {
    const stale = lastGood.get(cacheKey);
    log.error(
      {
        event: 'page-content-unavailable',
        path: storefront.pathname,
        stale: Boolean(stale),
        err: error,
      },
      'content story could not be loaded',
    );
    return stale ?? { kind: 'unavailable' };
  }
}

/** The error page as a missing page's answer: 404 with the locale's error story when it loads. */
export async function loadErrorPage(
  gatewayUrl: string,
  storefront: ResolvedStorefront,
  origin: string,
  log: FastifyBaseLogger,
  pageSearch = '',
): Promise<PageContent> {
  const error = { ...storefront, pathname: errorPagePath };
  const content = await loadPageContent(gatewayUrl, error, origin, log, pageSearch);
  if (content.kind === 'page') return { kind: 'not-found', errorStory: content.story };
  return content.kind === 'unavailable' ? content : { kind: 'not-found', errorStory: null };
}
