import { contentLocaleFor, type Locale } from '@shop/catalogue';
import type { FastifyBaseLogger } from 'fastify';
import type { ResolvedStorefront } from './storefront';
import { inlineJson } from './document';
import {
  contentCacheKey,
  createContentCache,
  uncachedContent,
  type ContentCache,
} from './content-cache';

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
  /** `storyJson`: the story serialised for the document once, when it was loaded. */
  | { kind: 'page'; story: PageStory; storyJson?: string }
  | { kind: 'redirect'; target: string; status: number }
  | { kind: 'not-found'; errorStory: PageStory | null; storyJson?: string }
  | { kind: 'unavailable' };

/** The gateway's answer for one story path, as the edge caches it. */
export type StoryAnswer =
  | { kind: 'page'; story: PageStory; storyJson: string }
  | { kind: 'redirect'; target: string; status: number }
  | { kind: 'missing' };

/** The content-managed error page of every locale; a missing page shows it with status 404. */
export const errorPagePath = '/error';

/** The visual editor's parameters (`_storyblok`, `_storyblok_tk[…]`): the gateway answers with the draft for them. */
function editorParams(pageSearch: string): Array<[string, string]> {
  return [...new URLSearchParams(pageSearch)].filter(([key]) => key.startsWith('_storyblok'));
}

// Without the edge's cache: every request asks the gateway; the last good answer stays for when it fails.
const lastGood = createContentCache<StoryAnswer>(uncachedContent);

async function fetchStory(
  gatewayUrl: string,
  storefront: ResolvedStorefront,
  query: URLSearchParams,
): Promise<StoryAnswer> {
  const response = await fetch(`${gatewayUrl}/frontend-api/mp/storyblok?${query}`, {
    headers: {
      'x-channel': `${storefront.channel}-${storefront.country}`,
      'x-locale': storefront.locale,
    },
    signal: AbortSignal.timeout(5000),
  });
  // A path the gateway refuses (too long, malformed) is a page that does not exist, not an outage.
  if (response.status === 404 || response.status === 400) {
    await response.body?.cancel();
    return { kind: 'missing' };
  }
  if (!response.ok) throw new Error(`content gateway answered ${response.status}`);
  const story = (await response.json()) as PageStory;
  if (story.redirect)
    return { kind: 'redirect', target: story.redirect.target, status: story.redirect.status };
  return { kind: 'page', story, storyJson: inlineJson(story) };
}

/**
 * Asks the content gateway (through the edge's cache) for the story of a storefront path
 * (`/{locale}/{slug}`). When the gateway fails, a page it served before is served again rather
 * than an error page. Drafts for the visual editor are never cached.
 */
export async function loadPageContent(
  gatewayUrl: string,
  storefront: ResolvedStorefront,
  origin: string,
  log: FastifyBaseLogger,
  pageSearch = '',
  cache: ContentCache<StoryAnswer> = lastGood,
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
  const editor = editorParams(pageSearch);
  for (const [key, value] of editor) query.append(key, value);
  const key = contentCacheKey(
    storefront.channel,
    'story',
    gatewayUrl,
    storefront.country,
    storefront.locale,
    String(query),
  );
  let answer: StoryAnswer;
  try {
    const result = await cache.get(key, () => fetchStory(gatewayUrl, storefront, query), {
      store: editor.length === 0,
    });
    if (result.state === 'stale-if-error')
      log.error(
        { event: 'page-content-unavailable', path: storefront.pathname, stale: true },
        'content story could not be loaded',
      );
    answer = result.value;
  } catch (error) {
    log.error(
      { event: 'page-content-unavailable', path: storefront.pathname, stale: false, err: error },
      'content story could not be loaded',
    );
    return { kind: 'unavailable' };
  }
  if (answer.kind !== 'missing') return answer;
  const errorPage =
    storefront.pathname === errorPagePath
      ? null
      : await loadPageContent(
          gatewayUrl,
          { ...storefront, pathname: errorPagePath },
          origin,
          log,
          pageSearch,
          cache,
        );
  return errorPage?.kind === 'page'
    ? { kind: 'not-found', errorStory: errorPage.story, storyJson: errorPage.storyJson }
    : { kind: 'not-found', errorStory: null };
}

/** The error page as a missing page's answer: 404 with the locale's error story when it loads. */
export async function loadErrorPage(
  gatewayUrl: string,
  storefront: ResolvedStorefront,
  origin: string,
  log: FastifyBaseLogger,
  pageSearch = '',
  cache: ContentCache<StoryAnswer> = lastGood,
): Promise<PageContent> {
  const error = { ...storefront, pathname: errorPagePath };
  const content = await loadPageContent(gatewayUrl, error, origin, log, pageSearch, cache);
  if (content.kind === 'page')
    return { kind: 'not-found', errorStory: content.story, storyJson: content.storyJson };
  return content.kind === 'unavailable' ? content : { kind: 'not-found', errorStory: null };
}
