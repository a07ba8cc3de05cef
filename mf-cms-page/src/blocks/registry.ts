import type { ComponentType } from 'react';
import { remoteBlocks, type BlockName, type ContentBlock } from '@shop/contracts';
import { AccessoryTypes } from './accessory-types';
import { BentoGrid } from './bento-grid';
import { BentoTile } from './bento-tile';
import { Container } from './container';
import { CustomerPicture } from './customer-picture';
import { Feed } from './feed';
import { FormatsAndPrices } from './formats-and-prices';
import { FrameTypes } from './frame-types';
import { Headline } from './headline';
import { ImageBlock } from './image';
import { Photo } from './photo';
import { Poc, PocWrapper } from './poc';
import { ProductMatrix } from './product-matrix';
import { ProductQuality } from './product-quality';
import { PublicContainer } from './public-container';
import { QualityItem } from './quality-item';
import { Quote } from './quote';
import { RemoteBlock } from './remote-block';
import { Shop } from './shop';
import { ShopEntry } from './shop-entry';
import { SizeOverview } from './size-overview';
import { SubTeaser } from './sub-teaser';
import { Teaser } from './teaser';
import { Text } from './text';
import { Toolbox } from './toolbox';
import { ToolboxTool } from './toolbox-tool';
import { UspItem } from './usp-item';
import { UspTeaser } from './usp-teaser';
import { UspWrapper } from './usp-wrapper';
import { Video } from './video';
import { ContactForm, Voucher } from './form-blocks';
import type { BlockProps } from './types';

/** The blocks this remote renders itself, by the content model's component name. */
const ownBlocks: { [C in BlockName]?: ComponentType<BlockProps<C>> } = {
  AccessoryTypes,
  BentoGrid,
  BentoTile,
  ContactForm,
  Container,
  CustomerPicture,
  Feed,
  FormatsAndPrices,
  FrameTypes,
  Headline,
  Image: ImageBlock,
  Photo,
  Poc,
  PocWrapper,
  ProductMatrix,
  ProductQuality,
  PublicContainer,
  QualityItem,
  Quote,
  Shop,
  ShopEntry,
  SizeOverview,
  SubTeaser,
  Teaser,
  Text,
  Toolbox,
  ToolboxTool,
  UspItem,
  UspTeaser,
  UspWrapper,
  Video,
  Voucher,
};

const forRemote = Object.fromEntries(Object.keys(remoteBlocks).map((name) => [name, RemoteBlock]));

/** Component name → renderer: this remote's own blocks and the slots of blocks other remotes render. */
export const blockRegistry = { ...ownBlocks, ...forRemote } as Record<
  string,
  ComponentType<{ block: ContentBlock }> | undefined
>;
