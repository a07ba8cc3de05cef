import type { BlockProps } from './types';

/** A heading at the level the editors chose, with an optional subline. */
export function Headline({ block }: BlockProps<'Headline'>) {
  const Tag = block.level;
  return (
    <header className="cms-headline" data-block="Headline">
      <Tag className={`cms-headline__text cms-headline__text--${block.level}`}>{block.text}</Tag>
      {block.subline && <p className="cms-headline__subline">{block.subline}</p>}
    </header>
  );
}
