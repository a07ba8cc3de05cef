const twinMarker = 'data-server-style';

/**
 * Tells the bundler's style loaders that the style sheets the edge sent with the document apply
 * already. A loader only recognises a `<link rel="stylesheet">` whose address starts with its
 * public path (absolute for a remote, as the build wrote it for the shell); it knows nothing of a
 * sheet inlined as `<style data-href>`, and would fetch and apply each one again after hydration.
 * So every sheet the document brought gets disabled twins in both forms: a disabled link is never
 * fetched and never applies. Returns how many twins it added; a second call adds none.
 */
export function markServerStyles(doc: Document = document): number {
  const present = new Set(
    [...doc.querySelectorAll('link[rel="stylesheet"][href]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  let added = 0;
  for (const sheet of doc.querySelectorAll<HTMLElement>(
    `style[data-href], link[rel="stylesheet"][href]:not([${twinMarker}])`,
  )) {
    const written = sheet.tagName === 'STYLE' ? sheet.dataset.href! : sheet.getAttribute('href')!;
    let after: Element = sheet;
    for (const href of [written, new URL(written, doc.baseURI).href]) {
      if (present.has(href)) continue;
      const twin = doc.createElement('link');
      twin.rel = 'stylesheet';
      twin.setAttribute('disabled', '');
      twin.setAttribute('href', href);
      twin.setAttribute(twinMarker, '');
      after.after(twin);
      after = twin;
      present.add(href);
      added += 1;
    }
  }
  return added;
}
