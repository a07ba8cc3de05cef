import { useId, useState } from 'react';
import type { BlockOf } from '@shop/contracts';
import { useCms } from '../shared/config/cms-context';
import { displayPrice } from '../shared/lib/price';
import { AssetImage } from '../shared/ui/asset-image';
import { ContentLink } from '../shared/ui/content-link';
import { PriceTag } from '../shared/ui/price-tag';
import { resolvedStories, type BlockProps } from './types';
import './product-matrix.css';

type Item = BlockOf<'ProductMatrixItem'> & { _storyName?: string };

function MatrixItem({ item }: { item: Item }) {
  const { locale, currency } = useCms();
  return (
    <li className="cms-product-matrix__item">
      <ContentLink link={item.link} className="cms-product-matrix__link">
        <AssetImage
          asset={item.image}
          width={400}
          height={400}
          sizes="(min-width: 1000px) 25vw, 50vw"
          className="cms-product-matrix__image"
        />
        {item.badge && <span className="cms-product-matrix__badge">{item.badge}</span>}
        <h3 className="cms-product-matrix__name">{item.name}</h3>
        <PriceTag
          price={displayPrice(item.priceFrom, undefined, locale, currency, { from: true })}
          className="cms-product-matrix__price"
        />
      </ContentLink>
    </li>
  );
}

/** Product tiles with a "from" price: the initial ones first, the rest behind a "show more" button. */
export function ProductMatrix({ block }: BlockProps<'ProductMatrix'>) {
  const { t } = useCms();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const initial = resolvedStories(block.initialItems, 'ProductMatrixItem');
  const all = resolvedStories(block.items, 'ProductMatrixItem');
  const shownIds = new Set(initial.map((item) => item._uid));
  // Items that are not among the initial ones, in the editors' order.
  const more = all.filter((item) => !shownIds.has(item._uid));
  const visible = expanded ? [...initial, ...more] : initial.length ? initial : all;
  const hasMore = initial.length > 0 && more.length > 0;
  return (
    <section className="cms-product-matrix" data-block="ProductMatrix">
      <h2>{block.headline}</h2>
      <ul className="cms-product-matrix__list" id={listId}>
        {visible.map((item) => (
          <MatrixItem key={item._uid} item={item} />
        ))}
      </ul>
      {hasMore && (
        <button
          type="button"
          className="cms-product-matrix__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {t(expanded ? 'cms.showLess' : 'cms.showMore')}
        </button>
      )}
    </section>
  );
}
