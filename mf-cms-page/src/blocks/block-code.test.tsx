import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BlockCode from './block-code';
import type { BlockList as BlockListComponent } from './block-list';
import type { AnyBlockLoader } from './registry';
import type { renderInPage as RenderInPage } from '../shared/testing/render-block';

// Each test starts from a page whose blocks' code has not come yet (the setup loads it all).
type Fresh = {
  blockCode: typeof BlockCode;
  BlockList: typeof BlockListComponent;
  renderInPage: typeof RenderInPage;
};
let fresh: Fresh;

beforeEach(async () => {
  vi.resetModules();
  fresh = {
    blockCode: await import('./block-code'),
    BlockList: (await import('./block-list')).BlockList,
    renderInPage: (await import('../shared/testing/render-block')).renderInPage,
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const headline = { component: 'Headline', _uid: 'h', text: 'Wandbilder', level: 'h2' };

describe('block code', () => {
  it('holds a block’s place while its code comes, then shows the block', async () => {
    const { BlockList, renderInPage } = fresh;
    renderInPage(<BlockList blocks={[headline]} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.querySelector('[data-block="Headline"][aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Wandbilder' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('keeps a block that waited for its code mounted when the page renders again', async () => {
    const { BlockList } = fresh;
    const { CmsContextProvider, createCmsContext } = await import('../shared/config/cms-context');
    const { pageProps } = await import('../shared/testing/render-block');
    const context = createCmsContext(pageProps(), null);
    const page = (blocks: unknown[]) => (
      <CmsContextProvider value={context}>
        <BlockList blocks={blocks} />
      </CmsContextProvider>
    );
    const { rerender } = render(page([headline]));
    const shown = await screen.findByRole('heading', { name: 'Wandbilder' });
    rerender(page([{ ...headline }]));
    expect(screen.getByRole('heading', { name: 'Wandbilder' })).toBe(shown);
  });

  it('renders a story whose blocks were brought first in one go, nested blocks included', async () => {
    const { BlockList, renderInPage, blockCode } = fresh;
    const container = {
      component: 'Container',
      _uid: 'c',
      items: [{ name: 'Geteilt', content: { component: 'SharedContent', body: [headline] } }],
    };
    await blockCode.loadStoryBlocks({ component: 'Page', body: [container] }, 'de-DE');
    act(() => {
      renderInPage(<BlockList blocks={[container]} />);
    });
    expect(screen.getByRole('heading', { name: 'Wandbilder' })).toBeTruthy();
  });

  it('brings only the blocks the story holds', async () => {
    const { blockCode } = fresh;
    await blockCode.loadStoryBlocks({ component: 'Page', body: [headline] }, 'de-DE');
    expect(blockCode.blockRenderer('Headline')).toMatchObject({ loaded: true });
    // Not loaded: a lazy stand-in that suspends.
    expect(blockCode.blockRenderer('Teaser')).toMatchObject({ loaded: false });
  });

  it('logs a block whose code does not come and lets the page go on', async () => {
    const { blockCode } = fresh;
    const registry = await import('./registry');
    vi.spyOn(registry.blockLoaders as { Quote: AnyBlockLoader }, 'Quote').mockRejectedValue(
      new Error('chunk 42 failed'),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(
      blockCode.loadStoryBlocks({ body: [{ component: 'Quote' }, headline] }, 'de-DE'),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('"event":"block-code-unavailable","component":"Quote"'),
    );
    expect(blockCode.blockRenderer('Headline')).toMatchObject({ loaded: true });
    expect(blockCode.blockRenderer('Quote')).toMatchObject({ loaded: false });
  });
});
