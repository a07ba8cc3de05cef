import { serverModules } from '@shop/federation/react';
import page from './app/page-parcel';
import { loadAllBlocks } from './blocks/block-code';

/**
 * The page's blocks render on the edge; blocks of other remotes render in the browser. Every
 * block's code is here before the edge's first render: none waits for it, none is streamed late.
 */
export default loadAllBlocks().then(() => serverModules({ './Page': page }));
