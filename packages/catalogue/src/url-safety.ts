const dangerousSchemes = ['javascript:', 'data:', 'vbscript:', 'blob:'] as const;

// Browsers drop leading spaces and controls and ignore tabs and newlines anywhere in a URL, so
// `\x01 java\tScript:` still runs script: compare with all whitespace and controls removed.
const invisible =
  // eslint-disable-next-line no-control-regex -- control characters are what this matches
  /[\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200F\u2028\u2029\u202F\u205F\u3000\uFEFF]/g;

/** True for javascript:, data:, vbscript: and blob: URLs, whatever their case, spacing or control characters. */
export function isDangerousUrl(href: unknown): boolean {
  if (typeof href !== 'string') return true;
  const compact = href.replace(invisible, '').toLowerCase();
  return dangerousSchemes.some((scheme) => compact.startsWith(scheme));
}

const placeholderOrigin = 'http://placeholder.invalid';

function parse(href: string, base: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

/** True when an http(s) link leads to another host than `currentOrigin` (e.g. `https://www.shop.de`). */
export function isExternalUrl(href: string, currentOrigin: string): boolean {
  const current = parse(currentOrigin, placeholderOrigin);
  const target = parse(href, currentOrigin);
  if (!current || !target) return false;
  return (
    (target.protocol === 'http:' || target.protocol === 'https:') && target.host !== current.host
  );
}

/** Carries the current page's `_` query keys (`_storyblok`, `_apiBaseUrl`, …) over to an internal link. */
export function preserveUnderscoreParams(href: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const [beforeHash = '', hash] = href.split(/#(.*)/s);
  const [path = '', query = ''] = beforeHash.split(/\?(.*)/s);
  const target = new URLSearchParams(query);
  for (const [key, value] of current) {
    if (key.startsWith('_') && !target.has(key)) target.append(key, value);
  }
  const search = target.toString();
  return `${path}${search ? `?${search}` : ''}${hash !== undefined ? `#${hash}` : ''}`;
}

const schemePattern = /^[a-z][a-z\d+.-]*:/i;
const hostStart = /^[\\/]{2}/;

/** A prerendered payload URL must be a path on our own host: no scheme, no `//host`. */
export function isSafePayloadUrl(url: string): boolean {
  const compact = url.replace(invisible, '');
  return !schemePattern.test(compact) && !hostStart.test(compact);
}

/** A request URL must not start with `//` (a protocol-relative URL would leave our origin). */
export function isSafeRequestUrl(url: string): boolean {
  return !hostStart.test(url.replace(invisible, ''));
}

/**
 * The target if it is a same-origin relative path (`/account?x=1`), else the fallback: no
 * absolute or protocol-relative URLs, no backslash tricks, no control characters.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || hostStart.test(target))
    return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001F\u007F\\]/.test(target)) return fallback;
  const url = parse(target, placeholderOrigin);
  if (!url || url.origin !== placeholderOrigin) return fallback;
  return target;
}

export type NavigationTarget =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'refused'; reason: 'dangerous-protocol' | 'external-not-allowed' };

/**
 * How to follow a link: dangerous protocols are refused, an external host needs `external: true`,
 * internal links keep the page's `_` query keys.
 */
export function resolveNavigation(
  href: string,
  context: { currentOrigin: string; currentSearch?: string; external?: boolean },
): NavigationTarget {
  if (isDangerousUrl(href)) return { kind: 'refused', reason: 'dangerous-protocol' };
  if (isExternalUrl(href, context.currentOrigin)) {
    return context.external
      ? { kind: 'external', href }
      : { kind: 'refused', reason: 'external-not-allowed' };
  }
  return { kind: 'internal', href: preserveUnderscoreParams(href, context.currentSearch ?? '') };
}

/**
 * An absolute http(s) URL in its serialised form (ASCII only, no spaces or line breaks), or null:
 * for values that end up in a header or a head tag. A relative value is resolved against `base`.
 */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string' || value.trim() === '' || isDangerousUrl(value)) return null;
  // eslint-disable-next-line no-control-regex -- a URL with control characters is refused, not repaired
  if (/[\u0000-\u001F\u007F]/.test(value)) return null;
  const url = parse(value, base ?? placeholderOrigin);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (!base && url.origin === placeholderOrigin) return null;
  return url.href;
}

/**
 * A redirect target inside this site as an encoded path (`/ü` → `/%C3%BC`), or null when it is not
 * one: no `//host`, no backslashes (browsers read `/\evil.com` as another host), no control characters.
 */
export function safeRedirectPath(target: unknown): string | null {
  const path = safeRedirect(target, '');
  if (!path) return null;
  const url = parse(path, placeholderOrigin);
  return url ? `${url.pathname}${url.search}${url.hash}` : null;
}
