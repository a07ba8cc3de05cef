import { Suspense, useState } from 'react';
import type { ContentBlock } from '@shop/contracts';
import { useCms } from '../shared/config/cms-context';
import { BlockBoundary } from './block-boundary';
import { blockRenderer, lazyBlockRenderer } from './block-code';
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

/**
 * One block: its renderer as it is, or, while its code is on its way, a lazy one behind a
 * placeholder. A block that waits for its data on the server must not get a boundary of its own, or
 * its HTML would come after the page's; one that waited for its code keeps it, since swapping the
 * boundary away would remount it (and lose what the shopper typed into it).
 */
function Block({ block }: { block: ContentBlock }) {
  const renderer = blockRenderer(block.component);
  const [waited] = useState(() => renderer !== undefined && !renderer.loaded);
  if (!renderer) return <MissingBlock component={block.component} uid={block._uid} />;
  if (!waited) return <renderer.Component block={block} />;
  const Waited = lazyBlockRenderer(block.component);
  return (
    <Suspense fallback={<BlockPlaceholder component={block.component} />}>
      <Waited block={block} />
    </Suspense>
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
        return (
          <BlockBoundary key={key} component={block.component} uid={block._uid}>
            <Block block={block} />
          </BlockBoundary>
        );
      })}
    </>
  );
}
