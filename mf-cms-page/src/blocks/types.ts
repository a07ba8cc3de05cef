import type { BlockName, BlockOf } from '@shop/contracts';

/** Props of the component that renders blocks of component `C`. */
export type BlockProps<C extends BlockName> = { block: BlockOf<C> };

/** A related story as the gateway resolves it: its name and content (a block of the named type). */
export type ResolvedStory<C extends BlockName> = {
  name?: string;
  uuid?: string;
  content?: BlockOf<C>;
};

/** Related stories the gateway resolved; ids it could not resolve stay strings and are left out. */
export function resolvedStories<C extends BlockName>(
  value: unknown,
  component: C,
): Array<BlockOf<C> & { _storyName?: string }> {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const story = entry as ResolvedStory<C> | string;
    if (typeof story !== 'object' || story?.content?.component !== component) return [];
    return [{ ...story.content, _storyName: story.name }];
  });
}
