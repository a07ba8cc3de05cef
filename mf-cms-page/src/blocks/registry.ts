import type { ComponentType } from 'react';
import { remoteBlocks, type BlockName, type ContentBlock } from '@shop/contracts';
import type { MessageGroup } from '@shop/i18n';
import { RemoteBlock } from './remote-block';
import type { BlockProps } from './types';

/** A block's renderer, from a chunk of its own (named `block-<Component>`, which the edge reads). */
type BlockLoader<C extends BlockName> = () => Promise<ComponentType<BlockProps<C>>>;

/**
 * The blocks this remote renders itself, by the content model's component name: each in its own
 * chunk, so a page brings the code of the blocks its story holds and no other.
 */
const ownBlocks: { [C in BlockName]?: BlockLoader<C> } = {
  AccessoryTypes: () =>
    import(/* webpackChunkName: "block-AccessoryTypes" */ './accessory-types').then(
      (module) => module.AccessoryTypes,
    ),
  BentoGrid: () =>
    import(/* webpackChunkName: "block-BentoGrid" */ './bento-grid').then(
      (module) => module.BentoGrid,
    ),
  BentoTile: () =>
    import(/* webpackChunkName: "block-BentoTile" */ './bento-tile').then(
      (module) => module.BentoTile,
    ),
  ContactForm: () =>
    import(/* webpackChunkName: "block-ContactForm" */ './contact-form').then(
      (module) => module.ContactForm,
    ),
  Container: () =>
    import(/* webpackChunkName: "block-Container" */ './container').then(
      (module) => module.Container,
    ),
  CustomerPicture: () =>
    import(/* webpackChunkName: "block-CustomerPicture" */ './customer-picture').then(
      (module) => module.CustomerPicture,
    ),
  Feed: () => import(/* webpackChunkName: "block-Feed" */ './feed').then((module) => module.Feed),
  FormatsAndPrices: () =>
    import(/* webpackChunkName: "block-FormatsAndPrices" */ './formats-and-prices').then(
      (module) => module.FormatsAndPrices,
    ),
  FrameTypes: () =>
    import(/* webpackChunkName: "block-FrameTypes" */ './frame-types').then(
      (module) => module.FrameTypes,
    ),
  Headline: () =>
    import(/* webpackChunkName: "block-Headline" */ './headline').then((module) => module.Headline),
  Image: () =>
    import(/* webpackChunkName: "block-Image" */ './image').then((module) => module.ImageBlock),
  Photo: () =>
    import(/* webpackChunkName: "block-Photo" */ './photo').then((module) => module.Photo),
  Poc: () => import(/* webpackChunkName: "block-Poc" */ './poc').then((module) => module.Poc),
  PocWrapper: () =>
    import(/* webpackChunkName: "block-PocWrapper" */ './poc').then((module) => module.PocWrapper),
  ProductMatrix: () =>
    import(/* webpackChunkName: "block-ProductMatrix" */ './product-matrix').then(
      (module) => module.ProductMatrix,
    ),
  ProductQuality: () =>
    import(/* webpackChunkName: "block-ProductQuality" */ './product-quality').then(
      (module) => module.ProductQuality,
    ),
  PublicContainer: () =>
    import(/* webpackChunkName: "block-PublicContainer" */ './public-container').then(
      (module) => module.PublicContainer,
    ),
  QualityItem: () =>
    import(/* webpackChunkName: "block-QualityItem" */ './quality-item').then(
      (module) => module.QualityItem,
    ),
  Quote: () =>
    import(/* webpackChunkName: "block-Quote" */ './quote').then((module) => module.Quote),
  Shop: () => import(/* webpackChunkName: "block-Shop" */ './shop').then((module) => module.Shop),
  ShopEntry: () =>
    import(/* webpackChunkName: "block-ShopEntry" */ './shop-entry').then(
      (module) => module.ShopEntry,
    ),
  SizeOverview: () =>
    import(/* webpackChunkName: "block-SizeOverview" */ './size-overview').then(
      (module) => module.SizeOverview,
    ),
  SubTeaser: () =>
    import(/* webpackChunkName: "block-SubTeaser" */ './sub-teaser').then(
      (module) => module.SubTeaser,
    ),
  Teaser: () =>
    import(/* webpackChunkName: "block-Teaser" */ './teaser').then((module) => module.Teaser),
  Text: () => import(/* webpackChunkName: "block-Text" */ './text').then((module) => module.Text),
  Toolbox: () =>
    import(/* webpackChunkName: "block-Toolbox" */ './toolbox').then((module) => module.Toolbox),
  ToolboxTool: () =>
    import(/* webpackChunkName: "block-ToolboxTool" */ './toolbox-tool').then(
      (module) => module.ToolboxTool,
    ),
  UspItem: () =>
    import(/* webpackChunkName: "block-UspItem" */ './usp-item').then((module) => module.UspItem),
  UspTeaser: () =>
    import(/* webpackChunkName: "block-UspTeaser" */ './usp-teaser').then(
      (module) => module.UspTeaser,
    ),
  UspWrapper: () =>
    import(/* webpackChunkName: "block-UspWrapper" */ './usp-wrapper').then(
      (module) => module.UspWrapper,
    ),
  Video: () =>
    import(/* webpackChunkName: "block-Video" */ './video').then((module) => module.Video),
  Voucher: () =>
    import(/* webpackChunkName: "block-Voucher" */ './voucher').then((module) => module.Voucher),
};

export type AnyBlockLoader = () => Promise<ComponentType<{ block: ContentBlock }>>;

/** Component name → loader of its renderer, for this remote's own blocks. */
export const blockLoaders = ownBlocks as Record<string, AnyBlockLoader | undefined>;

/** Blocks another remote renders: the slot that mounts it is part of the page's own code. */
export const remoteBlockRenderers: Record<
  string,
  ComponentType<{ block: ContentBlock }>
> = Object.fromEntries(Object.keys(remoteBlocks).map((name) => [name, RemoteBlock]));

/** Texts a block shows beyond the page's own: its group loads with its code. */
export const blockMessageGroups: Record<string, readonly MessageGroup[] | undefined> = {
  ContactForm: ['forms'],
  Voucher: ['forms'],
};
