import type { Locale, Platform } from '@shop/catalogue';
import { pageStoryRelations, type ContentStory, type StoryVersion } from '@shop/contracts';
import type { ApiClient } from './client';
import { getApiClient } from './client';
import { hasQueryParam } from './page-query';

export type { ContentStory, StoryVersion };

/** Relations the gateway resolves for a page (the shared list in contracts). */
export const defaultResolveRelations = pageStoryRelations;

/** Query parameter the visual editor adds to the preview URL. */
export const visualEditorParam = '_storyblok';

/** `draft` when the page runs in the visual editor, else the configured version. */
export function storyVersion(search: string, configured: StoryVersion = 'published'): StoryVersion {
  return hasQueryParam(search, visualEditorParam) ? 'draft' : configured;
}

export type ContentStoryRequest = {
  locale: Locale;
  /** Path below the locale, without a leading slash (`wandbilder/leinwand`); empty for the start page. */
  slug: string;
  platform: Platform;
  /** The page's query: its visual-editor parameters are forwarded and switch to the draft. */
  search?: string;
  /** Configured version; `draft` anyway when the page runs in the visual editor. */
  version?: StoryVersion;
  release?: string;
  sku?: string;
  resolveRelations?: readonly string[];
  /** Site base URL the gateway writes into resolved links. */
  baseUrl?: string;
};

/** The visual editor's own parameters (`_storyblok`, `_storyblok_tk[...]`), which the gateway checks for drafts. */
function editorParams(search: string | undefined): Record<string, string> {
  if (!search) return {};
  // Nested keys stay as written (`_storyblok_tk[token]`), which is how they go out again.
  return Object.fromEntries(
    [...new URLSearchParams(search)].filter(([key]) => key.startsWith(visualEditorParam)),
  );
}

/** The query of GET /frontend-api/mp/storyblok; the story path is `/{locale}/{slug}`. */
export function contentStoryQuery(request: ContentStoryRequest): Record<string, unknown> {
  return {
    ...editorParams(request.search),
    _baseUrl: request.baseUrl,
    apiVersion: 'v2',
    path: `/${request.locale}/${request.slug.replace(/^\/+/, '')}`,
    platform: request.platform,
    release: request.release,
    resolveRelations: (request.resolveRelations ?? defaultResolveRelations).join(','),
    sku: request.sku,
    version: storyVersion(request.search ?? '', request.version),
  };
}

/** GET /frontend-api/mp/storyblok: the page story. A missing story is an ApiError with status 404. */
export function fetchContentStory(
  request: ContentStoryRequest,
  client: ApiClient = getApiClient(),
): Promise<ContentStory> {
  return client.get<ContentStory>(`${client.baseUrls.frontendApi}/mp/storyblok`, {
    params: contentStoryQuery(request),
  });
}
