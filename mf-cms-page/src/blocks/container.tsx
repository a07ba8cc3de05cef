import type { ContentBlock } from '@shop/contracts';
import { BlockList } from './block-list';
import type { BlockProps } from './types';

type Story = { name?: string; uuid?: string; content?: ContentBlock & { body?: unknown } };

/** Shared stories placed on a page: shared content shows its blocks, any other story renders as its block. */
export function Container({ block }: BlockProps<'Container'>) {
  const stories = (block.items as unknown[]).filter(
    (item): item is Story => typeof item === 'object' && item !== null,
  );
  return (
    <div className="cms-container" data-block="Container">
      {stories.map((story, index) => (
        <div
          key={story.uuid ?? index}
          className="cms-container__item"
          data-shared-story={story.name}
        >
          <BlockList
            blocks={
              story.content?.component === 'SharedContent' ? story.content.body : [story.content]
            }
          />
        </div>
      ))}
    </div>
  );
}
