import { describe, expect, it } from 'vitest';
import type { ShopDocumentData } from '@shop/contracts';
import { inlineJson, renderDocument, type AssetsManifest, type DocumentPreloads } from './document';

const assets: AssetsManifest = { publicPath: '/assets/', entries: { main: { js: [], css: [] } } };
const headTags = {
  title: 'Wandbilder',
  description: '',
  robots: 'index,follow',
  alternates: [],
  openGraph: {},
  structuredData: [],
};
const story = { name: 'Wandbilder', content: { component: 'Page', title: '</script><b>x' } };
const navigation = {
  mainNavigation: [],
  shops: [],
  extraMenu: [],
  hotline: null,
  footer: null,
  magazineUrl: null,
  serviceUrl: '/service\u2028',
  cartUrl: null,
  topDealsUrl: null,
};
const data = {
  storefront: { channel: 'wallart', country: 'de', locale: 'de-DE', platform: 'web', basename: '' },
  environment: 'production',
  releaseSet: { id: 1, channel: 'wallart', environment: 'production', remotes: {} },
  overrides: {},
  remoteTimeoutMs: 4000,
  hotline: null,
  navigation,
  integrations: { googleClientId: null, recaptchaSiteKey: null },
  flags: { sdkKey: null, readyTimeoutMs: 1000 },
  page: { status: 'ok', story },
} as unknown as ShopDocumentData;

const inlined = (html: string) =>
  /<script type="application\/json" id="shop-data">(.*?)<\/script>/s.exec(html)?.[1];

describe('the document’s inlined shop data', () => {
  it('is the same data when the story and navigation come already serialised, and still cannot close its element', () => {
    const serialisedOnce = renderDocument(headTags, data, assets, {
      story: inlineJson(story),
      navigation: inlineJson(navigation),
    });
    const json = inlined(serialisedOnce);
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json!)).toEqual(JSON.parse(inlined(renderDocument(headTags, data, assets))!));
    expect(JSON.parse(json!)).toEqual(data);
  });
});

describe('the document’s preloads', () => {
  const withLanguages: AssetsManifest = {
    ...assets,
    chunks: {
      'messages-de': { js: ['messages-de.1.js'], css: [] },
      'messages-fr': { js: ['messages-fr.2.js'], css: [] },
    },
  };
  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);

  it('fetch the texts of the page’s language with the shell, and no other language', () => {
    expect(preloaded(renderDocument(headTags, data, withLanguages))).toEqual([
      '/assets/messages-de.1.js',
    ]);
    const swissFrench = {
      ...data,
      storefront: { ...data.storefront, locale: 'fr-CH' },
    } as ShopDocumentData;
    expect(preloaded(renderDocument(headTags, swissFrench, withLanguages))).toEqual([
      '/assets/messages-fr.2.js',
    ]);
  });
});

describe('the document’s image preload', () => {
  const productPicture =
    '<link rel="preload" as="image" imageSrcSet="/cdn-cgi/image/width=320/p.jpg 320w, /cdn-cgi/image/width=800/p.jpg 800w" imageSizes="(min-width: 900px) 50vw, 100vw" fetchPriority="high"/>';
  const shell = `<main><div data-remote="mf_product_wrappers">${productPicture}<section><img alt="" fetchPriority="high"/></section></div></main>`;
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

  it('puts the high-priority picture a server-rendered slot preloads into the head, where the browser finds it first', () => {
    expect(headOf(renderDocument(headTags, data, assets, {}, undefined, shell))).toContain(
      productPicture,
    );
  });

  it('keeps the story’s hero as the one image preload when there is one', () => {
    const html = renderDocument(
      headTags,
      data,
      assets,
      {},
      { heroImage: { href: '/cdn-cgi/image/width=1200/hero.jpg' }, remotes: [] },
      shell,
    );
    expect(headOf(html)).toContain('href="/cdn-cgi/image/width=1200/hero.jpg"');
    expect(headOf(html)).not.toContain(productPicture);
  });

  it('preloads no image for a page whose slots have none of high priority', () => {
    const html = renderDocument(
      headTags,
      data,
      assets,
      {},
      undefined,
      '<main><img alt="" loading="lazy"/></main>',
    );
    expect(headOf(html)).not.toContain('as="image"');
  });
});

