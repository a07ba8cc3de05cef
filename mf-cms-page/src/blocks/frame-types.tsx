import { TypeCards } from '../shared/ui/type-cards';
import { resolvedStories, type BlockProps } from './types';

/** The frames a product can have, from the shared frame-type stories. */
export function FrameTypes({ block }: BlockProps<'FrameTypes'>) {
  const frames = resolvedStories(block.frameTypes, 'FrameType');
  return (
    <section className="cms-frame-types" data-block="FrameTypes">
      <h2>{block.headline}</h2>
      <TypeCards
        className="cms-frame-types__list"
        cards={frames.map((frame) => ({ ...frame, id: frame._uid || frame.frameType }))}
      />
    </section>
  );
}
