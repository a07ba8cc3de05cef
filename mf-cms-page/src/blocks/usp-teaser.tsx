import type { BlockOf } from '@shop/contracts';
import type { BlockProps } from './types';
import { UspItem } from './usp-item';
import './usp-teaser.css';

const isUsp = (item: unknown): item is BlockOf<'UspItem'> =>
  (item as BlockOf<'UspItem'> | null)?.component === 'UspItem';

/** The shop's promises as a row of icons with titles (a list, so screen readers count them). */
export function UspTeaser({ block }: BlockProps<'UspTeaser'>) {
  const items = block.items.filter(isUsp);
  return (
    <section className="cms-usp-teaser" data-block="UspTeaser">
      {block.headline && <h2 className="cms-usp-teaser__headline">{block.headline}</h2>}
      <ul className="cms-usp-teaser__list">
        {items.map((item) => (
          <li key={item._uid}>
            <UspItem block={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
