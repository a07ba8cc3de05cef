// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { markServerStyles } from './server-styles';

const origin = window.location.origin;
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

describe('markServerStyles', () => {
  beforeEach(() => {
    document.head.innerHTML = `
      <style data-href="${shellSheet}">.shell{}</style>
      <style data-href="${headerSheet}">.shop-header{}</style>`;
  });

  it('lets a remote’s loader and the shell’s find the sheets the edge inlined, so neither fetches them again', () => {
    expect(loaderFinds(document, remotePublicPath, headerFile)).toBe(false);
    expect(loaderFinds(document, '/assets/', 'bootstrap.6b8007bd.css')).toBe(false);

    markServerStyles();

    expect(loaderFinds(document, remotePublicPath, headerFile)).toBe(true);
    expect(loaderFinds(document, '/assets/', 'bootstrap.6b8007bd.css')).toBe(true);
  });

  it('adds only disabled links, which are never fetched and never apply', () => {
    markServerStyles();
    const twins = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(twins.map((twin) => twin.getAttribute('href'))).toEqual([
      shellSheet,
      `${origin}${shellSheet}`,
      headerSheet,
      `${origin}${headerSheet}`,
    ]);
    expect(twins.every((twin) => twin.hasAttribute('disabled'))).toBe(true);
  });

  it('gives a sheet the edge linked relatively the absolute twin a remote’s loader needs', () => {
    document.head.innerHTML = `<link rel="stylesheet" href="${headerSheet}">`;
    expect(loaderFinds(document, remotePublicPath, headerFile)).toBe(false);

    expect(markServerStyles()).toBe(1);

    expect(loaderFinds(document, remotePublicPath, headerFile)).toBe(true);
    expect(document.querySelector('link[disabled]')?.getAttribute('href')).toBe(
      `${origin}${headerSheet}`,
    );
  });

  it('adds nothing the second time, nor for a sheet a loader added itself', () => {
    expect(markServerStyles()).toBe(4);
    expect(markServerStyles()).toBe(0);
    document.head.innerHTML = `<link rel="stylesheet" href="${origin}${headerSheet}">`;
    expect(markServerStyles()).toBe(0);
  });

  it('leaves a page the browser renders alone: without server sheets it adds nothing', () => {
    document.head.innerHTML = '';
    expect(markServerStyles()).toBe(0);
    expect(loaderFinds(document, remotePublicPath, headerFile)).toBe(false);
  });
});
