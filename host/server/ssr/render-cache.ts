import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ShopDocumentData } from '@shop/contracts';
import {
  catalogueFreshness,
  type CatalogueFreshness,
  type CatalogueStamp,
} from './catalogue-freshness';
import type { RenderPage, RenderedPage } from './page-renderer';

/** What a document's render depends on beyond its data: the address, and the content already serialised. */
export type RenderInputs = { url: string; storyJson?: string; navigationJson?: string };

/** `busy`: as many renders as allowed were running, so this document goes out client-rendered. */
export type RenderCacheState = 'hit' | 'miss' | 'bypass' | 'busy';

/** A render, how it was had, and its catalogue stamp (null: it shows no catalogue answers). */
export type RenderResult = {
  rendered: RenderedPage | null;
  state: RenderCacheState;
  stamp: CatalogueStamp | null;
};

const keptRenders = 1000;

/**
 * The key of a render and of its finished document: a digest of everything they depend on, so a
 * kept one is never stale — storefront (channel, locale, platform), address with its query, the
 * release set (canaries have their own), the flag treatments rendered with, the story and
 * navigation as the gateway sent them, the page status. Null for a document with a development
 * override: it is rendered every time.
 */
export function renderKeyOf(data: ShopDocumentData, inputs: RenderInputs): string | null {
  if (Object.keys(data.overrides).length > 0) return null;
  const { page, navigation, ...rest } = data;
  return crypto
    .createHash('sha256')
    .update(inputs.url)
    .update('\0')
    .update(JSON.stringify({ ...rest, status: page.status }))
    .update('\0')
    .update(inputs.storyJson ?? JSON.stringify(page.story))
    .update('\0')
    .update(inputs.navigationJson ?? JSON.stringify(navigation))
    .digest('base64url');
}

const busyReportEveryMs = 10_000;

/** A kept render, with its catalogue stamp when its slots loaded catalogue answers. */
type KeptRender = { rendered: RenderedPage; stamp: CatalogueStamp | null };

const answered = (rendered: RenderedPage) => Object.keys(rendered.answers).length > 0;

/**
 * Rendered shells of anonymous documents, kept by what they were rendered from (the most recent
 * 1000). A render in which a slot failed or was slow is not kept, so the next document tries again.
 * One with catalogue answers is kept while `freshness` says the catalogue has not changed.
 * Documents with a development override are rendered every time. At most `concurrency` renders run
 * at once: under a burst of new pages the rest are sent for the browser to render at once, instead
 * of every shopper waiting behind every other render.
 */
export function createRenderCache(
  render: RenderPage,
  {
    concurrency = Infinity,
    freshness = catalogueFreshness(null),
  }: { concurrency?: number; freshness?: CatalogueFreshness } = {},
) {
  const renders = new Map<string, KeptRender>();
  let running = 0;
  let busySince = 0;
  let lastBusyReport = 0;
  const renderLimited = async (...args: Parameters<RenderPage>) => {
    running += 1;
    try {
      return await render(...args);
    } finally {
      running -= 1;
    }
  };
  // One line per burst, not one per document: the count says how many went out client-rendered.
  const reportBusy = (log: FastifyBaseLogger) => {
    busySince += 1;
    const now = Date.now();
    if (now - lastBusyReport < busyReportEveryMs) return;
    log.info(
      { event: 'server-render-busy', clientRendered: busySince, concurrency },
      'documents went out client-rendered: the edge was rendering as many as it may',
    );
    lastBusyReport = now;
    busySince = 0;
  };
  return async (
    data: ShopDocumentData,
    inputs: RenderInputs,
    log: FastifyBaseLogger,
    key = renderKeyOf(data, inputs),
  ): Promise<RenderResult> => {
    const busy = (): RenderResult => (
      reportBusy(log),
      { rendered: null, state: 'busy', stamp: null }
    );
    // Before the render, so an import committed while its answers are asked for makes it stale;
    // the render leaves out answers kept from before the stamp's change number.
    const render = async () => {
      const stamp = freshness.stamp();
      const rendered = await renderLimited(data, inputs.url, log, stamp.changeNumber);
      return { rendered, stamp: rendered && answered(rendered) ? stamp : null };
    };
    if (key === null && running >= concurrency) return busy();
    if (key === null) return { ...(await render()), state: 'bypass' };
    const kept = renders.get(key);
    if (kept) renders.delete(key);
    if (kept && (!kept.stamp || freshness.fresh(kept.stamp))) {
      renders.set(key, kept);
      return { ...kept, state: 'hit' };
    }
    if (running >= concurrency) return busy();
    const { rendered, stamp } = await render();
    if (rendered?.complete) {
      renders.set(key, { rendered, stamp });
      if (renders.size > keptRenders) renders.delete(renders.keys().next().value!);
    }
    return { rendered, stamp, state: 'miss' };
  };
}
