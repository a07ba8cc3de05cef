import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { ShopDocumentData } from '@shop/contracts';
import { answeredRenderFreshMs, catalogueFreshness } from './catalogue-freshness';
import { createRenderCache } from './render-cache';
import type { RenderPage } from './page-renderer';

const log = {} as FastifyBaseLogger;
const data = (overrides: Partial<ShopDocumentData> = {}) =>
  ({
    storefront: {
      channel: 'wallart',
      country: 'de',
      locale: 'de-DE',
      platform: 'web',
      basename: '',
    },
    releaseSet: { id: 7, channel: 'wallart', environment: 'production', remotes: {} },
    overrides: {},
    navigation: null,
    page: { status: 'ok', story: null },
    ...overrides,
  }) as ShopDocumentData;

function renderer(complete = true, answers = {}) {
  return vi.fn<RenderPage>(async (_data, url) => ({
    html: `<main>${url}</main>`,
    serverRendered: ['mf_cms_page:./Page'],
    answers,
    complete,
  }));
}

describe('the render cache', () => {
  it('renders a page once for the same story, release set and address', async () => {
    const render = renderer();
    const cached = createRenderCache(render);
    const inputs = { url: 'http://localhost/wandbilder', storyJson: '{"v":1}' };
    expect((await cached(data(), inputs, log)).state).toBe('miss');
    const again = await cached(data(), inputs, log);
    expect(again).toMatchObject({
      state: 'hit',
      rendered: { html: '<main>http://localhost/wandbilder</main>' },
    });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders again when the story, the release set or the address changes', async () => {
    const render = renderer();
    const cached = createRenderCache(render);
    const inputs = { url: 'http://localhost/', storyJson: '{"v":1}' };
    await cached(data(), inputs, log);
    await cached(data(), { ...inputs, storyJson: '{"v":2}' }, log);
    await cached(
      data({ releaseSet: { id: 8, channel: 'wallart', environment: 'production', remotes: {} } }),
      inputs,
      log,
    );
    await cached(data(), { ...inputs, url: 'http://localhost/?page=2' }, log);
    expect(render).toHaveBeenCalledTimes(4);
  });

  const priced = () =>
    renderer(true, {
      'mf_product_wrappers:./ProductDetailPhotobook': {
        'photobook-price:{}': { priceCurrent: 29.99 },
      },
    });

  it('keeps a render with catalogue answers for a minute at most, one without for as long as its key holds', async () => {
    let clock = 0;
    const freshness = catalogueFreshness({ current: () => 4 }, () => clock);
    const inputs = { url: 'http://localhost/fotobuch' };
    const answered = priced();
    const withAnswers = createRenderCache(answered, { freshness });
    const plain = renderer();
    const withoutAnswers = createRenderCache(plain, { freshness });
    expect((await withAnswers(data(), inputs, log)).stamp).toEqual({
      changeNumber: 4,
      staleAt: answeredRenderFreshMs,
    });
    expect((await withoutAnswers(data(), inputs, log)).stamp).toBeNull();
    clock = answeredRenderFreshMs - 1;
    expect((await withAnswers(data(), inputs, log)).state).toBe('hit');
    clock = answeredRenderFreshMs;
    expect((await withAnswers(data(), inputs, log)).state).toBe('miss');
    expect((await withoutAnswers(data(), inputs, log)).state).toBe('hit');
    expect(answered).toHaveBeenCalledTimes(2);
    expect(plain).toHaveBeenCalledTimes(1);
  });

  it('renders a page with catalogue answers again once an import moves the change number, and no other', async () => {
    let changeNumber: number | undefined = 4;
    const freshness = catalogueFreshness({ current: () => changeNumber });
    const answered = priced();
    const plain = renderer();
    const withAnswers = createRenderCache(answered, { freshness });
    const withoutAnswers = createRenderCache(plain, { freshness });
    const inputs = { url: 'http://localhost/fotobuch' };
    await withAnswers(data(), inputs, log);
    await withoutAnswers(data(), inputs, log);
    expect((await withAnswers(data(), inputs, log)).state).toBe('hit');
    changeNumber = 5;
    expect((await withAnswers(data(), inputs, log)).state).toBe('miss');
    expect(await withAnswers(data(), inputs, log)).toMatchObject({
      state: 'hit',
      stamp: { changeNumber: 5 },
    });
    expect((await withoutAnswers(data(), inputs, log)).state).toBe('hit');
    // The feed cut off: the render made at 5 stays until it ages out.
    changeNumber = undefined;
    expect((await withAnswers(data(), inputs, log)).state).toBe('hit');
    expect(answered).toHaveBeenCalledTimes(2);
  });

  it('keeps no render with a failed slot, and none with a development override', async () => {
    const incomplete = renderer(false);
    const cached = createRenderCache(incomplete);
    const inputs = { url: 'http://localhost/' };
    await cached(data(), inputs, log);
    expect((await cached(data(), inputs, log)).state).toBe('miss');
    const overridden = data({
      overrides: { mf_navigation: 'http://localhost:3001/mf-manifest.json' },
    });
    expect((await cached(overridden, inputs, log)).state).toBe('bypass');
    expect(incomplete).toHaveBeenCalledTimes(3);
  });

  it('renders at most as many documents at once as allowed; the next goes to the browser, and renders once one ends', async () => {
    let finish!: () => void;
    const slow = vi.fn<RenderPage>(
      (_data, url) =>
        new Promise((resolve) => {
          finish = () =>
            resolve({
              html: `<main>${url}</main>`,
              serverRendered: [],
              answers: {},
              complete: true,
            });
        }),
    );
    const info = vi.fn();
    const cached = createRenderCache(slow, { concurrency: 1 });
    const logger = { info } as unknown as FastifyBaseLogger;
    const first = cached(data(), { url: 'http://localhost/a' }, logger);
    const second = await cached(data(), { url: 'http://localhost/b' }, logger);
    expect(second).toEqual({ rendered: null, state: 'busy', stamp: null });
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'server-render-busy', clientRendered: 1 }),
      expect.any(String),
    );
    finish();
    expect((await first).state).toBe('miss');
    const third = cached(data(), { url: 'http://localhost/b' }, logger);
    finish();
    expect(await third).toMatchObject({
      state: 'miss',
      rendered: { html: '<main>http://localhost/b</main>' },
    });
    expect(slow).toHaveBeenCalledTimes(2);
  });
});
