// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableCSSFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { beforeEach, describe, expect, it } from 'vitest';
import { styleTwinHrefs, styleTwinMarker } from './style-twins';

const origin = 'https://www.example.test';
const headerSheet = '/remotes/mf_navigation/1.0.0/__federation_expose_Header.a691544d.css';
const shellSheet = '/assets/bootstrap.6b8007bd.css';

/**
 * The test the bundler's style loader makes before it fetches a chunk's sheet (rspack's CSS
 * loading runtime): a stylesheet link whose address, read against its public path, starts with
 * the sheet's. When it finds one, it takes the sheet as loaded.
 */
function loaderFinds(doc: Document, publicPath: string, file: string): boolean {
  const url = publicPath + file;
  return [...doc.getElementsByTagName('link')].some((link) => {
    let href = link.getAttribute('href') || link.href;
    if (href && !href.startsWith(publicPath))
      href = publicPath + (href.startsWith('/') ? href.slice(1) : href);
    return link.rel === 'stylesheet' && href.startsWith(url);
  });
}

// A remote's public path is absolute (read from its entry's address); the shell's is as built.
const remotePublicPath = `${origin}/remotes/mf_navigation/1.0.0/`;
const headerFile = '__federation_expose_Header.a691544d.css';

/** The head as the edge writes it: each sheet, then its disabled twins. */
const headWith = (sheets: Array<{ href: string; linked?: boolean }>) =>
  sheets
    .map(({ href, linked }) => {
      const sheet = linked
        ? `<link rel="stylesheet" href="${href}">`
        : `<style data-href="${href}">.x{}</style>`;
      const twins = styleTwinHrefs(href, origin, { linked }).map(
        (twin) => `<link rel="stylesheet" disabled href="${twin}" ${styleTwinMarker}>`,
      );
      return [sheet, ...twins].join('');
    })
    .join('\n');

describe('the twins of a server-rendered page’s style sheets', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('let a remote’s loader and the shell’s find the sheets the edge inlined, so neither fetches them again', () => {
    document.head.innerHTML = headWith([{ href: shellSheet }, { href: headerSheet }]);
    expect(loaderFinds(document, remotePublicPath, headerFile)).toBe(true);
    expect(loaderFinds(document, '/assets/', 'bootstrap.6b8007bd.css')).toBe(true);
  });

  it('are needed: without them neither loader finds an inlined sheet', () => {
    document.head.innerHTML = `<style data-href="${shellSheet}"></style><style data-href="${headerSheet}"></style>`;
    expect(loaderFinds(document, remotePublicPath, headerFile)).toBe(false);
    expect(loaderFinds(document, '/assets/', 'bootstrap.6b8007bd.css')).toBe(false);
  });

  it('are the address as written and the absolute one on the page’s origin', () => {
    expect(styleTwinHrefs(headerSheet, origin)).toEqual([headerSheet, `${origin}${headerSheet}`]);
    expect(styleTwinHrefs(`${origin}${headerSheet}`, origin)).toEqual([`${origin}${headerSheet}`]);
  });

  it('give a sheet the edge linked relatively only the absolute twin a remote’s loader needs', () => {
    expect(styleTwinHrefs(headerSheet, origin, { linked: true })).toEqual([
      `${origin}${headerSheet}`,
    ]);
    document.head.innerHTML = headWith([{ href: headerSheet, linked: true }]);
    expect(loaderFinds(document, remotePublicPath, headerFile)).toBe(true);
    expect(styleTwinHrefs(`${origin}${headerSheet}`, origin, { linked: true })).toEqual([]);
  });

  it('are disabled links, which are never fetched and never apply', () => {
    document.head.innerHTML = headWith([{ href: headerSheet }]);
    const twins = [...document.querySelectorAll<HTMLLinkElement>(`link[${styleTwinMarker}]`)];
    expect(twins).toHaveLength(2);
    expect(twins.every((twin) => twin.hasAttribute('disabled'))).toBe(true);
  });
});
