/** Marks the disabled twin links the edge writes beside a server-rendered page's style sheets. */
export const styleTwinMarker = 'data-server-style';

/**
 * The addresses under which the bundler's style loaders look for a sheet the edge sent with the
 * document. A loader only recognises a `<link rel="stylesheet">` whose address starts with its
 * public path (absolute for a remote, as the build wrote it for the shell); it knows nothing of a
 * sheet inlined as `<style data-href>`, and would fetch and apply each one again after hydration.
 * So the edge writes a disabled twin link for each address returned here (a disabled link is
 * never fetched and never applies): the sheet's address as written and as an absolute URL on
 * the page's origin, less an address a real link of the document already carries.
 */
export function styleTwinHrefs(
  written: string,
  pageOrigin: string,
  { linked = false }: { linked?: boolean } = {},
): string[] {
  const hrefs = new Set([written, new URL(written, `${pageOrigin}/`).href]);
  if (linked) hrefs.delete(written);
  return [...hrefs];
}
