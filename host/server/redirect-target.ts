import { safeHttpUrl, safeRedirectPath } from '@shop/catalogue';

/**
 * A story's redirect target as a `Location` value: a path stays on this storefront (under its
 * locale prefix), an absolute http(s) URL is followed as the editors set it, both encoded to ASCII;
 * anything else (`/\evil.com`, line breaks, other schemes) goes to the storefront's start page.
 */
export function safeRedirectTarget(target: string, origin: string, basename: string): string {
  const path = safeRedirectPath(target);
  if (path) return `${basename}${path}`;
  const absolute = target.startsWith('/') || target.startsWith('\\') ? null : safeHttpUrl(target);
  return absolute ?? `${origin}${basename || '/'}`;
}