describe('the document’s scripts', () => {
  const built: AssetsManifest = {
    publicPath: '/assets/',
    entries: { main: { js: ['main.1.js'], css: [] } },
    boot: { js: ['bootstrap.2.js'], css: [] },
    paintFirst: '/assets/paint-first/paint-first.3.js',
  };
  const remotes: DocumentPreloads = {
    heroImage: null,
    remotes: [
      { href: '/remotes/mf_navigation/1.0.0/remoteEntry.js', as: 'script' },
      { href: '/remotes/mf_navigation/1.0.0/__federation_expose_Header.1.css', as: 'style' },
    ],
  };
  const scriptTags = (html: string) =>
    [...html.matchAll(/<script defer [^>]*>/g)].map(([tag]) => tag);
  const filesOf = (tag: string) =>
    JSON.parse(/data-files="([^"]*)"/.exec(tag)![1]!.replace(/&quot;/g, '"')) as unknown[];

  it('of a server-rendered page are one paint-first script, which lists the shell’s entry and every file it needs', () => {
    const html = renderDocument(headTags, data, built, {}, remotes, '<main>Wandbilder</main>');
    const [tag, ...others] = scriptTags(html);
    expect(others).toEqual([]);
    expect(tag).toContain('src="/assets/paint-first/paint-first.3.js"');
    expect(tag).toContain('data-entries="/assets/main.1.js"');
    // The shell's own chunks run as they arrive; its entry and the remotes' files are preloaded.
    expect(filesOf(tag!)).toEqual([
      { href: '/assets/main.1.js', as: 'script' },
      { href: '/assets/bootstrap.2.js', as: 'chunk' },
      { href: '/remotes/mf_navigation/1.0.0/remoteEntry.js', as: 'script' },
    ]);
    // Nothing of the shell's code competes with the page's picture; its styles are in the page.
    expect(html).not.toMatch(/rel="(?:modulepreload|preload)" as="script"/);
    expect(html).toContain('__federation_expose_Header.1.css');
  });

  it('of a server-rendered page come in packs when the edge packs them, and the edge builds those packs ahead', () => {
    const prepared: string[][] = [];
    const html = renderDocument(headTags, data, built, {}, remotes, '<main>Wandbilder</main>', {
      scriptPacks: true,
      preparePacks: (hrefs) => prepared.push(hrefs),
    });
    const [tag] = scriptTags(html);
    const packs = JSON.parse(/data-packs="([^"]*)"/.exec(tag!)![1]!.replace(/&quot;/g, '"')) as {
      href: string;
    }[];
    const hrefs = [
      '/assets/pack.js?files=bootstrap.2.js,main.1.js',
      '/remotes/pack.js?files=mf_navigation/1.0.0/remoteEntry.js',
    ];
    expect(packs.map((pack) => pack.href)).toEqual(hrefs);
    expect(filesOf(tag!)).toEqual([]);
    expect(tag).toContain('data-entries=""');
    expect(prepared).toEqual([hrefs]);
  });

  it('of a server-rendered page name the formatting warm-up’s worker and the page’s locale', () => {
    const withWorker = { ...built, intlWarmUp: '/assets/paint-first/intl-warm-up.4.js' };
    const [tag] = scriptTags(
      renderDocument(headTags, data, withWorker, {}, remotes, '<main></main>'),
    );
    expect(tag).toContain('data-intl-worker="/assets/paint-first/intl-warm-up.4.js"');
    expect(tag).toContain(`data-locale="${data.storefront.locale}"`);
    // An older shell build without the worker: the page starts as before.
    const [withoutWorker] = scriptTags(
      renderDocument(headTags, data, built, {}, remotes, '<main></main>'),
    );
    expect(withoutWorker).not.toContain('data-intl-worker');
    // A page the browser renders has no paint-first script to start it.
    expect(renderDocument(headTags, data, withWorker, {}, remotes, '')).not.toContain(
      'intl-warm-up',
    );
  });

  it('of a page the browser renders are the entry and its preloads, fetched at once', () => {
    const html = renderDocument(headTags, data, built, {}, remotes, '');
    expect(scriptTags(html)).toEqual(['<script defer src="/assets/main.1.js">']);
    expect(html).toContain('<link rel="preload" as="script" href="/assets/bootstrap.2.js">');
    expect(html).not.toContain('as="chunk"');
    expect(html).toContain(
      '<link rel="preload" as="script" href="/remotes/mf_navigation/1.0.0/remoteEntry.js">',
    );
  });
});

describe('the document’s style sheets', () => {
  const built: AssetsManifest = {
    publicPath: '/assets/',
    entries: { main: { js: ['main.1.js'], css: [] } },
    boot: { js: [], css: ['bootstrap.2.css'] },
    paintFirst: '/assets/paint-first/paint-first.3.js',
  };
  const header = '/remotes/mf_navigation/1.0.0/__federation_expose_Header.1.css';
  const footer = '/remotes/mf_navigation/1.0.0/__federation_expose_Footer.1.css';
  const preloads: DocumentPreloads = {
    heroImage: null,
    remotes: [
      { href: header, as: 'style' },
      { href: footer, as: 'style' },
    ],
    styles: { '/assets/bootstrap.2.css': '.shell{}', [header]: '.header{}' },
    pageOrigin: 'https://www.example.test',
  };
  const twins = (html: string) =>
    [...html.matchAll(/<link rel="stylesheet" disabled href="([^"]+)" data-server-style>/g)].map(
      ([, href]) => href,
    );

  it('of a server-rendered page carry disabled twins under which the style loaders find them', () => {
    const html = renderDocument(headTags, data, built, {}, preloads, '<main>Wandbilder</main>');
    expect(html).toContain('<style data-href="/assets/bootstrap.2.css">.shell{}</style>');
    expect(html).toContain(`<style data-href="${header}">.header{}</style>`);
    expect(html).toContain(`<link rel="stylesheet" href="${footer}">`);
    expect(twins(html)).toEqual([
      '/assets/bootstrap.2.css',
      'https://www.example.test/assets/bootstrap.2.css',
      header,
      `https://www.example.test${header}`,
      // A linked sheet is found by its own address as written; a remote needs the absolute one.
      `https://www.example.test${footer}`,
    ]);
  });

  it('of a page the browser renders are plain links, which the loaders find as they are', () => {
    const html = renderDocument(headTags, data, built, {}, preloads, '');
    expect(html).toContain('<link rel="stylesheet" href="/assets/bootstrap.2.css">');
    expect(twins(html)).toEqual([]);
  });
});
