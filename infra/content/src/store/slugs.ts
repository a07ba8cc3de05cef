/** Helpers for Storyblok-style full slugs: `de-de/wandbilder`, start pages end in `/` (`de-de/`). */
export const isStartpageSlug = (fullSlug: string) => fullSlug.endsWith('/');

/** The folder a story sits in: `de-de/a/b` → `de-de/a`, `de-de/a/` → `de-de/a`, `de-de` → ''. */
export function parentPath(fullSlug: string): string {
  const trimmed = fullSlug.replace(/\/$/, '');
  if (isStartpageSlug(fullSlug)) return trimmed;
  const index = trimmed.lastIndexOf('/');
  return index === -1 ? '' : trimmed.slice(0, index);
}

/** Every folder above a story, outermost first: `de-de/a/b` → [`de-de`, `de-de/a`]. */
export function ancestorFolders(fullSlug: string): string[] {
  const parent = parentPath(fullSlug);
  if (!parent) return [];
  const segments = parent.split('/');
  return segments.map((_, index) => segments.slice(0, index + 1).join('/'));
}

/** The last segment: `de-de/wandbilder` → `wandbilder`. A start page keeps the slug it was given. */
export function lastSegment(fullSlug: string): string {
  const trimmed = fullSlug.replace(/\/$/, '');
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** Storyblok's `*` wildcard in by_slugs / excluding_slugs. */
export function slugMatcher(patterns: string[]): (fullSlug: string) => boolean {
  const regexes = patterns.map(
    (pattern) => new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`),
  );
  return (fullSlug) => regexes.some((regex) => regex.test(fullSlug));
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
