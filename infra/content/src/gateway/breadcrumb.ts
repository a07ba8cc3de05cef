import type { ISbStoryData } from 'storyblok-js-client';
import type { PagePath } from './request-context';

export type BreadcrumbItem = { name: string; path: string; href: string };

/** Full slugs that may hold the start page and every level above a page: `de-de/`, `de-de/a`, `de-de/a/`, ... */
export function breadcrumbCandidates(page: PagePath): string[] {
  const segments = page.slug.split('/').filter(Boolean);
  const candidates = [`${page.folder}/`];
  segments.forEach((_, index) => {
    const prefix = `${page.folder}/${segments.slice(0, index + 1).join('/')}`;
    candidates.push(prefix, `${prefix}/`);
  });
  return candidates;
}

/**
 * The trail from the start page to the page: one item per level that has a story (folders
 * without a start page are skipped). Undefined when the page itself does not exist.
 */
export function breadcrumbItems(
  page: PagePath,
  stories: ISbStoryData[],
): BreadcrumbItem[] | undefined {
  const bySlug = new Map(stories.map((story) => [story.full_slug, story]));
  const segments = page.slug.split('/').filter(Boolean);
  const levels = [
    { slugs: [`${page.folder}/`], rest: '' },
    ...segments.map((_, index) => {
      const rest = segments.slice(0, index + 1).join('/');
      return { slugs: [`${page.folder}/${rest}`, `${page.folder}/${rest}/`], rest };
    }),
  ];
  const items: BreadcrumbItem[] = [];
  for (const level of levels) {
    const story = level.slugs.map((slug) => bySlug.get(slug)).find(Boolean);
    if (!story) continue;
    const content = story.content as { breadcrumbTitle?: string; component?: string };
    if (content.component !== 'Page') continue;
    items.push({
      name: content.breadcrumbTitle || story.name,
      path: `/${page.folder}/${level.rest}`,
      href: `/${level.rest}`,
    });
  }
  const last = items.at(-1);
  return last && last.href === `/${segments.join('/')}` ? items : undefined;
}

/** The same trail as a schema.org BreadcrumbList for the page head. */
export function breadcrumbStructuredData(items: BreadcrumbItem[], baseUrl: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${baseUrl ?? ''}${item.href}`,
    })),
  };
}
