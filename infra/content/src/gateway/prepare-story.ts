import type { ISbStoryData } from 'storyblok-js-client';
import type { ContentStory, StoryAlternate, StoryVersion } from '@shop/contracts';
import { folderLocale } from '../config/locales';
import { isRichtextDoc, renderRichtext } from './richtext';
import { sanitizeCmsHtml } from './sanitize';

type Json = Record<string, unknown>;

const schemaContext = 'https://schema.org';

/**
 * Makes content safe and complete for rendering: rich-text documents get a sanitised `html`,
 * raw HTML fields (`html`, `…Html`) are sanitised, JSON-LD objects get their `@context`.
 */
export function prepareContent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prepareContent);
  if (!value || typeof value !== 'object') return value;
  if (isRichtextDoc(value)) return { ...(value as Json), html: renderRichtext(value) };
  const result: Json = {};
  for (const [key, child] of Object.entries(value as Json)) {
    if (key === '_stopResolving') continue;
    if (key === 'structuredData' && Array.isArray(child)) result[key] = child.map(withContext);
    else if (typeof child === 'string' && (key === 'html' || key.endsWith('Html')))
      result[key] = sanitizeCmsHtml(child);
    else result[key] = prepareContent(child);
  }
  return result;
}

function withContext(item: unknown): unknown {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  const prepared = prepareContent(item) as Json;
  return '@context' in prepared ? prepared : { '@context': schemaContext, ...prepared };
}

export type Alternate = StoryAlternate;

/** `/de-de/hochzeitskarten` for the folder start page `de-de/hochzeitskarten/`; the locale root keeps its `/`. */
export const storyPathOf = (fullSlug: string) =>
  `/${fullSlug.includes('/') && fullSlug.indexOf('/') < fullSlug.length - 1 ? fullSlug.replace(/\/$/, '') : fullSlug}`;

/** The story's other language versions as `{ locale, path }` with story paths (`/fr-fr/deco-murale`). */
export function alternatesOf(story: ISbStoryData): Alternate[] {
  const alternates = (story.alternates ?? []) as Array<{ full_slug: string; published?: boolean }>;
  const result: Alternate[] = [];
  for (const alternate of alternates) {
    const locale = folderLocale(alternate.full_slug.split('/')[0] ?? '');
    if (locale) result.push({ locale, path: storyPathOf(alternate.full_slug) });
  }
  return result.sort((a, b) => a.locale.localeCompare(b.locale));
}

export type PageResult = { kind: 'page'; body: ContentStory } | { kind: 'not-found' };

/**
 * The gateway's story response (ContentStory): the Storyblok story (relations inlined by the
 * client) with `alternates` as `{locale, path}`, `storyPath`, `cv`, `version`; a redirect story
 * also has `target` and `status` at the top level and as `redirect: {target, status}`.
 */
export function pageResult(
  story: ISbStoryData,
  meta: { cv: number; version: StoryVersion; storyPath: string },
): PageResult {
  const content = prepareContent(story.content) as Json;
  const alternates = alternatesOf(story);
  const base = {
    ...(story as unknown as Json),
    alternates,
    storyPath: meta.storyPath,
    cv: meta.cv,
    version: meta.version,
  };
  if (content.component === 'Redirect') {
    const redirect = { target: String(content.target), status: Number(content.status) };
    return {
      kind: 'page',
      body: { ...base, content: { ...content, component: 'Redirect' }, ...redirect, redirect },
    };
  }
  // Only a story whose root is a Page is a page; containers, configs and persons are not.
  if (content.component !== 'Page') return { kind: 'not-found' };
  content.robots ??= 'noindex,nofollow';
  content.alternates ??= alternates;
  return { kind: 'page', body: { ...base, content: { ...content, component: 'Page' } } };
}
