import type { PageProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { loadStoryBlocks } from '../blocks/block-code';
import { Page, PageFallback } from '../features/page';

const parcel = createReactParcel<PageProps>(Page, PageFallback);

/**
 * The page parcel brings its story's blocks before it renders: hydration then matches the server's
 * HTML at once, and a new page replaces the old one whole instead of block by block. (The edge
 * sends those blocks' code with the page's first scripts.)
 */
export default {
  ...parcel,
  mount: async (props: Parameters<typeof parcel.mount>[0]) => {
    await loadStoryBlocks(props.story?.content, props.locale);
    return parcel.mount(props);
  },
  update: async (props: Parameters<typeof parcel.update>[0]) => {
    await loadStoryBlocks(props.story?.content, props.locale);
    return parcel.update(props);
  },
};
