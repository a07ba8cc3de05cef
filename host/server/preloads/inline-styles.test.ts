import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { ShopDocumentData } from '@shop/contracts';
import { renderDocument } from '../document';
import { createRemoteStyles, documentStyles } from './inline-styles';

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const head = {
  title: 'Start',
  description: '',
  robots: 'index,follow',
  alternates: [],
  openGraph: {},
  structuredData: [],
};
const data = {
  storefront: { channel: 'wallart', country: 'de', locale: 'de-DE', platform: 'web', basename: '' },
  navigation: null,
  page: { status: 'ok', story: null },
} as unknown as ShopDocumentData;
const assets = { publicPath: '/assets/', entries: { main: { js: ['main.js'], css: [] } } };
const header = '/remotes/mf_navigation/1.0.0/__federation_expose_Header.css';

describe('style sheets of a server-rendered document', () => {
  it('carries the remotes’ styles inline, so the first paint waits for no style sheet request', async () => {
    const read = vi.fn(async () => Buffer.from('.shop-header{height:64px}</style><script>'));
    const remoteStyle = createRemoteStyles(read, log);
    const styles = await documentStyles([header], remoteStyle, {});
    await documentStyles([header], remoteStyle, {});
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith('mf_navigation/1.0.0/__federation_expose_Header.css');
    const html = renderDocument(
      head,
      data,
      assets,
      {},
      { heroImage: null, remotes: [{ href: header, as: 'style' }], styles },
      '<header class="shop-header"></header>',
    );
    expect(html).toContain(
      `<style data-href="${header}">.shop-header{height:64px}<\\/style><script></style>`,
    );
    expect(html).not.toContain(`<link rel="stylesheet" href="${header}">`);
  });

  it('links a sheet it could not read, and only preloads styles when the browser renders the page', async () => {
    const remoteStyle = createRemoteStyles(async () => null, log);
    const preloads = {
      heroImage: null,
      remotes: [{ href: header, as: 'style' as const }],
      styles: await documentStyles([header], remoteStyle, {}),
    };
    expect(renderDocument(head, data, assets, {}, preloads, '<header></header>')).toContain(
      `<link rel="stylesheet" href="${header}">`,
    );
    expect(renderDocument(head, data, assets, {}, preloads)).toContain(
      `<link rel="preload" as="style" href="${header}">`,
    );
  });
});
