import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEdgeServer } from '../app';
import { testEdgeConfig } from '../testing/edge-config';
import { maxRemotePreloads, remotePreloads } from './remote-preloads';

const pinned = (remote: string, version: string) => ({
  version,
  manifestUrl: `/remotes/${remote}/${version}/mf-manifest.json`,
  integrity: 'sha384-AAAA',
});

/** A published version's manifest as the federation plugin writes it, one chunk per exposed module. */
function manifest(remote: string, version: string, exposes: string[]) {
  const hash = version.replace(/\W/g, '');
  return {
    id: remote,
    name: remote,
    metaData: {
      name: remote,
      globalName: remote,
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: [],
    remotes: [],
    exposes: exposes.map((name) => ({
      id: `${remote}:${name}`,
      name,
      path: `./${name}`,
      assets: {
        js: { sync: [`__federation_expose_${name}.${hash}.js`], async: ['lazy.js'] },
        css: { sync: [`__federation_expose_${name}.${hash}.css`], async: [] },
      },
    })),
    blocks: {},
  };
}

function publish(root: string, remote: string, version: string, exposes: string[]) {
  const dir = path.join(root, remote, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify(manifest(remote, version, exposes)),
  );
}

let services: FastifyInstance;
let edge: FastifyInstance;
let navigationVersion = '1.0.0';
let pageVersion = '1.0.0';
let body: Record<string, unknown>[] = [];

beforeAll(async () => {
  const artifactsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-artifacts-'));
  publish(artifactsDir, 'mf_navigation', '1.0.0', ['Header', 'Navigation', 'Footer']);
  publish(artifactsDir, 'mf_navigation', '1.1.0', ['Header', 'Navigation', 'Footer']);
  publish(artifactsDir, 'mf_cms_page', '1.0.0', ['Page']);
  fs.writeFileSync(
    path.join(artifactsDir, 'mf_cms_page', '1.0.0', 'block-chunks.json'),
    JSON.stringify({
      Headline: { js: ['472.h.js'], css: [] },
      Teaser: { js: ['527.shared.js', '280.t.js'], css: ['280.t.css'] },
      Quote: { js: ['766.q.js'], css: ['766.q.css'] },
    }),
  );
  publish(artifactsDir, 'mf_account', '1.0.0', ['AccountDialogs', 'AccountPage']);
  publish(artifactsDir, 'mf_calculator', '1.0.0', ['Calculator']);
  // mf_cms_page 2.0.0 is pinned below but its manifest was never stored.

  services = Fastify();
  services.get('/api/channels/:channel/active', async (request) => ({
    id: 1,
    channel: (request.params as { channel: string }).channel,
    environment: 'production',
    remotes: {
      mf_navigation: pinned('mf_navigation', navigationVersion),
      mf_cms_page: pinned('mf_cms_page', pageVersion),
      mf_account: pinned('mf_account', '1.0.0'),
      mf_calculator: pinned('mf_calculator', '1.0.0'),
    },
    canary: null,
  }));
  services.get('/frontend-api/mp/storyblok/global', async () => ({}));
  services.get('/frontend-api/mp/storyblok', async () => ({
    name: 'Start',
    full_slug: 'de-de/',
    content: { component: 'Page', title: 'Start', body },
  }));
  await services.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(services.server.address() as { port: number }).port}`;
  edge = await buildEdgeServer(testEdgeConfig(url, { artifactsDir }), { logLevel: 'silent' });
});
afterAll(async () => {
  await edge?.close();
  await services?.close();
});

const startPage = () => edge.inject({ url: '/', headers: { host: 'localhost' } });
/** The release set the document gives the browser to register its remotes with. */
const inlinedRemotes = (html: string) =>
  JSON.parse(/<script type="application\/json" id="shop-data">(.*?)<\/script>/s.exec(html)![1]!)
    .releaseSet.remotes as Record<string, { entry?: unknown }>;
const preloadLinks = (html: string) =>
  [...html.matchAll(/<link rel="(?:preload|modulepreload)"[^>]*>/g)].map(([link]) => link);

describe('remote preloads in the document', () => {
  it('lists the pinned entries and the mounted modules’ chunks and styles, and no manifest', async () => {
    navigationVersion = '1.0.0';
    pageVersion = '1.0.0';
    const page = await startPage();
    expect(page.statusCode).toBe(200);
    const links = preloadLinks(page.body);
    for (const expected of [
      '<link rel="preload" as="script" href="/remotes/mf_navigation/1.0.0/remoteEntry.js">',
      '<link rel="preload" as="script" href="/remotes/mf_navigation/1.0.0/__federation_expose_Header.100.js">',
      '<link rel="preload" as="style" href="/remotes/mf_navigation/1.0.0/__federation_expose_Header.100.css">',
      '<link rel="preload" as="script" href="/remotes/mf_cms_page/1.0.0/remoteEntry.js">',
      '<link rel="preload" as="script" href="/remotes/mf_cms_page/1.0.0/__federation_expose_Page.100.js">',
    ])
      expect(links).toContain(expected);
    // Only what this page mounts: no account remote (its dialogs load when opened), no lazy chunks; without a navigation no footer.
    expect(links.filter((link) => link.includes('/remotes/mf_account/'))).toEqual([]);
    expect(links).toContain(
      '<link rel="preload" as="script" href="/remotes/mf_navigation/1.0.0/__federation_expose_Navigation.100.js">',
    );
    expect(page.body).not.toContain('lazy.js');
    expect(page.body).not.toContain('__federation_expose_Footer');
    expect(page.body).not.toContain('/remotes/mf_calculator/1.0.0/remoteEntry.js');
    // Each file once, the page's order: header first, then the page.
    expect(new Set(links).size).toBe(links.length);
    expect(links.findIndex((link) => link.includes('Header'))).toBeLessThan(
      links.findIndex((link) => link.includes('__federation_expose_Page')),
    );
    // The browser loads these remotes from the entries the edge read, without their manifests.
    expect(links.filter((link) => link.includes('mf-manifest.json'))).toEqual([]);
    const remotes = inlinedRemotes(page.body);
    expect(remotes.mf_navigation?.entry).toEqual({
      url: '/remotes/mf_navigation/1.0.0/remoteEntry.js',
      globalName: 'mf_navigation',
      type: 'global',
    });
    expect(remotes.mf_cms_page?.entry).toMatchObject({ globalName: 'mf_cms_page' });
    // The account remote loads when a dialog opens, from its manifest.
    expect(remotes.mf_account?.entry).toBeUndefined();
  });

  it('adds the remotes the story’s blocks embed, within the cap', async () => {
    body = [{ component: 'Calculator', _uid: 'c1' }];
    const links = preloadLinks((await startPage()).body);
    body = [];
    const calculator = links.findIndex((link) =>
      link.includes('/remotes/mf_calculator/1.0.0/__federation_expose_Calculator.100.js'),
    );
    expect(calculator).toBeGreaterThan(links.findIndex((link) => link.includes('Page.100.js')));
    expect(links.filter((link) => link.includes('/remotes/')).length).toBeLessThanOrEqual(
      maxRemotePreloads,
    );
  });

  it('adds the code and style of the story’s blocks that come on their own, nested ones too, after the page', async () => {
    body = [
      { component: 'Teaser', _uid: 't1' },
      { component: 'Container', _uid: 'c1', items: [{ content: { component: 'Headline' } }] },
    ];
    const page = await startPage();
    body = [];
    const cmsFiles = preloadLinks(page.body)
      .filter((link) => link.includes('/remotes/mf_cms_page/'))
      .map((link) =>
        /as="(\w+)" href="\/remotes\/mf_cms_page\/1\.0\.0\/([^"]+)"/.exec(link)!.slice(1).join(' '),
      );
    expect(cmsFiles).toEqual([
      'script remoteEntry.js',
      'script __federation_expose_Page.100.js',
      'script 527.shared.js',
      'script 280.t.js',
      'script 472.h.js',
      'style __federation_expose_Page.100.css',
      'style 280.t.css',
    ]);
    // A block the story does not hold brings nothing.
    expect(page.body).not.toContain('766.q');
  });

  it('leaves the code of a block further down the story to when the shopper comes near, not its style', async () => {
    body = [
      { component: 'Headline', _uid: 'h1', text: 'Wandbilder' },
      { component: 'Calculator', _uid: 'c1' },
    ];
    const page = await startPage();
    body = [];
    const calculatorLinks = preloadLinks(page.body).filter((link) =>
      link.includes('/remotes/mf_calculator/'),
    );
    expect(calculatorLinks).toEqual([
      '<link rel="preload" as="style" href="/remotes/mf_calculator/1.0.0/__federation_expose_Calculator.100.css">',
    ]);
    // When it comes near, the browser loads it from the entry the edge read.
    expect(inlinedRemotes(page.body).mf_calculator?.entry).toEqual({
      url: '/remotes/mf_calculator/1.0.0/remoteEntry.js',
      globalName: 'mf_calculator',
      type: 'global',
    });
  });

  it('follows a promotion to the version it pins', async () => {
    navigationVersion = '1.1.0';
    const page = await startPage();
    expect(page.body).toContain(
      'href="/remotes/mf_navigation/1.1.0/__federation_expose_Header.110.js"',
    );
    expect(page.body).not.toContain('/remotes/mf_navigation/1.0.0/');
    navigationVersion = '1.0.0';
    expect((await startPage()).body).toContain('/remotes/mf_navigation/1.0.0/remoteEntry.js');
  });

  it('sends the page without a remote’s preloads when its manifest cannot be read', async () => {
    pageVersion = '2.0.0';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const page = await startPage();
      expect(page.statusCode).toBe(200);
      const links = preloadLinks(page.body);
      expect(links.filter((link) => link.includes('/remotes/mf_cms_page/'))).toEqual([]);
      expect(links).toContain(
        '<link rel="preload" as="script" href="/remotes/mf_navigation/1.0.0/remoteEntry.js">',
      );
      // The shell still registers the pinned version: it loads it from its manifest, only later.
      expect(page.body).toContain('"mf_cms_page":{"version":"2.0.0"');
      expect(inlinedRemotes(page.body).mf_cms_page?.entry).toBeUndefined();
    }
    pageVersion = '1.0.0';
  });
});

describe('the preload cap', () => {
  it('keeps the first scripts up to the cap in page order and every style sheet, and skips a remote an override replaces', async () => {
    const modules = ['Header', 'Navigation', 'SubNavigation', 'Footer'].map((name) => ({
      remote: 'mf_navigation' as const,
      module: `./${name}`,
    }));
    const big = manifest('mf_navigation', '1.0.0', [
      'Header',
      'Navigation',
      'SubNavigation',
      'Footer',
    ]);
    for (const exposed of big.exposes)
      exposed.assets.js.sync.push(
        ...Array.from({ length: maxRemotePreloads / 4 }, (_, n) => `${exposed.name}-${n + 1}.js`),
      );
    const releaseSet = {
      id: 1,
      channel: 'wallart' as const,
      environment: 'production' as const,
      remotes: { mf_navigation: pinned('mf_navigation', '1.0.0') },
    };
    const { preloads, complete } = await remotePreloads(modules, releaseSet, {}, async () => big);
    expect(complete).toBe(true);
    const scripts = preloads.filter(({ as }) => as === 'script');
    expect(scripts).toHaveLength(maxRemotePreloads);
    expect(scripts[0]).toEqual({
      href: '/remotes/mf_navigation/1.0.0/remoteEntry.js',
      as: 'script',
    });
    expect(scripts.some(({ href }) => href.includes(`Footer-${maxRemotePreloads / 4}.js`))).toBe(
      false,
    );
    // Past the cap for scripts, the footer's server-rendered slot still gets its style sheet.
    expect(preloads.filter(({ as }) => as === 'style').map(({ href }) => href)).toEqual(
      ['Header', 'Navigation', 'SubNavigation', 'Footer'].map(
        (name) => `/remotes/mf_navigation/1.0.0/__federation_expose_${name}.100.css`,
      ),
    );
    const overridden = await remotePreloads(
      modules,
      releaseSet,
      { mf_navigation: 'http://localhost:3001/mf-manifest.json' },
      async () => big,
    );
    expect(overridden).toMatchObject({ preloads: [], entries: {} });
    const unread = await remotePreloads(modules, releaseSet, {}, async () => null);
    expect(unread).toEqual({ preloads: [], entries: {}, complete: false });
  });
});
