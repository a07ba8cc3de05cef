import { AssetImage } from '../shared/ui/asset-image';
import type { BlockProps } from './types';
import './product-quality.css';

/** One quality feature: picture, title and explanation. */
export function QualityItem({ block }: BlockProps<'QualityItem'>) {
  return (
    <article className="cms-product-quality__item" data-block="QualityItem">
      <AssetImage
        asset={block.image}
        width={480}
        height={360}
        sizes="(min-width: 1000px) 33vw, 100vw"
        className="cms-product-quality__image"
      />
      <h3 className="cms-product-quality__title">{block.title}</h3>
      <p className="cms-product-quality__text">{block.text}</p>
    </article>
  );
}
