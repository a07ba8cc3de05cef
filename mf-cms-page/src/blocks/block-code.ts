import { lazy, type ComponentType } from 'react';
import { storyComponents, type ContentBlock } from '@shop/contracts';
import { loadMessages } from '@shop/i18n';
import { logCms } from '../shared/lib/log';
import { blockLoaders, blockMessageGroups, remoteBlockRenderers } from './registry';

type Renderer = ComponentType<{ block: ContentBlock }>;

const loaded = new Map<string, Renderer>();
const loading = new Map<string, Promise<Renderer>>();
const lazyRenderers = new Map<string, Renderer>();

function load(component: string): Promise<Renderer> {
  const known = loaded.get(component);
  if (known) return Promise.resolve(known);
  const pending = loading.get(component);
  if (pending) return pending;
  const loader = blockLoaders[component];
  if (!loader) return Promise.reject(new Error(`no renderer for ${component}`));
  const loadingNow = loader().then(
    (renderer) => {
      loaded.set(component, renderer);
      loading.delete(component);
      return renderer;
    },
    (error: unknown) => {
      // A later render asks again: a chunk lost to a network hiccup may come the next time.
      loading.delete(component);
      throw error;
    },
  );
  loading.set(component, loadingNow);
  return loadingNow;
}

/** A block's renderer, and whether its code is here (else it suspends until it is). */
export type BlockRenderer = { Component: Renderer; loaded: boolean };

/** The renderer that suspends until the block's code is here, the same one every time. */
export function lazyBlockRenderer(component: string): Renderer {
  let renderer = lazyRenderers.get(component);
  if (!renderer) {
    renderer = lazy(() => load(component).then((loadedRenderer) => ({ default: loadedRenderer })));
    lazyRenderers.set(component, renderer);
  }
  return renderer;
}

/**
 * The renderer of a block: this remote's own once its code is here, a lazy one that suspends
 * until it is, or the slot of the remote that renders it. `undefined`: no renderer knows it.
 */
export function blockRenderer(component: string): BlockRenderer | undefined {
  const remote = remoteBlockRenderers[component];
  if (remote) return { Component: remote, loaded: true };
  const ready = loaded.get(component);
  if (ready) return { Component: ready, loaded: true };
  if (!blockLoaders[component]) return undefined;
  return { Component: lazyBlockRenderer(component), loaded: false };
}

/**
 * Brings the code of every own block the story holds, and the texts they show beyond the page's,
 * so the page renders (or hydrates) at once instead of block by block. Never fails: a block whose
 * code does not come fails in its place.
 */
export async function loadStoryBlocks(content: unknown, locale: string): Promise<void> {
  const own = storyComponents(content).filter((component) => blockLoaders[component]);
  const groups = [...new Set(own.flatMap((component) => blockMessageGroups[component] ?? []))];
  const [texts, ...results] = await Promise.allSettled([
    loadMessages(locale, groups),
    ...own.map(load),
  ]);
  if (texts?.status === 'rejected')
    logCms({
      level: 'warn',
      event: 'block-texts-unavailable',
      groups,
      message: String((texts.reason as Error)?.message ?? texts.reason),
    });
  results.forEach((result, index) => {
    if (result.status === 'rejected')
      logCms({
        level: 'warn',
        event: 'block-code-unavailable',
        component: own[index],
        message: String((result.reason as Error)?.message ?? result.reason),
      });
  });
}

/** Every own block's code (tests, and renders that cannot wait). */
export async function loadAllBlocks(): Promise<void> {
  await Promise.all(Object.keys(blockLoaders).map(load));
}
