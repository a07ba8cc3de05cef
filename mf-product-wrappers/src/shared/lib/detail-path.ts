/**
 * The URL of a product's detail page: the current path plus the block's configured detail
 * segment, below the router's basename, with the product's query.
 */
export function detailPath(
  basename: string,
  pathname: string,
  segment: string,
  query: Readonly<Record<string, string>> = {},
): string {
  const base = `${basename}${pathname}`.replace(/\/+$/, '');
  const tail = segment.replace(/^\/+|\/+$/g, '');
  const search = new URLSearchParams(query).toString();
  return `${base}/${tail}${search ? `?${search}` : ''}`;
}
