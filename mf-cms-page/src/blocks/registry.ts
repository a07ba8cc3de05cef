import type { ComponentType } from 'react';
import { remoteBlocks, type BlockName, type ContentBlock } from '@shop/contracts';
import { Container } from './container';
import { Headline } from './headline';
import { Poc, PocWrapper } from './poc';
import { PublicContainer } from './public-container';
import { RemoteBlock } from './remote-block';
import { Teaser } from './teaser';
import { Text } from './text';
import type { BlockProps } from './types';

/** The blocks this remote renders itself, by the content model's component name. */
const ownBlocks: { [C in BlockName]?: ComponentType<BlockProps<C>> } = {
  Container,
  Headline,
  Poc,
  PocWrapper,
  PublicContainer,
  Teaser,
  Text,
};

const forRemote = Object.fromEntries(Object.keys(remoteBlocks).map((name) => [name, RemoteBlock]));

/** Component name → renderer: this remote's own blocks and the slots of blocks other remotes render. */
export const blockRegistry = { ...ownBlocks, ...forRemote } as Record<
  string,
  ComponentType<{ block: ContentBlock }> | undefined
>;
