import type { BlockOf } from '@shop/contracts';
import { QualityItem } from './quality-item';
import type { BlockProps } from './types';
import './product-quality.css';

const isQualityItem = (item: unknown): item is BlockOf<'QualityItem'> =>
  (item as BlockOf<'QualityItem'> | null)?.component === 'QualityItem';

/** What makes the product good, as a list of illustrated features. */
export function ProductQuality({ block }: BlockProps<'ProductQuality'>) {
  return (
    <section className="cms-product-quality" data-block="ProductQuality">
      <h2>{block.headline}</h2>
      <ul className="cms-product-quality__list">
        {block.items.filter(isQualityItem).map((item) => (
          <li key={item._uid}>
            <QualityItem block={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
