import { loadAllBlocks } from '../../blocks/block-code';

// Every block's code is here before a test renders, as the page makes sure before it renders a story.
await loadAllBlocks();
