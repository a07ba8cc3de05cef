/** Longest URL the edge accepts; anything longer is answered 414 before routing. */
export const maxUrlLength = 4096;

// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const unsafeCharacters = /[\u0000-\u001F\u007F\\]/;

/**
 * The path of a request that is forwarded to a service, or null when it could mean another path
 * upstream: backslashes (which URL parsers turn into slashes), `.`/`..` segments, empty segments,
 * NUL and control characters, raw or percent-encoded. Percent-encoding is checked segment by segment.
 */
export function cleanProxyPath(url: string): { path: string; search: string } | null {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const search = mark === -1 ? '' : url.slice(mark);
  if (!path.startsWith('/') || unsafeCharacters.test(path)) return null;
  const segments = path.slice(1).split('/');
  for (const [index, segment] of segments.entries()) {
    // A trailing slash is an empty last segment; `//` anywhere else is not.
    if (segment === '' && index !== segments.length - 1) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (
      decoded === '.' ||
      decoded === '..' ||
      decoded.includes('/') ||
      unsafeCharacters.test(decoded)
    )
      return null;
  }
  return { path, search };
}

/** A query whose escapes decode (a stray `%` or a broken UTF-8 sequence breaks URL parsers upstream). */
export function hasValidQuery(url: string): boolean {
  const mark = url.indexOf('?');
  if (mark === -1) return true;
  try {
    decodeURIComponent(url.slice(mark + 1));
    return true;
  } catch {
    return false;
  }
}
