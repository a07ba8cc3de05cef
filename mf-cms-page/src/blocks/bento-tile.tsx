import { AssetImage } from '../shared/ui/asset-image';
import { ContentLink } from '../shared/ui/content-link';
import type { BlockProps } from './types';
import './bento-grid.css';

/** The tile's box in CSS pixels at its largest, by size (one grid cell is about 400 × 400). */
const tileSize = {
  small: [400, 400],
  wide: [800, 400],
  tall: [400, 800],
  large: [800, 800],
} as const;

/** One tile of the bento grid: a picture filling the tile, its title and text over it, as a link. */
export function BentoTile({ block }: BlockProps<'BentoTile'>) {
  const [width, height] = tileSize[block.size];
  return (
    <ContentLink link={block.link} className="cms-bento-grid__link">
      <div className="cms-bento-grid__tile" data-block="BentoTile">
        <AssetImage
          asset={block.image}
          width={width}
          height={height}
          sizes={width > 400 ? '(min-width: 1000px) 50vw, 100vw' : '(min-width: 1000px) 25vw, 50vw'}
          className="cms-bento-grid__image"
        />
        <div className="cms-bento-grid__copy">
          <h3 className="cms-bento-grid__title">{block.title}</h3>
          {block.text && <p className="cms-bento-grid__text">{block.text}</p>}
        </div>
      </div>
    </ContentLink>
  );
}
