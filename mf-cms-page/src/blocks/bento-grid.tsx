import type { BlockOf } from '@shop/contracts';
import { BentoTile } from './bento-tile';
import type { BlockProps } from './types';
import './bento-grid.css';

const isTile = (tile: unknown): tile is BlockOf<'BentoTile'> =>
  (tile as BlockOf<'BentoTile'> | null)?.component === 'BentoTile';

/** Category tiles of mixed sizes (small, wide, tall, large) in one grid. */
export function BentoGrid({ block }: BlockProps<'BentoGrid'>) {
  return (
    <section className="cms-bento-grid" data-block="BentoGrid">
      {block.headline && <h2>{block.headline}</h2>}
      <ul className="cms-bento-grid__grid">
        {block.tiles.filter(isTile).map((tile) => (
          <li key={tile._uid} className={`cms-bento-grid__cell cms-bento-grid__cell--${tile.size}`}>
            <BentoTile block={tile} />
          </li>
        ))}
      </ul>
    </section>
  );
}
