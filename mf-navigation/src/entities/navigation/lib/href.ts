import { isExternalUrl, preserveUnderscoreParams } from '@shop/catalogue';

export type LinkTarget = { href: string; target?: '_blank'; rel?: string };

/**
 * Where a configured link leads on this storefront: paths get the basename (locale and desktop
 * segments) and keep the page's `_` query keys; links to another host open in a new tab.
 */
export function linkTarget(url: string, basename: string, currentSearch = ''): LinkTarget {
  if (url.startsWith('/'))
    return { href: preserveUnderscoreParams(`${basename}${url}`, currentSearch) };
  if (url.startsWith('#')) return { href: url };
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return isExternalUrl(url, origin)
    ? { href: url, target: '_blank', rel: 'noopener noreferrer' }
    : { href: url };
}

/** True when a configured link is the page shown (path and query, without the basename). */
export function isCurrentLink(url: string, pathname: string, search: string): boolean {
  const [path = '', query = ''] = url.split('#')[0]!.split('?');
  if (path !== pathname) return false;
  const wanted = new URLSearchParams(query);
  const current = new URLSearchParams(search);
  if ([...wanted.keys()].length === 0)
    return ![...current.keys()].some((key) => !key.startsWith('_'));
  return [...wanted].every(([key, value]) => current.get(key) === value);
}
