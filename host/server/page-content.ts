import { storefrontLocaleFor, type Locale } from '@shop/catalogue';
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

/** Paths the shell or a remote owns without a content story: the customer account, the development remote preview. */
const pathsWithoutStory = [/^\/account(\/|$)/, /^\/_remote-preview\//];

export function needsStory(pathname: string): boolean {
  return !pathsWithoutStory.some((pattern) => pattern.test(pathname));
}

/** The content-managed error page of every locale; a missing page shows it with status 404. */
const errorPagePath = '/error';

/** The visual editor's parameters (`_storyblok`, `_storyblok_tk[…]`): the gateway answers with the draft for them. */
function editorParams(pageSearch: string): Array<[string, string]> {
  return [...new URLSearchParams(pageSearch)].filter(([key]) => key.startsWith('_storyblok'));
}

/** Asks the content gateway for the story of a storefront path (`/{locale}/{slug}`). */
export async function loadPageContent(
  gatewayUrl: string,
  storefront: ResolvedStorefront,
  origin: string,
  log: FastifyBaseLogger,
  pageSearch = '',
): Promise<PageContent> {
  const storyLocale = storefrontLocaleFor(storefront.locale as Locale).toLowerCase();
  const query = new URLSearchParams({
    path: `/${storyLocale}${storefront.pathname === '/' ? '/' : storefront.pathname}`,
    apiVersion: 'v2',
    platform: storefront.platform,
    _baseUrl: `${origin}${storefront.basename}`,
  });
  for (const [key, value] of editorParams(pageSearch)) query.append(key, value);
  try {
    const response = await fetch(`${gatewayUrl}/frontend-api/mp/storyblok?${query}`, {
      headers: {
        'x-channel': `${storefront.channel}-${storefront.country}`,
        'x-locale': storefront.locale,
      },
      signal: AbortSignal.timeout(5000),
    });
    if (response.status === 404) {
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
    return { kind: 'page', story };
  } catch (error) {
    log.error(
      { event: 'page-content-unavailable', path: storefront.pathname, err: error },
      'content story could not be loaded',
    );
    return { kind: 'unavailable' };
  }
}
