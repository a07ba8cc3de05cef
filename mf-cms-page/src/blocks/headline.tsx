import { useCms } from '../shared/config/cms-context';
import type { BlockProps } from './types';

/** A heading at the level the editors chose, with an optional subline. */
export function Headline({ block }: BlockProps<'Headline'>) {
  const { h1Uid } = useCms();
  // One h1 per page: a second h1 headline steps down to h2.
  const Tag = block.level === 'h1' && block._uid !== h1Uid ? 'h2' : block.level;
  return (
    <header className="cms-headline" data-block="Headline">
      <Tag className={`cms-headline__text cms-headline__text--${block.level}`}>{block.text}</Tag>
      {block.subline && <p className="cms-headline__subline">{block.subline}</p>}
    </header>
  );
}
