import type { BlockOf } from '@shop/contracts';
import { ShopEntry } from './shop-entry';
import type { BlockProps } from './types';
import './shop.css';

const isEntry = (entry: unknown): entry is BlockOf<'ShopEntry'> =>
  (entry as BlockOf<'ShopEntry'> | null)?.component === 'ShopEntry';

/** The brand's sub-shops as coloured link tiles. */
export function Shop({ block }: BlockProps<'Shop'>) {
  return (
    <section className="cms-shop" data-block="Shop">
      <h2>{block.headline}</h2>
      {block.text && <p>{block.text}</p>}
      <ul className="cms-shop__list">
        {block.entries.filter(isEntry).map((entry) => (
          <li key={entry._uid}>
            <ShopEntry block={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
