import { Suspense } from 'react';
import type { ContentBlock } from '@shop/contracts';
import { useCms } from '../shared/config/cms-context';
import { BlockBoundary } from './block-boundary';
import { blockRenderer } from './block-code';
import { MissingBlock } from './missing-block';

// Space a block whose code is still on its way holds, where a lot of it is certain: the forms.
const placeholderHeights: Record<string, number> = { Voucher: 640, ContactForm: 560 };

function BlockPlaceholder({ component }: { component: string }) {
  return (
    <div
      data-block={component}
      aria-busy="true"
      style={{ minHeight: placeholderHeights[component] ?? 0 }}
    />
  );
}

/** True when the block is meant for the other variant of the `content_switch` flag. */
function hiddenByVariant(block: ContentBlock, variant: 'on' | 'off'): boolean {
  const wanted = block.contentVariant;
  return (wanted === 'on' || wanted === 'off') && wanted !== variant;
}

const isBlock = (value: unknown): value is ContentBlock =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ContentBlock).component === 'string';

/**
 * Renders content blocks in order, each in its own error boundary; unknown ones say so. A block
 * whose code has not come yet holds its place until it has.
 */
export function BlockList({ blocks }: { blocks: unknown }) {
  const { contentVariant } = useCms();
  if (!Array.isArray(blocks)) return null;
  return (
    <>
      {blocks.filter(isBlock).map((block, index) => {
        if (hiddenByVariant(block, contentVariant)) return null;
        const key = block._uid || `${block.component}-${index}`;
        const renderer = blockRenderer(block.component);
        return (
          <BlockBoundary key={key} component={block.component} uid={block._uid}>
            {!renderer ? (
              <MissingBlock component={block.component} uid={block._uid} />
            ) : renderer.loaded ? (
              <renderer.Component block={block} />
            ) : (
              // Only while its code is on its way: a block that waits for its data on the server
              // must not get a boundary of its own, or its HTML would come after the page's.
              <Suspense fallback={<BlockPlaceholder component={block.component} />}>
                <renderer.Component block={block} />
              </Suspense>
            )}
          </BlockBoundary>
        );
      })}
    </>
  );
}
