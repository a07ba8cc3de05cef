import type { ContentBlock } from '@shop/contracts';
import { useCms } from '../shared/config/cms-context';
import { BlockBoundary } from './block-boundary';
import { MissingBlock } from './missing-block';
import { blockRegistry } from './registry';

/** True when the block is meant for the other variant of the `content_switch` flag. */
function hiddenByVariant(block: ContentBlock, variant: 'on' | 'off'): boolean {
  const wanted = block.contentVariant;
  return (wanted === 'on' || wanted === 'off') && wanted !== variant;
}

const isBlock = (value: unknown): value is ContentBlock =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ContentBlock).component === 'string';

/** Renders content blocks in order, each in its own error boundary; unknown ones say so. */
export function BlockList({ blocks }: { blocks: unknown }) {
  const { contentVariant } = useCms();
  if (!Array.isArray(blocks)) return null;
  return (
    <>
      {blocks.filter(isBlock).map((block, index) => {
        if (hiddenByVariant(block, contentVariant)) return null;
        const key = block._uid || `${block.component}-${index}`;
        const Render = blockRegistry[block.component];
        return (
          <BlockBoundary key={key} component={block.component} uid={block._uid}>
            {Render ? (
              <Render block={block} />
            ) : (
              <MissingBlock component={block.component} uid={block._uid} />
            )}
          </BlockBoundary>
        );
      })}
    </>
  );
}
