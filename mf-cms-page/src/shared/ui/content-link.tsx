import { useSyncExternalStore, type ReactNode } from 'react';
import { resolveNavigation } from '@shop/catalogue';
import { useCms } from '../config/cms-context';
import { logCms } from '../lib/log';

/** A content link as editors set it: a multilink object, or a plain URL. */
export type LinkValue = { url?: string; cached_url?: string } | string | null | undefined;

export type ResolvedLink = { href: string; external: boolean } | null;

type PageLocation = { origin: string; search: string };

// Where there is no page (the server, and hydrating its HTML): no own host, no query to keep.
const serverLocation: PageLocation = { origin: 'http://localhost', search: '' };
const pageLocation = (): PageLocation =>
  typeof window === 'undefined' ? serverLocation : window.location;

/** The page's location once hydrated; links rendered before that match the server's HTML. */
function usePageLocation(): PageLocation {
  return useSyncExternalStore(
    () => () => undefined,
    () => window.location,
    () => serverLocation,
  );
}

/**
 * Where a content link leads: storefront paths get the locale prefix and keep the page's `_`
 * query keys, other hosts open in a new tab, dangerous protocols lead nowhere.
 */
export function resolveContentLink(
  link: LinkValue,
  basename: string,
  { origin, search }: PageLocation = pageLocation(),
): ResolvedLink {
  const url = (typeof link === 'string' ? link : link?.url || link?.cached_url)?.trim();
  if (!url) return null;
  const target = resolveNavigation(url, {
    currentOrigin: origin,
    currentSearch: search,
    external: true,
  });
  if (target.kind === 'refused') {
    logCms({ level: 'warn', event: 'content-link-refused', reason: target.reason });
    return null;
  }
  if (target.kind === 'external') return { href: target.href, external: true };
  const sitePath = target.href.startsWith('/') && !target.href.startsWith('//');
  const prefixed =
    sitePath && basename && !target.href.startsWith(`${basename}/`)
      ? `${basename}${target.href}`
      : target.href;
  return { href: prefixed, external: false };
}

type ContentLinkProps = {
  link: LinkValue;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
};

/** A link from content; without a usable target its content still shows, unlinked. */
export function ContentLink({ link, children, className, ...rest }: ContentLinkProps) {
  const { basename } = useCms();
  const resolved = resolveContentLink(link, basename, usePageLocation());
  if (!resolved) return <span className={className}>{children}</span>;
  return (
    <a
      href={resolved.href}
      className={className}
      aria-label={rest['aria-label']}
      {...(resolved.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
