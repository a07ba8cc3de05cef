import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PageSearchContext,
  recordingSlotAnswers,
  SlotAnswersContext,
  type SlotAnswerSource,
} from '@shop/federation/react';
import { hydrateServerHtml } from '@shop/federation/testing';
import { PhotobookDetail } from '../../features/photobook-detail';
import { loadCutoffsFx } from '../../features/delivery-countdown/model/model';
import { cutoffs } from '../../features/delivery-countdown/testing/fixtures';
import {
  loadPriceFx,
  loadTypesFx,
  type PhotobookBlock,
  type PhotobookSelection,
} from '../../features/photobook-detail/model/model';
import { photobookPrice, photobookSets, photobookTypes } from '../testing/fixtures';
import { StartedScope } from './started-scope';

const props = {
  channel: 'wallart' as const,
  country: 'de',
  locale: 'de-DE',
  platform: 'web' as const,
  basename: '',
  pathname: '/fotobuch/hardcover-fotobuch',
  block: {
    component: 'ProductDetailPhotobook',
    headline: 'Hardcover-Fotobuch',
    photobookType: 'digitalfotobuch',
    cover: 'hard',
    binding: 'layflat',
    paper: 'matt',
    formats: ['a4-hoch'],
  } as PhotobookBlock,
};

const network = {
  types: vi.fn(async () => ({ types: photobookTypes, sets: photobookSets.designGroupSets })),
  price: vi.fn(async (selection: PhotobookSelection) => photobookPrice(selection, 49.95)),
  cutoffs: vi.fn(async () => cutoffs),
};
const originals = {
  types: loadTypesFx.use.getCurrent(),
  price: loadPriceFx.use.getCurrent(),
  cutoffs: loadCutoffsFx.use.getCurrent(),
};
beforeEach(() => {
  loadTypesFx.use(network.types);
  loadPriceFx.use(network.price);
  loadCutoffsFx.use(network.cutoffs);
});
afterEach(() => {
  loadTypesFx.use(originals.types);
  loadPriceFx.use(originals.price);
  loadCutoffsFx.use(originals.cutoffs);
  vi.clearAllMocks();
  document.body.innerHTML = '';
  document.cookie = 'gclid=; max-age=0';
});

const withAnswers = (source: SlotAnswerSource, search = '') => (
  <SlotAnswersContext.Provider value={source}>
    <PageSearchContext.Provider value={search}>
      <PhotobookDetail {...props} />
    </PageSearchContext.Provider>
  </SlotAnswersContext.Provider>
);

async function serverHtml(source: SlotAnswerSource): Promise<string> {
  const { prelude } = await prerender(withAnswers(source));
  return new Response(prelude).text();
}

describe('a product block rendered on the server', () => {
  it('shows the product and its price, and hydrates from the same answers without asking again', async () => {
    const recording = recordingSlotAnswers();
    const html = await serverHtml(recording.source);
    expect(html).toContain('data-state="success"');
    expect(html).toMatch(/49,95\s€/);
    expect(network.types).toHaveBeenCalledTimes(1);
    expect(network.price).toHaveBeenCalledTimes(1);

    vi.clearAllMocks();
    document.cookie = 'gclid=ad-click-7';
    const { container, mismatches, kept } = await hydrateServerHtml(
      html,
      withAnswers({ mode: 'browser', answers: recording.answers() }),
      'section',
    );
    expect(mismatches).toEqual([]);
    expect(kept).toBe(true);
    expect(network.types).not.toHaveBeenCalled();
    expect(network.price).not.toHaveBeenCalled();
    // The delivery countdown starts once hydrated, from the cut-offs the server loaded.
    expect(network.cutoffs).not.toHaveBeenCalled();
    expect(container.textContent).toMatch(/49,95\s€/);
    // The ad click is the browser's: the hydrated block adds it to the designer link.
    expect(container.querySelector('a[href*="gclid=ad-click-7"]')).not.toBeNull();
  });

  it('asks the network for what the server did not load, such as the shopper’s next choice', async () => {
    const recording = recordingSlotAnswers();
    await serverHtml(recording.source);
    const answers = recording.answers();
    const [priceKey] = Object.keys(answers).filter((key) => key.startsWith('photobook-price:'));
    const { [priceKey!]: _price, ...withoutPrice } = answers;
    vi.clearAllMocks();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(withAnswers({ mode: 'browser', answers: withoutPrice }));
    });
    expect(network.types).not.toHaveBeenCalled();
    expect(network.price).toHaveBeenCalledTimes(1);
  });

  it('renders the block on the server though its delivery countdown could not load, which the browser then loads', async () => {
    network.cutoffs.mockRejectedValueOnce(new Error('shipping days unavailable'));
    const recording = recordingSlotAnswers();
    const html = await serverHtml(recording.source);
    expect(html).toContain('data-state="success"');
    vi.clearAllMocks();
    await hydrateServerHtml(
      html,
      withAnswers({ mode: 'browser', answers: recording.answers() }),
      'section',
    );
    expect(network.types).not.toHaveBeenCalled();
    expect(network.cutoffs).toHaveBeenCalledTimes(1);
  });

  it('fails the server render when a load fails, so the browser renders the block with its retry', async () => {
    network.types.mockRejectedValueOnce(new Error('catalogue unavailable'));
    await expect(serverHtml(recordingSlotAnswers().source)).rejects.toThrow(
      'catalogue unavailable',
    );
  });

  it('loads once on the server though the model starts with new parameters on every render (the time)', async () => {
    const started = createEvent<{ now: number }>();
    const load = vi.fn(async (_calendarType: string) => 'Wandkalender 2027');
    const loadFx = createEffect(load);
    const $name = createStore('').on(loadFx.doneData, (_, name) => name);
    sample({ clock: started, fn: () => 'wandkalender', target: loadFx });
    const Name = () => <h2>{useUnit($name)}</h2>;
    let now = 0;
    const { prelude } = await prerender(
      <SlotAnswersContext.Provider value={recordingSlotAnswers().source}>
        <StartedScope
          started={started}
          answered={{ calendar: loadFx }}
          start={() => ({ now: ++now })}
        >
          <Name />
        </StartedScope>
      </SlotAnswersContext.Provider>,
    );
    expect(await new Response(prelude).text()).toContain('<h2>Wandkalender 2027</h2>');
    expect(now).toBeGreaterThan(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
